import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { execute, getOperationAST, OperationTypeNode, parse, validate, type DocumentNode } from 'graphql';
import { collectionObject, type FakeCollection, type FakeVariant } from './fake-catalog';
import { createFakeCarts, type FakeUserError, type FakeWarning } from './fake-carts';
import { storefrontSchema } from './storefront-schema';

import type { FakeDiscount } from './fake-discounts';

export type { FakeCollection, FakeVariant } from './fake-catalog';
export type { FakeDiscount } from './fake-discounts';

/**
 * A stand-in Storefront API for tests, on 127.0.0.1. Every operation it receives is validated
 * against Shopify's published schema and executed with graphql-js over that schema, with
 * resolvers backed by the carts and catalogue it holds: a document with a field Shopify does not
 * have is refused as Shopify refuses it, and every answer is schema-shaped by construction
 * (enum values such as CartErrorCode included).
 */
export type Trouble =
  | { kind: 'userErrors'; userErrors: FakeUserError[] }
  | { kind: 'warnings'; warnings: FakeWarning[] }
  | { kind: 'nullCart' }
  | { kind: 'graphqlErrors' }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

export interface FakeStorefrontOptions {
  apiVersion: string;
  /** The public token (X-Shopify-Storefront-Access-Token). */
  token: string;
  /** A private token (Shopify-Storefront-Private-Token), accepted as well when set. */
  privateToken?: string;
  variants?: FakeVariant[];
  collections?: FakeCollection[];
  /** Discount codes the shop has made (cartDiscountCodesUpdate). */
  discounts?: FakeDiscount[];
  /** Files served at their cdn.shopify.com path (the store is pointed here instead of the CDN). */
  cdnFiles?: Map<string, Buffer>;
  port?: number;
}

type Seen = { operation: string; variables: Record<string, unknown> };
type LineVars = {
  cartId?: string;
  lines?: never[];
  lineIds?: string[];
  discountCodes?: string[];
  input?: { lines?: never[] };
};

export async function startFakeStorefront(options: FakeStorefrontOptions) {
  const schema = storefrontSchema();
  const collections = options.collections ?? [];
  const allVariants = [
    ...(options.variants ?? []),
    ...collections.flatMap((c) => c.products.flatMap((p) => p.variants)),
  ];
  const state = createFakeCarts((id) => allVariants.find((v) => v.id === id), options.discounts);
  const seen: Seen[] = [];
  const headers: IncomingHttpHeaders[] = [];
  /** Documents the schema refused: a test that sends one fails on the error it gets back. */
  const invalid: Array<{ query: string; errors: string[] }> = [];
  const cdnRequests: string[] = [];
  let trouble: Trouble | null = null;

  function mutation(operation: string) {
    return (vars: LineVars) => {
      const current =
        trouble?.kind === 'userErrors' || trouble?.kind === 'warnings' || trouble?.kind === 'nullCart' ? trouble : null;
      if (current) trouble = null;
      if (current?.kind === 'userErrors') return { cart: null, userErrors: current.userErrors, warnings: [] };
      const outcome = state.mutate(operation, { ...vars, lines: vars.input?.lines ?? vars.lines });
      if (current?.kind === 'warnings') outcome.warnings.push(...current.warnings);
      const cart = current?.kind === 'nullCart' || !outcome.cartId ? null : state.cartObject(outcome.cartId);
      return { cart, userErrors: outcome.userErrors, warnings: outcome.warnings };
    };
  }

  const queryRoot = {
    cart: ({ id }: { id: string }) => state.cartObject(id),
    collection: ({ handle }: { handle?: string }) => {
      const found = collections.find((c) => c.handle === handle);
      return found ? collectionObject(found) : null;
    },
  };
  const mutationRoot = Object.fromEntries(
    ['cartCreate', 'cartLinesAdd', 'cartLinesUpdate', 'cartLinesRemove', 'cartDiscountCodesUpdate'].map((name) => [
      name,
      mutation(name),
    ]),
  );

  async function run(query: string, variables: Record<string, unknown>, operationName?: string) {
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (error) {
      invalid.push({ query, errors: [String(error)] });
      return { errors: [{ message: String(error) }] };
    }
    const errors = validate(schema, document);
    if (errors.length > 0) {
      invalid.push({ query, errors: errors.map((e) => e.message) });
      return { errors: errors.map((e) => e.toJSON()) };
    }
    const operation = getOperationAST(document, operationName);
    seen.push({ operation: operation?.name?.value ?? '', variables });
    const rootValue = operation?.operation === OperationTypeNode.MUTATION ? mutationRoot : queryRoot;
    const result = await execute({ schema, document, rootValue, variableValues: variables, operationName });
    return { data: result.data, ...(result.errors ? { errors: result.errors.map((e) => e.toJSON()) } : {}) };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'GET' && req.url?.startsWith('/s/files/')) return serveCdn(req, res);
    if (req.method !== 'POST' || req.url !== `/api/${options.apiVersion}/graphql.json`)
      return send(404, { errors: 'Not Found' });
    const publicOk = req.headers['x-shopify-storefront-access-token'] === options.token;
    const privateOk =
      !!options.privateToken && req.headers['shopify-storefront-private-token'] === options.privateToken;
    if (!publicOk && !privateOk) return send(401, { errors: 'Unauthorized' });
    headers.push(req.headers);
    const current = trouble;
    if (current?.kind === 'hang' || current?.kind === 'status' || current?.kind === 'graphqlErrors') trouble = null;
    if (current?.kind === 'hang') return; // never answered; close() drops the socket
    if (current?.kind === 'status') return res.writeHead(current.status).end('Internal Server Error');
    if (current?.kind === 'graphqlErrors')
      return send(200, { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] });
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      query: string;
      variables?: Record<string, unknown>;
      operationName?: string;
    };
    return send(200, await run(body.query, body.variables ?? {}, body.operationName));
  }

  /** Shopify's CDN: the file, or a redirect for `?redirect=` (which the store must not follow). */
  function serveCdn(req: IncomingMessage, res: ServerResponse) {
    cdnRequests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://cdn');
    const redirect = url.searchParams.get('redirect');
    if (redirect) return res.writeHead(302, { location: redirect }).end();
    const file = options.cdnFiles?.get(url.pathname);
    if (!file) return res.writeHead(404).end('Not Found');
    return res.writeHead(200, { 'content-type': 'image/png', 'content-length': file.length }).end(file);
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/${options.apiVersion}/graphql.json`,
    origin: `http://127.0.0.1:${port}`,
    seen,
    headers,
    invalid,
    cdnRequests,
    carts: state.carts,
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
