import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaise } from '../../../contracts/money';
import { orders, paymentEvents, paymentWebhooks } from '../../platform/db/schema';
import { placeTestOrder } from '../../testing/order-kit';
import { notPaidThrough } from '../../orders/order-service';
import {
  buildRazorpayTestApp,
  latestOrder,
  orderRow,
  RAZORPAY_TEST_KEYS,
  type RazorpayTestApp,
} from '../../payments/razorpay/testing/razorpay-kit';
import { testBackends } from '../../testing/test-app';

const shopper = { fullName: 'Kavya Rao', mobile: '9876543210', email: 'kavya@example.com' };

describe.each(testBackends)('Razorpay payments on $name', (backend) => {
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
  const eventsFor = (orderId: string) => t.events.filter((e) => e.orderId === orderId).map((e) => e.event);
  const paymentRows = (orderId: string) =>
    t.app.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
  const signed = (body: string, eventId: string, secret = RAZORPAY_TEST_KEYS.RAZORPAY_WEBHOOK_SECRET) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
        'x-razorpay-event-id': eventId,
      },
    });

  it('makes the payment link for the server total when the form is submitted, and waits for payment', async () => {
    const order = await placePrepaid();
    expect(order).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid' });
    const link = t.fake.books.links.get(order.paymentRef!)!;
    expect(link.amount).toBe(toPaise(order.totalAmount));
    expect(link.amount).toBe(toPaise(order.amountDueNow));
    expect(link.callback_url).toMatch(/^http:\/\/shop\.test\/order\/[\w-]{24}\/return$/);
    expect(link.reference_id!.length).toBeLessThanOrEqual(40);
  });

  it('charges the server total whatever the browser sends', async () => {
    // A tampered form (amount, total, price fields) cannot change what the link asks for.
    await placeTestOrder(t.app, shopper, {
      form: { amount: '100', totalAmount: '1.00', amountDueNow: '1.00', price: '1' },
    });
    const order = await latestOrder(t.app);
    const catalogueTotal = t.app.catalog
      .list('Nameplates')
      .find((p) => p.variants.some((v) => v.available))!
      .variants.find((v) => v.available)!.price;
    expect(order.totalAmount).toBe(Number(catalogueTotal).toFixed(2));
    expect(t.fake.books.links.get(order.paymentRef!)!.amount).toBe(toPaise(catalogueTotal));
  });

  it('marks the order paid on the verified webhook, once, and places it', async () => {
    const order = await placePrepaid();
    const back = t.fake.pay(order.paymentRef!);
    await t.settle();
    const paid = await orderRow(t.app, order.id);
    expect(paid).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect(eventsFor(order.id).filter((e) => e === 'paid')).toHaveLength(1);
    // The shopper's return lands on the confirmation, which links to the order page.
    const returned = await t.app.inject({ method: 'GET', url: back.replace('http://shop.test', '') });
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`/checkout/${order.cartId}`);
    const confirmation = await t.app.inject({ method: 'GET', url: `/checkout/${order.cartId}` });
    expect(confirmation.body).toContain('Paid ₹');
    expect(confirmation.body).toMatch(/href="\/order\/[\w-]{24}"/);
  });

  it('records a duplicate delivery once', async () => {
    const order = await placePrepaid();
    t.fake.pay(order.paymentRef!);
    await t.settle();
    const delivery = t.fake.webhooks.deliveries.find(
      (d) => d.event === 'payment_link.paid' && d.body.includes(order.paymentRef!),
    )!;
    t.fake.webhooks.redeliver(delivery.eventId);
    const again = await signed(delivery.body, delivery.eventId);
    expect(again.json()).toEqual({ success: true, duplicate: true });
    // The same payment under a new delivery id is recognised by its payment id.
    await signed(delivery.body, 'evt_SameEventNewId01');
    await t.settle();
    expect((await paymentRows(order.id)).filter((p) => p.kind === 'paid')).toHaveLength(1);
    expect(eventsFor(order.id).filter((e) => e === 'paid')).toHaveLength(1);
  });

  it('changes nothing on a forged or unsigned webhook', async () => {
    const order = await placePrepaid();
    t.fake.webhooks.state.hold = true;
    t.fake.pay(order.paymentRef!);
    t.fake.webhooks.state.hold = false;
    const real = t.fake.webhooks.held.splice(0).find((d) => d.event === 'payment_link.paid')!;
    const forged = await signed(real.body, 'evt_Forged00000001', 'not-the-secret');
    expect(forged.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      payload: real.body,
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_Unsigned000001' },
    });
    expect(unsigned.statusCode).toBe(401);
    // A body changed after signing fails too.
    const tampered = real.body.replace(/"amount":\d+/, '"amount":100');
    const sig = createHmac('sha256', RAZORPAY_TEST_KEYS.RAZORPAY_WEBHOOK_SECRET).update(real.body).digest('hex');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      payload: tampered,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': sig,
        'x-razorpay-event-id': 'evt_Tampered00001',
      },
    });
    expect(res.statusCode).toBe(401);
    await t.settle();
    expect(await orderRow(t.app, order.id)).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid' });
    const queued = await t.app.db
      .select()
      .from(paymentWebhooks)
      .where(eq(paymentWebhooks.eventId, 'evt_Forged00000001'));
    expect(queued).toHaveLength(0);
  });

  it('does not mark paid a signed webhook for another amount', async () => {
    const order = await placePrepaid();
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment_link.paid',
      contains: ['payment_link', 'payment'],
      payload: {
        payment_link: { entity: { id: order.paymentRef, status: 'paid' } },
        payment: {
          entity: {
            id: 'pay_WrongAmount0001',
            entity: 'payment',
            amount: 100,
            currency: 'INR',
            status: 'captured',
            order_id: 'order_X',
          },
        },
      },
      created_at: 1,
    });
    expect((await signed(body, 'evt_WrongAmount0001')).statusCode).toBe(200);
    await t.settle();
    expect(await orderRow(t.app, order.id)).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid' });
    expect((await paymentRows(order.id)).map((p) => p.kind)).toContain('amount_mismatch');
  });

  it('changes nothing on a return with a bad signature', async () => {
    const order = await placePrepaid();
    t.fake.webhooks.state.hold = true;
    const back = new URL(t.fake.pay(order.paymentRef!));
    t.fake.webhooks.state.hold = false;
    t.fake.webhooks.held.splice(0);
    back.searchParams.set('razorpay_signature', 'ab'.repeat(32));
    const res = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/\?payment=unconfirmed$/);
    expect(await orderRow(t.app, order.id)).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid' });
  });

  it('reconciles a payment whose webhook never came', async () => {
    const order = await placePrepaid();
    t.fake.webhooks.state.hold = true;
    t.fake.pay(order.paymentRef!);
    t.fake.webhooks.state.hold = false;
    t.fake.webhooks.held.splice(0); // never delivered
    await t.app.payments.reconcile(new Date(Date.now() + 5 * 60_000));
    expect(await orderRow(t.app, order.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect(eventsFor(order.id)).toContain('paid');
  });

  it('refunds on cancel and records refund.processed, also when deliveries arrive out of order', async () => {
    const order = await placePrepaid();
    t.fake.webhooks.state.hold = true;
    t.fake.pay(order.paymentRef!);
    await t.app.payments.reconcile(new Date(Date.now() + 5 * 60_000)); // paid by fetch; webhook still held
    const { signInAs } = await import('../../testing/admin-kit');
    const owner = await signInAs(t.app, `owner-${order.number}`);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: owner.headers,
      payload: { status: 'cancelled', refund: true },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect([...t.fake.books.refunds.values()].some((r) => r.amount === toPaise(order.totalAmount))).toBe(true);
    // refund.processed, refund.created and payment_link.paid arrive newest first.
    t.fake.webhooks.state.hold = false;
    t.fake.webhooks.release('reversed');
    await t.settle();
    const after = await orderRow(t.app, order.id);
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(eventsFor(order.id).filter((e) => e === 'refunded')).toHaveLength(1);
    expect((await paymentRows(order.id)).map((p) => p.kind).sort()).toEqual([
      'link_created',
      'paid',
      'refund_requested',
      'refunded',
    ]);
    // A second refund is refused: nothing is left to give back.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a Razorpay refund for an order paid at Shopify’s checkout, before cancelling it', async () => {
    // Recorded as shopify-orders.ts records an order paid at Shopify's checkout: paid, with a
    // 'paid' event naming the Shopify order. Razorpay never held that money.
    const order = await placePrepaid();
    const refundsBefore = t.fake.books.refunds.size;
    await t.app.db
      .update(orders)
      .set({ paymentMethod: 'shopify', paymentProvider: 'shopify', paymentStatus: 'paid' })
      .where(eq(orders.id, order.id));
    await t.app.db.insert(paymentEvents).values({
      orderId: order.id,
      kind: 'paid',
      amount: toPaise(order.totalAmount),
      reference: 'gid://shopify/Order/5512345678',
      idempotencyKey: `shopify:gid://shopify/Order/5512345678:paid:${order.id}`,
    });
    const { signInAs } = await import('../../testing/admin-kit');
    const owner = await signInAs(t.app, `owner-elsewhere-${order.number}`);
    const cancel = (refund: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status`,
        headers: owner.headers,
        payload: { status: 'cancelled', refund },
      });
    const refused = await cancel(true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toBe(notPaidThrough('Razorpay'));
    expect(await orderRow(t.app, order.id)).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'paid' });
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund`,
      headers: owner.headers,
    });
    expect(refund.statusCode).toBe(409);
    expect(t.fake.books.refunds.size).toBe(refundsBefore);
    const cancelled = await cancel(false);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
  });

  it('keeps a refund that arrives before its payment queued until the payment is known', async () => {
    const order = await placePrepaid();
    t.fake.webhooks.state.hold = true;
    t.fake.pay(order.paymentRef!);
    const paymentId = t.fake.books.links.get(order.paymentRef!)!.payments![0]!.payment_id;
    // The owner refunds from Razorpay's dashboard before our webhook came.
    const auth = Buffer.from(
      `${RAZORPAY_TEST_KEYS.RAZORPAY_KEY_ID}:${RAZORPAY_TEST_KEYS.RAZORPAY_KEY_SECRET}`,
    ).toString('base64');
    await fetch(`${t.fake.apiUrl}/payments/${paymentId}/refund`, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const held = t.fake.webhooks.held.splice(0);
    t.fake.webhooks.state.hold = false;
    const refundFirst = held.find((d) => d.event === 'refund.processed')!;
    const paidLater = held.find((d) => d.event === 'payment_link.paid')!;
    await signed(refundFirst.body, refundFirst.eventId);
    await t.settle();
    expect((await orderRow(t.app, order.id)).paymentStatus).toBe('unpaid');
    await signed(paidLater.body, paidLater.eventId);
    await t.settle();
    await t.app.payments.drain();
    expect(await orderRow(t.app, order.id)).toMatchObject({ status: 'placed', paymentStatus: 'refunded' });
  });

  it('cancels an order unpaid past its time and reopens its cart', async () => {
    const order = await placePrepaid();
    await t.app.payments.reconcile(new Date(Date.now() + 2 * 60 * 60_000));
    expect(await orderRow(t.app, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(t.fake.books.links.get(order.paymentRef!)!.status).toBe('cancelled');
    const cart = await t.app.inject({ method: 'GET', url: `/api/cart?cartId=${order.cartId}` });
    expect(cart.statusCode).toBe(200);
    const checkout = await t.app.inject({ method: 'GET', url: `/checkout/${order.cartId}` });
    expect(checkout.body).toContain('Delivery details');
    expect(eventsFor(order.id)).toContain('cancelled');
  });

  it('refunds a payment that arrives after its order was cancelled', async () => {
    const order = await placePrepaid();
    t.fake.webhooks.state.hold = true;
    t.fake.pay(order.paymentRef!);
    // The order expired between the shopper paying and the webhook arriving.
    expect(await t.app.orders.expireUnpaid(order.id, 'Not paid in time')).toBe(true);
    t.fake.webhooks.state.hold = false;
    t.fake.webhooks.release();
    await t.settle();
    await t.settle();
    expect(await orderRow(t.app, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('keeps unpaid orders out of the maker queue', async () => {
    const order = await placePrepaid();
    const { signInAs } = await import('../../testing/admin-kit');
    const maker = await signInAs(t.app, `maker-${order.number}`, 'maker');
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/queue', headers: { cookie: maker.cookie } });
    expect(queue.statusCode).toBe(200);
    expect(JSON.stringify(queue.json())).not.toContain(order.id);
  });
});
