import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeBooks, FakeApiError } from './state';
import { hostedPage } from './hosted-page';
import { createWebhookSender, DEFAULT_EVENTS, type Deliver } from './webhooks';

export interface FakeRazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** How a webhook reaches the store: app.inject in API tests, a POST to its URL in journeys. */
  deliver: Deliver;
  retryDelaysMs?: number[];
  events?: string[];
  port?: number;
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const apiError = (res: ServerResponse, err: FakeApiError) =>
  json(res, err.status, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: err.message,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      field: err.field ?? null,
    },
  });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in for Razorpay's API (payment links, payments, refunds), its hosted payment page
 * and its signed webhooks, written from the published API reference and the official SDK's types
 * (no official mock exists). Tests drive the shopper's side through `pay` and `fail`, journeys
 * through the hosted page itself.
 */
export async function startFakeRazorpay(opts: FakeRazorpayOptions) {
  let origin = '';
  const books = createFakeBooks('');
  const hooks = createWebhookSender({
    webhookSecret: opts.webhookSecret,
    deliver: opts.deliver,
    retryDelaysMs: opts.retryDelaysMs ?? [20, 50, 100],
    events: opts.events ?? DEFAULT_EVENTS,
  });
  /** For tests: Razorpay refusing every API call (a 400) or down (a 503), until set back to null. */
  const outage: { mode: null | 'refuse' | 'down' } = { mode: null };
  const expectedAuth = Buffer.from(`Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`);

  function pay(linkId: string): string {
    const payment = books.pay(linkId, 'captured');
    const link = books.link(linkId);
    const order = {
      id: link.order_id,
      entity: 'order',
      amount: link.amount,
      amount_paid: link.amount,
      amount_due: 0,
      currency: 'INR',
      status: 'paid',
    };
    hooks.emit('payment.captured', { payment: { entity: payment } });
    hooks.emit('order.paid', { payment: { entity: payment }, order: { entity: order } });
    hooks.emit('payment_link.paid', {
      payment_link: { entity: link },
      order: { entity: order },
      payment: { entity: payment },
    });
    const params = {
      razorpay_payment_id: payment.id,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id ?? '',
      razorpay_payment_link_status: link.status,
      razorpay_signature: createHmac('sha256', opts.keySecret)
        .update(`${link.id}|${link.reference_id ?? ''}|${link.status}|${payment.id}`)
        .digest('hex'),
    };
    return `${link.callback_url ?? '/'}${link.callback_url?.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
  }

  function fail(linkId: string) {
    const payment = books.pay(linkId, 'failed');
    hooks.emit('payment.failed', { payment: { entity: payment } });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const parts = url.pathname.split('/').filter(Boolean);
      try {
        if (parts[0] === 'i' && parts[1]) {
          const link = books.link(parts[1]);
          if (req.method === 'POST' && parts[2] === 'pay') return res.writeHead(303, { location: pay(link.id) }).end();
          if (req.method === 'POST' && parts[2] === 'fail') {
            fail(link.id);
            return res
              .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
              .end(hostedPage(link, 'Payment failed. No money was taken.'));
          }
          return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostedPage(link));
        }
        if (parts[0] !== 'v1')
          return json(res, 404, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
          });
        const given = Buffer.from(req.headers.authorization ?? '');
        if (given.length !== expectedAuth.length || !timingSafeEqual(given, expectedAuth))
          return json(res, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
        if (outage.mode === 'down')
          return json(res, 503, { error: { code: 'SERVER_ERROR', description: 'The server is unavailable' } });
        if (outage.mode === 'refuse')
          return apiError(res, new FakeApiError(400, 'amount exceeds maximum amount allowed.'));
        const body =
          req.method === 'POST' ? (JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>) : {};
        const [, resource, id, action] = parts;
        if (resource === 'payment_links' && req.method === 'POST' && !id) {
          const link = books.createLink(body as never);
          link.short_url = `${origin}/i/${link.id}`;
          return json(res, 200, link);
        }
        if (resource === 'payment_links' && !id && req.method === 'GET') {
          // Fetch all Payment Links; the reference_id filter is the one we use.
          const ref = url.searchParams.get('reference_id');
          const found = [...books.links.values()].filter((l) => ref === null || l.reference_id === ref);
          return json(res, 200, { payment_links: found.map((l) => books.link(l.id)) });
        }
        if (resource === 'payment_links' && id && req.method === 'GET') return json(res, 200, books.link(id));
        if (resource === 'payment_links' && id && action === 'cancel') return json(res, 200, books.cancel(id));
        if (resource === 'payments' && id && action === 'refund' && req.method === 'POST') {
          const refund = books.refund(id, typeof body.amount === 'number' ? body.amount : undefined);
          const payment = books.payments.get(id);
          hooks.emit('refund.created', { refund: { entity: refund }, payment: { entity: payment } });
          hooks.emit('refund.processed', { refund: { entity: refund }, payment: { entity: payment } });
          return json(res, 200, refund);
        }
        return json(res, 404, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
        });
      } catch (err) {
        if (err instanceof FakeApiError) return apiError(res, err);
        return json(res, 500, { error: { code: 'SERVER_ERROR', description: String(err) } });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** What RAZORPAY_API_URL is set to. */
    apiUrl: `${origin}/v1`,
    origin,
    books,
    webhooks: hooks,
    outage,
    pay,
    fail,
    async close() {
      await hooks.settled();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
