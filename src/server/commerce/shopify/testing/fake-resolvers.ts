/*
 * Building blocks for the fake Storefront server's resolvers. graphql-js calls a function-valued
 * property with the field's arguments, reads plain properties as they are, and picks an
 * interface's or union's type from `__typename`; the schema then rejects anything that is not
 * its shape (a missing non-null field, an enum value it does not have).
 */

export type Money = { amount: string; currencyCode: 'INR' };

/** Decimal as Shopify writes it: '649.0', '349.5'. */
const decimal = (paise: number) => (paise % 100 === 0 ? `${paise / 100}.0` : String(paise / 100));
export const money = (paise: number): Money => ({ amount: decimal(paise), currencyCode: 'INR' });

export type PageArgs = { first?: number | null; after?: string | null; last?: number | null; before?: string | null };

const cursorOf = (index: number) => Buffer.from(`cursor:${index}`).toString('base64');
const indexOf = (cursor: string) => Number(/^cursor:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString())?.[1]);

/**
 * A Relay connection over a list, forward paging only (all our documents page forward).
 * Shopify refuses a connection with neither `first` nor `last`, and pages above 250.
 */
export function connection<T, N>(items: T[], args: PageArgs, toNode: (item: T) => N) {
  if (args.last != null || args.before != null) throw new Error('This fake pages forward only (first/after).');
  const first = args.first;
  if (first == null) throw new Error('you must provide one of first or last');
  if (first > 250) throw new Error('The page size must be at most 250.');
  const start = args.after ? indexOf(args.after) + 1 : 0;
  if (!Number.isInteger(start)) throw new Error(`Invalid cursor: ${args.after}`);
  const page = items.slice(start, start + first);
  const edges = page.map((item, i) => ({ cursor: cursorOf(start + i), node: toNode(item) }));
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      hasNextPage: start + page.length < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
