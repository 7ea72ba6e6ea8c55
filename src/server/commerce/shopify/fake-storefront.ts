import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in Storefront API for tests: the documented cart operations, kept in memory, on
 * 127.0.0.1. It answers with the whole documented shape whatever the selection set asks, so
 * it checks our reshaping and error mapping, not our GraphQL documents against the schema.
 */
export type FakeVariant = { id: string; title: string; productTitle: string; price: number; stock: number };
type Line = { id: string; variantId: string; quantity: number; attributes: Array<{ key: string; value: string }> };
type UserError = { field: string[] | null; message: string; code: string | null };
type Warning = { code: string; message: string; target: string };
type Payload = { cart: Line[] | null; cartId: string; userErrors: UserError[]; warnings: Warning[] };

/** What the next request gets instead of (or on top of) the normal answer. */
export type Trouble =
  | { kind: 'userErrors'; userErrors: UserError[] }
  | { kind: 'warnings'; warnings: Warning[] }
  | { kind: 'nullCart' }
  | { kind: 'graphqlErrors' }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

// The request body is raw JSON; these are the variables our documents send.
type LineInput = { merchandiseId?: string; id?: string; quantity: number; attributes?: Line['attributes'] };
type Variables = { cartId?: string; input?: { lines: LineInput[] }; lines?: LineInput[]; lineIds?: string[] };

const decimal = (paise: number) => (paise % 100 === 0 ? `${paise / 100}.0` : String(paise / 100));
const money = (paise: number) => ({ amount: decimal(paise), currencyCode: 'INR' });

