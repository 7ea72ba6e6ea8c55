/**
 * An order's human reference, KG-10024: the order's number offset so the first order is not #1.
 * The one place that writes it and the one place that reads it back, for the server's pages,
 * messages and the workspace's search alike.
 */
const NUMBER_OFFSET = 10_000;
const PREFIX = 'KG-';

/** Order numbers start at a believable size rather than #1. */
export const orderReference = (number: number) => `${PREFIX}${NUMBER_OFFSET + number}`;

/** What a shopper or the owner may type: 'KG-10024', 'kg 10024', 'KG10024' or '10024'. */
const REFERENCE = /^(?:KG-?)?(\d{5,9})$/i;

/**
 * The order number a typed reference names, or null when it names none (malformed, or below
 * the first order). Nine digits at most, so it always fits the database's integer column.
 */
export function parseOrderReference(text: string): number | null {
  const digits = REFERENCE.exec(text.replace(/\s/g, ''))?.[1];
  if (!digits) return null;
  const number = Number(digits) - NUMBER_OFFSET;
  return number > 0 ? number : null;
}
