import { createHmac } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaise } from '../../../contracts/money';
import { orders, paymentEvents, paymentWebhooks } from '../../platform/db/schema';
import { orderPageToken } from '../../orders/order-link';
import { ORDER_PAGE_STRINGS } from '../pages/order/strings';
import { recordPaid } from '../../payments/payment-ledger';
import { MAX_ATTEMPTS } from '../../payments/webhook-queue';
import { signInAs } from '../../testing/admin-kit';
import { placeTestOrder } from '../../testing/order-kit';
import {
  buildRazorpayTestApp,
  latestOrder,
  orderRow,
  RAZORPAY_TEST_KEYS,
  type RazorpayTestApp,
} from '../../payments/razorpay/testing/razorpay-kit';
import { testBackends } from '../../testing/test-app';

const shopper = { fullName: 'Kavya Rao', mobile: '9876543210', email: 'kavya@example.com' };
const en = ORDER_PAGE_STRINGS.en;

/** Issue 26: what the third outside probe found in payments (findings 2, 3, 9, 10, 11, 12, 16, currency). */
describe.each(testBackends)('Razorpay payment faults on $name', (backend) => {
  let t: RazorpayTestApp;
  beforeAll(async () => {
    t = await buildRazorpayTestApp(backend);
  });
  afterAll(async () => t?.close());

  const placePrepaid = async () => {
    await placeTestOrder(t.app, shopper);
    const order = await latestOrder(t.app);
    if (!order.paymentRef) throw new Error('no payment link was made');
    return order;
  };
  /** An order placed while Razorpay was down: no link exists yet. */
  const placeWithoutLink = async () => {
    t.fake.outage.mode = 'down';
    try {
      await placeTestOrder(t.app, shopper);
    } finally {
      t.fake.outage.mode = null;
    }
    const order = await latestOrder(t.app);
    expect(order.paymentRef).toBeNull();
    return order;
  };
  const pay = async (orderId: string) =>
    t.app.inject({ method: 'GET', url: `/order/${await orderPageToken(t.app.db, orderId)}/pay` });
  const linksOf = (orderId: string) => [...t.fake.books.links.values()].filter((l) => l.notes.order_id === orderId);
  const paymentRows = (orderId: string) =>
    t.app.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
  const signed = (body: string, eventId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', RAZORPAY_TEST_KEYS.RAZORPAY_WEBHOOK_SECRET)
          .update(body)
          .digest('hex'),
        'x-razorpay-event-id': eventId,
      },
    });
  const queued = async (eventId: string) =>
    (await t.app.db.select().from(paymentWebhooks).where(eq(paymentWebhooks.eventId, eventId)))[0];
  const dashboardRefund = (paymentId: string, amount?: number) =>
    fetch(`${t.fake.apiUrl}/payments/${paymentId}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${RAZORPAY_TEST_KEYS.RAZORPAY_KEY_ID}:${RAZORPAY_TEST_KEYS.RAZORPAY_KEY_SECRET}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(amount === undefined ? {} : { amount }),
    });

  // Finding 2
  it('makes one link for Pay taps at once, and every tap goes to it', async () => {
    const order = await placeWithoutLink();
    const taps = await Promise.all(Array.from({ length: 5 }, () => pay(order.id)));
    expect(taps.map((r) => r.statusCode)).toEqual([303, 303, 303, 303, 303]);
    expect(linksOf(order.id)).toHaveLength(1);
    expect(new Set(taps.map((r) => r.headers.location))).toEqual(new Set([linksOf(order.id)[0]!.short_url]));
    expect((await orderRow(t.app, order.id)).paymentRef).toBe(linksOf(order.id)[0]!.id);
  });

  // Finding 2
  it('records a payment on an older link the shop made for the order', async () => {
    const order = await placePrepaid();
    const first = order.paymentRef!;
    // The order moved on to a newer link (a second attempt) while the shopper still had the first open.
    await t.app.db.update(orders).set({ paymentRef: null }).where(eq(orders.id, order.id));
    expect((await pay(order.id)).statusCode).toBe(303);
    const second = (await orderRow(t.app, order.id)).paymentRef!;
    expect(second).not.toBe(first);
    t.fake.pay(first);
    await t.settle();
    expect(await orderRow(t.app, order.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect((await paymentRows(order.id)).filter((p) => p.kind === 'paid')).toHaveLength(1);
  });

  // Finding 3
  it('records unappliable webhooks as ignored and lets the ones behind them through', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => `evt_Elsewhere${String(i).padStart(4, '0')}`);
    // Delivered together, as a burst of refunds from the dashboard would be.
    const answers = await Promise.all(
      ids.map((eventId, i) => {
        const refund = {
          id: `rfnd_Elsewhere${i}`,
          entity: 'refund',
          amount: 100,
          currency: 'INR',
          status: 'processed',
        };
        const body = JSON.stringify({
          entity: 'event',
          event: 'refund.processed',
          contains: ['refund'],
          payload: { refund: { entity: { ...refund, payment_id: `pay_Elsewhere${i}` } } },
          created_at: 1,
        });
        return signed(body, eventId);
      }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 200));
    await t.settle();
    // Tried a few times at once, then backed off: a burst of them costs a few runs, not a day of them.
    const tried = await t.app.db.select().from(paymentWebhooks).where(inArray(paymentWebhooks.eventId, ids));
    expect(Math.max(...tried.map((r) => r.attempts))).toBeLessThanOrEqual(5);
    // A day of retries later: the next try is their last, and it is due.
    await t.app.db
      .update(paymentWebhooks)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: null })
      .where(inArray(paymentWebhooks.eventId, ids));
    await t.app.payments.drain();
    const order = await placePrepaid();
    t.fake.pay(order.paymentRef!);
    await t.settle();
    expect(await orderRow(t.app, order.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    const rows = await t.app.db.select().from(paymentWebhooks).where(inArray(paymentWebhooks.eventId, ids));
    expect(rows).toHaveLength(50);
    for (const row of rows) {
      expect(row.processedAt).not.toBeNull();
      expect(row.ignoredReason).toMatch(/no payment pay_Elsewhere\d+ recorded/);
    }
  });

  // Finding 9
  it('answers a signed webhook whose body is not an event 200, and keeps it as ignored', async () => {
    for (const [i, body] of [
      'null',
      '42',
      '[]',
      '"payment_link.paid"',
      '{"event":7}',
      'not json',
      'not json \0 either',
    ].entries()) {
      const res = await signed(body, `evt_NotAnEvent${i}`);
      expect(res.statusCode, body).toBe(200);
      expect(res.json<{ ignored?: string }>().ignored).toMatch(/not (an event object|JSON)/);
      expect((await queued(`evt_NotAnEvent${i}`))?.ignoredReason).toMatch(/not (an event object|JSON)/);
    }
  });

  // Currency
  it('does not mark paid a payment in another currency, and says why', async () => {
    const order = await placePrepaid();
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment_link.paid',
      contains: ['payment_link', 'payment'],
      payload: {
        payment_link: { entity: { id: order.paymentRef, status: 'paid', notes: { order_id: order.id } } },
        payment: {
          entity: {
            id: 'pay_InDollars00001',
            entity: 'payment',
            amount: toPaise(order.amountDueNow),
            currency: 'USD',
            status: 'captured',
            order_id: 'order_X',
          },
        },
      },
      created_at: 1,
    });
    expect((await signed(body, 'evt_InDollars00001')).statusCode).toBe(200);
    await t.settle();
    expect(await orderRow(t.app, order.id)).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid' });
    expect((await queued('evt_InDollars00001'))?.ignoredReason).toBe('payment in USD');
  });

  // Finding 10
  it('cancels the payment link when the owner cancels an order awaiting payment', async () => {
    const order = await placePrepaid();
    const owner = await signInAs(t.app, `owner-cancel-${order.number}`);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: owner.headers,
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode).toBe(200);
    expect(t.fake.books.links.get(order.paymentRef!)!.status).toBe('cancelled');
  });

  // Finding 10
  it('refunds and records a payment that beat the owner’s cancel', async () => {
    const order = await placePrepaid();
    t.fake.webhooks.state.hold = true;
    t.fake.pay(order.paymentRef!); // paid, its webhook not here yet
    const owner = await signInAs(t.app, `owner-cancel-paid-${order.number}`);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: owner.headers,
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode).toBe(200);
    t.fake.webhooks.state.hold = false;
    t.fake.webhooks.release();
    await t.settle();
    await t.settle();
    expect(await orderRow(t.app, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect((await paymentRows(order.id)).map((p) => p.kind).sort()).toEqual([
      'link_created',
      'paid',
      'refund_requested',
      'refunded',
    ]);
  });

  // Finding 11
  it('keeps a partly refunded order paid, records the amount, and marks it refunded only when all is back', async () => {
    const order = await placePrepaid();
    t.fake.pay(order.paymentRef!);
    await t.settle();
    const paymentId = t.fake.books.links.get(order.paymentRef!)!.payments![0]!.payment_id;
    expect((await dashboardRefund(paymentId, 100)).status).toBe(200);
    await t.settle();
    expect(await orderRow(t.app, order.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect((await paymentRows(order.id)).filter((p) => p.kind === 'refunded').map((p) => p.amount)).toEqual([100]);
    expect(t.events.filter((e) => e.orderId === order.id && e.event === 'refunded')).toHaveLength(0);
    // The owner cancels with a refund: the rest goes back, and now the order is refunded.
    const owner = await signInAs(t.app, `owner-partial-${order.number}`);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: owner.headers,
      payload: { status: 'cancelled', refund: true },
    });
    expect(res.statusCode).toBe(200);
    await t.settle();
    expect(await orderRow(t.app, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(
      (await paymentRows(order.id))
        .filter((p) => p.kind === 'refunded')
        .map((p) => p.amount)
        .sort((a, b) => a - b),
    ).toEqual([100, toPaise(order.amountDueNow) - 100].sort((a, b) => a - b));
  });

  // Finding 12
  it('answers Pay with a clear 502 page when Razorpay refuses or is down, and works once it is back', async () => {
    for (const mode of ['down', 'refuse'] as const) {
      const order = await placeWithoutLink();
      t.fake.outage.mode = mode;
      const res = await pay(order.id).finally(() => (t.fake.outage.mode = null));
      expect(res.statusCode, mode).toBe(502);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain(en.payUnavailable);
      expect(res.body).toMatch(/href="\/order\/[\w-]{24}\/pay"/);
      expect(await orderRow(t.app, order.id)).toMatchObject({ status: 'awaiting_payment', paymentRef: null });
      const again = await pay(order.id);
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe(
        t.fake.books.links.get((await orderRow(t.app, order.id)).paymentRef!)!.short_url,
      );
    }
  });

  // Findings 12 and 16
  it('never makes a link for an amount under ₹1 or above the cap', async () => {
    for (const amount of ['0.50', '6000000.00']) {
      const order = await placeWithoutLink();
      await t.app.db.update(orders).set({ amountDueNow: amount }).where(eq(orders.id, order.id));
      const res = await pay(order.id);
      expect(res.statusCode, amount).toBe(409);
      expect(res.body).toContain(en.payNotPossible);
      expect(linksOf(order.id)).toHaveLength(0);
    }
  });

  // Finding 16
  it('records a payment above ₹21,474,836.47 (a 64-bit amount)', async () => {
    const order = await placePrepaid();
    await t.app.db.update(orders).set({ amountDueNow: '25000000.00' }).where(eq(orders.id, order.id));
    const outcome = await recordPaid(
      t.app.orders,
      {
        kind: 'paid',
        providerRef: order.paymentRef!,
        paymentId: 'pay_BigAmount000001',
        amountPaise: 2_500_000_000,
      },
      'razorpay',
    );
    expect(outcome).toMatchObject({ kind: 'recorded', orderId: order.id });
    const paid = (await paymentRows(order.id)).find((p) => p.kind === 'paid');
    expect(paid?.amount).toBe(2_500_000_000);
  });
});
