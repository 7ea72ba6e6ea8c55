import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentWebhooks } from '../../platform/db/schema';
import {
  buildRazorpayTestApp,
  RAZORPAY_TEST_KEYS,
  type RazorpayTestApp,
} from '../../payments/razorpay/testing/razorpay-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

const body = JSON.stringify({ event: 'payment.authorized', payload: {} });
const sign = (raw: string, secret = RAZORPAY_TEST_KEYS.RAZORPAY_WEBHOOK_SECRET) =>
  createHmac('sha256', secret).update(raw).digest('hex');
const post = (app: TestApp['app'], url: string, eventId: string, signature = sign(body)) =>
  app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
  });

describe.each(testBackends)('payment webhooks on $name', (backend) => {
  describe('with pay on delivery, the embedded default', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(backend);
    });
    afterAll(async () => t?.close());

    it('is a provider like any other: never null, and takes nothing online', () => {
      expect(t.app.payments.provider.id).toBe('pay_on_delivery');
      expect(t.app.payments.online).toBe(false);
    });

    it('answers every payment webhook 404 and stores nothing', async () => {
      for (const url of [
        '/api/webhooks/payments/razorpay',
        '/api/webhooks/payments/pay_on_delivery',
        '/api/webhooks/razorpay',
      ]) {
        const res = await post(t.app, url, `evt_none_${url.length}`);
        expect(res.statusCode, url).toBe(404);
      }
      expect(await t.app.db.select().from(paymentWebhooks)).toEqual([]);
    });
  });

  describe('with Razorpay', () => {
    let t: RazorpayTestApp;
    beforeAll(async () => {
      t = await buildRazorpayTestApp(backend);
    });
    afterAll(async () => t?.close());
    const rows = (eventId: string) =>
      t.app.db.select().from(paymentWebhooks).where(eq(paymentWebhooks.eventId, eventId));

    it('queues a signed delivery under (provider, event id) at the shared URL', async () => {
      const res = await post(t.app, '/api/webhooks/payments/razorpay', 'evt_Shared0000001');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, duplicate: false });
      await t.app.payments.drain();
      expect(await rows('evt_Shared0000001')).toMatchObject([
        {
          provider: 'razorpay',
          event: 'payment.authorized',
          ignoredReason: 'payment.authorized is not an event this shop acts on',
        },
      ]);
    });

    it('keeps the old Razorpay URL as an alias over the same queue: a retry there is a duplicate', async () => {
      const first = await post(t.app, '/api/webhooks/razorpay', 'evt_Alias00000001');
      expect(first.json()).toEqual({ success: true, duplicate: false });
      const retried = await post(t.app, '/api/webhooks/payments/razorpay', 'evt_Alias00000001');
      expect(retried.json()).toEqual({ success: true, duplicate: true });
      expect(await rows('evt_Alias00000001')).toHaveLength(1);
    });

    it('refuses a provider that is not the configured one, and a wrong signature, storing nothing', async () => {
      expect((await post(t.app, '/api/webhooks/payments/stripe', 'evt_Other00000001')).statusCode).toBe(404);
      expect((await post(t.app, '/api/webhooks/payments/pay_on_delivery', 'evt_Other00000002')).statusCode).toBe(404);
      const forged = await post(t.app, '/api/webhooks/payments/razorpay', 'evt_Forged0000002', sign(body, 'guess'));
      expect(forged.statusCode).toBe(401);
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/payments/razorpay',
        payload: body,
        headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_Forged0000003' },
      });
      expect(unsigned.statusCode).toBe(401);
      for (const id of ['evt_Other00000001', 'evt_Other00000002', 'evt_Forged0000002', 'evt_Forged0000003'])
        expect(await rows(id)).toEqual([]);
    });
  });
});