export async function startFakeStorefront(options: { apiVersion: string; token: string; variants: FakeVariant[] }) {
  const carts = new Map<string, Line[]>();
  const seen: Array<{ operation: string; variables: Variables }> = [];
  let trouble: Trouble | null = null;
  let ids = 0;
  const variant = (id: string) => options.variants.find((v) => v.id === id);
  // Lines only ever hold variants that were found when they were added.
  const paiseOf = (id: string) => Math.round((variant(id)?.price ?? 0) * 100);

  function shapeCart(cartId: string, lines: Line[]) {
    const total = lines.reduce((sum, l) => sum + paiseOf(l.variantId) * l.quantity, 0);
    const node = (l: Line) => {
      const v = variant(l.variantId);
      const merchandise = {
        id: l.variantId,
        title: v?.title,
        availableForSale: (v?.stock ?? 0) > 0,
        price: money(paiseOf(l.variantId)),
        product: { title: v?.productTitle },
      };
      const cost = { totalAmount: money(paiseOf(l.variantId) * l.quantity) };
      return { id: l.id, quantity: l.quantity, attributes: l.attributes, cost, merchandise };
    };
    const token = cartId.slice('gid://shopify/Cart/'.length);
    return {
      id: cartId,
      checkoutUrl: `https://fake-store.myshopify.com/cart/c/${token}`,
      cost: { totalAmount: money(total) },
      lines: { edges: lines.map((l) => ({ node: node(l) })) },
    };
  }

  /** Adds like Shopify: same variant and attributes merge; stock shortfalls become warnings. */
  function addLines(lines: Line[], input: LineInput[], warnings: Warning[]): UserError | null {
    for (const [index, wanted] of input.entries()) {
      const v = variant(wanted.merchandiseId ?? '');
      const field = ['lines', String(index), 'merchandiseId'];
      if (!v)
        return { field, message: `The merchandise with id ${wanted.merchandiseId} does not exist.`, code: 'INVALID' };
      if (v.stock === 0) {
        warnings.push({ code: 'MERCHANDISE_OUT_OF_STOCK', message: 'The product is out of stock.', target: v.id });
        continue;
      }
      const attributes = wanted.attributes ?? [];
      const same = (l: Line) => l.variantId === v.id && JSON.stringify(l.attributes) === JSON.stringify(attributes);
      const line = lines.find(same) ?? {
        id: `gid://shopify/CartLine/${++ids}?cart=fake`,
        variantId: v.id,
        quantity: 0,
        attributes,
      };
      if (!lines.includes(line)) lines.push(line);
      line.quantity += wanted.quantity;
      if (line.quantity > v.stock) {
        line.quantity = v.stock;
        const message = `Only ${v.stock} items were added to your cart due to availability.`;
        warnings.push({ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message, target: line.id });
      }
    }
    return null;
  }

  /** Runs a mutation on a copy of the cart and keeps it only on success: Shopify's are atomic. */
  function run(operation: string, vars: Variables): Payload {
    const cartId = vars.cartId ?? `gid://shopify/Cart/fake-${++ids}?key=secret${ids}`;
    const warnings: Warning[] = [];
    const fail = (error: UserError): Payload => ({ cart: null, cartId, userErrors: [error], warnings });
    const stored = operation === 'cartCreate' ? [] : carts.get(cartId);
    if (!stored) return fail({ field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' });
    let lines = stored.map((l) => ({ ...l }));
    const missingLine = (id: string, field: string[]) =>
      fail({ field, message: `The merchandise line with id ${id} does not exist.`, code: 'INVALID_MERCHANDISE_LINE' });
    if (operation === 'cartCreate' || operation === 'cartLinesAdd') {
      const error = addLines(lines, vars.input?.lines ?? vars.lines ?? [], warnings);
      if (error) return fail(error);
    } else if (operation === 'cartLinesUpdate') {
      for (const [index, change] of (vars.lines ?? []).entries()) {
        const line = lines.find((l) => l.id === change.id);
        if (!line) return missingLine(change.id ?? '', ['lines', String(index), 'id']);
        line.quantity = change.quantity;
      }
      lines = lines.filter((l) => l.quantity > 0);
    } else if (operation === 'cartLinesRemove') {
      const lineIds = vars.lineIds ?? [];
      const unknown = lineIds.findIndex((id) => !lines.some((l) => l.id === id));
      if (unknown >= 0) return missingLine(lineIds[unknown] ?? '', ['lineIds', String(unknown)]);
      lines = lines.filter((l) => !lineIds.includes(l.id));
    }
    carts.set(cartId, lines);
    return { cart: lines, cartId, userErrors: [], warnings };
  }

  function answer(operation: string, vars: Variables) {
    if (operation === 'getCart') {
      const lines = carts.get(vars.cartId ?? '');
      return { data: { cart: lines ? shapeCart(vars.cartId ?? '', lines) : null } };
    }
    const current = trouble;
    trouble = null;
    const result: Payload =
      current?.kind === 'userErrors'
        ? { cart: null, cartId: '', userErrors: current.userErrors, warnings: [] }
        : run(operation, vars);
    if (current?.kind === 'warnings') result.warnings.push(...current.warnings);
    const cart = current?.kind === 'nullCart' || !result.cart ? null : shapeCart(result.cartId, result.cart);
    return { data: { [operation]: { cart, userErrors: result.userErrors, warnings: result.warnings } } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST' || req.url !== `/api/${options.apiVersion}/graphql.json`)
      return send(404, { errors: 'Not Found' });
    if (req.headers['x-shopify-storefront-access-token'] !== options.token)
      return send(401, { errors: 'Unauthorized' });
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { query: string; variables?: Variables };
    const operation = /\b(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
    seen.push({ operation, variables: body.variables ?? {} });
    // Top-level troubles hit whatever request comes next, a query as much as a mutation.
    const current = trouble;
    if (current?.kind === 'hang' || current?.kind === 'status' || current?.kind === 'graphqlErrors') trouble = null;
    if (current?.kind === 'hang') return; // never answered; close() drops the socket
    if (current?.kind === 'status') return res.writeHead(current.status).end('Internal Server Error');
    if (current?.kind === 'graphqlErrors')
      return send(200, { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] });
    return send(200, answer(operation, body.variables ?? {}));
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/${options.apiVersion}/graphql.json`,
    seen,
    carts,
    failNext(next: Trouble) {
      trouble = next;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeStorefront = Awaited<ReturnType<typeof startFakeStorefront>>;
