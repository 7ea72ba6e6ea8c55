import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../../platform/db/schema';
import type { ShopperOrderEvent } from '../../../orders/order-events';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay/server';
import { buildTestApp, type TestApp, type TestBackend } from '../../../testing/test-app';

export const RAZORPAY_TEST_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_Kaarigar00001',
  RAZORPAY_KEY_SECRET: 'test-key-secret-0123456789',
  RAZORPAY_WEBHOOK_SECRET: 'test-webhook-secret-0123456789',
};

export interface RazorpayTestApp extends TestApp {
  fake: FakeRazorpay;
  /** Every shopper event the app emitted, in order. */
  events: { event: ShopperOrderEvent; orderId: string }[];
  /** Waits until the fake's webhooks were answered and the app acted on them. */
  settle(): Promise<void>;
}

/** An app in local mode with Razorpay, against a fake Razorpay whose webhooks reach it by inject. */
export async function buildRazorpayTestApp(backend: TestBackend): Promise<RazorpayTestApp> {
  // Webhooks reach the app once it is built (the fake starts first: the app needs its URL).
  const target: { app?: FastifyInstance } = {};
  const fake = await startFakeRazorpay({
    keyId: RAZORPAY_TEST_KEYS.RAZORPAY_KEY_ID,
    keySecret: RAZORPAY_TEST_KEYS.RAZORPAY_KEY_SECRET,
    webhookSecret: RAZORPAY_TEST_KEYS.RAZORPAY_WEBHOOK_SECRET,
    deliver: async (body, headers) =>
      target.app
        ? (await target.app.inject({ method: 'POST', url: '/api/webhooks/payments/razorpay', payload: body, headers }))
            .statusCode
        : 503,
  });
  const t = await buildTestApp(backend, {
    ...RAZORPAY_TEST_KEYS,
    RAZORPAY_API_URL: fake.apiUrl,
    PUBLIC_URL: 'http://shop.test',
  });
  target.app = t.app;
  const events: RazorpayTestApp['events'] = [];
  // The request to confirm ('to_confirm') is not a step the shopper's timeline shows.
  t.app.orderEvents.on((m) => void (m.event !== 'to_confirm' && events.push(m)));
  return {
    ...t,
    fake,
    events,
    async settle() {
      await fake.webhooks.settled();
      await t.app.payments.drain();
    },
    async close() {
      await fake.close();
      await t.close();
    },
  };
}

export async function latestOrder(app: FastifyInstance) {
  const [order] = await app.db.select().from(orders).orderBy(desc(orders.createdAt)).limit(1);
  if (!order) throw new Error('no order');
  return order;
}

export async function orderRow(app: FastifyInstance, id: string) {
  const [order] = await app.db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new Error('no order');
  return order;
}
