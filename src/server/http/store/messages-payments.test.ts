import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees, fromPaise, toPaise } from '../../../contracts/money';
import { messages } from '../../platform/db/schema';
import { savePaymentSettings } from '../../payments/payment-settings-store';
import { placeTestOrder } from '../../testing/order-kit';
import { buildRazorpayTestApp, latestOrder, type RazorpayTestApp } from '../../payments/razorpay/testing/razorpay-kit';
import { testBackends } from '../../testing/test-app';

/** Messages to a shopper in a shop that takes payment online: only for orders that are real. */
describe.each(testBackends)('shopper messages and payment on $name', (backend) => {
  let t: RazorpayTestApp;
  beforeAll(async () => {
    t = await buildRazorpayTestApp(backend);
  });
  afterAll(async () => t?.close());

  const policy = (policy: 'prepaid' | 'cod_allowed' | 'advance', advancePercent = 50) =>
    savePaymentSettings(t.app.db, { policy, advancePercent, expiryMinutes: 60 }, null);
  const place = async (mobile: string, form: Record<string, string> = {}) => {
    await placeTestOrder(t.app, { fullName: 'Kavya Rao', mobile, email: `${mobile}@example.com` }, { form });
    await t.app.backgroundWork.settled();
    return latestOrder(t.app);
  };
  const written = async (orderId: string) => {
    await t.app.backgroundWork.settled();
    const rows = await t.app.db.select().from(messages).where(eq(messages.orderId, orderId));
    return rows.map((m) => ({ event: m.event, channel: m.channel, to: m.to, text: m.text, template: m.template }));
  };

  it('writes nothing to anyone for an order that is never paid', async () => {
    await policy('prepaid');
    const order = await place('9822200001', { whatsappOptIn: 'yes' });
    expect(order).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid' });
    expect(await written(order.id)).toEqual([]);
    // Nor when the owner (or anyone) fires an event for it later.
    await t.app.orderEvents.emit({ event: 'dispatched', orderId: order.id });
    expect(await written(order.id)).toEqual([]);
  });

  it('writes once the payment is recorded', async () => {
    await policy('prepaid');
    const order = await place('9822200002');
    t.fake.pay(order.paymentRef!);
    await t.settle();
    expect(await written(order.id)).toEqual([expect.objectContaining({ event: 'paid', to: '9822200002@example.com' })]);
  });

  it('writes for pay on delivery where the policy offers it', async () => {
    await policy('cod_allowed');
    const order = await place('9822200003', { payment: 'on_delivery', whatsappOptIn: 'yes' });
    expect(order).toMatchObject({ status: 'placed', paymentStatus: 'on_delivery' });
    // Issue 39: on WhatsApp, as the shopper opted in; not yet by email, since nothing bears the typed
    // address out (neither paid nor confirmed).
    expect(await written(order.id)).toEqual([expect.objectContaining({ event: 'placed', channel: 'whatsapp' })]);
    // Nothing was paid: a 'paid' event for it (a mistake, or a forgery) thanks no one for ₹0.00.
    await t.app.orderEvents.emit({ event: 'paid', orderId: order.id });
    expect((await written(order.id)).map((m) => m.event)).toEqual(['placed']);
  });

  it('says what was received with an advance, and what is left to pay on delivery', async () => {
    await policy('advance', 10);
    const order = await place('9822200004', { whatsappOptIn: 'yes' });
    const advance = t.fake.books.links.get(order.paymentRef!)!.amount;
    const balance = toPaise(order.totalAmount) - advance;
    expect(advance).toBeLessThan(toPaise(order.totalAmount));
    t.fake.pay(order.paymentRef!);
    await t.settle();
    const rupees = (paise: number) => formatRupees(fromPaise(paise));
    const rows = await written(order.id);
    const email = rows.find((m) => m.channel === 'email');
    expect(email?.text).toContain(
      `we have received ${rupees(advance)} for your order KG-${10_000 + order.number}. The balance of ${rupees(balance)} is to be paid on delivery.`,
    );
    expect(email?.text).not.toContain(formatRupees(order.totalAmount));
    const whatsapp = rows.find((m) => m.channel === 'whatsapp');
    expect(whatsapp?.template).toMatchObject({
      name: 'kaarigar_paid_balance',
      components: [{ parameters: [{ text: 'Kavya' }, {}, { text: rupees(advance) }, { text: rupees(balance) }] }],
    });
  });
});
