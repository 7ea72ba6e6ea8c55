import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '../../contracts/cart';
import { indiaDate } from '../../contracts/india-days';
import { createCoupon, setCouponPaused } from '../coupons/coupon-store';
import { checkoutReminders, messages } from '../db/schema';
import { startFakeCloudApi, whatsappSettings, type FakeCloudApi } from '../messages/whatsapp/testing/fake-cloud-api';
import { signInAs, type StaffSession } from '../testing/admin-kit';
import { placeTestOrder } from '../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../testing/test-app';

// The order messages too: a refused one is retried for minutes, and closing the app waits for it.
const APPROVED = [
  'checkout_reminder',
  'checkout_reminder_offer',
  'placed',
  'paid',
  'proof_sent',
  'proof_sent_text',
  'dispatched',
  'delivered',
].flatMap((e) => [`kaarigar_${e}:en`, `kaarigar_${e}:hi`]);

describe.each(testBackends)('checkout reminders on $name', (backend) => {
  let t: TestApp;
  let fake: FakeCloudApi;
  let owner: StaffSession;
  beforeAll(async () => {
    fake = await startFakeCloudApi({ approved: APPROVED });
    t = await buildTestApp(backend, {
      ...whatsappSettings(fake, 'app-secret'),
      WHATSAPP_TEMPLATE_PREFIX: 'kaarigar_',
      MESSAGE_RETRY_DELAYS_MS: '50' as never,
    });
    owner = await signInAs(t.app, 'owner-recovery');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** A cart with one piece and a checkout form sent without an address: the shopper left at that point. */
  async function leaveCheckout(form: Record<string, string>): Promise<string> {
    const product = t.app.catalog.list('Nameplates').find((p) => p.variants.some((v) => v.available))!;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: {
        product: { id: product.id, selectedVariantId: product.variants.find((v) => v.available)!.id },
        customization: { name: 'Sharma Niwas', houseNumber: 'B-12', font: 'Cinzel' },
        quantity: 1,
        clientItemId: `item-${Math.random()}`,
      },
    });
    const cartId = cartResponseSchema.parse(added.json()).cart!.id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/checkout/${cartId}`,
      payload: { fullName: 'Ravi Kumar', ...form },
    });
    expect(res.statusCode).toBe(422);
    return cartId;
  }
  const reminderOf = async (cartId: string) =>
    (await t.app.db.select().from(checkoutReminders).where(eq(checkoutReminders.cartId, cartId)))[0];
  /** The owner's delay has passed: the job runs (through the jobs' seam, not an hour of waiting). */
  async function dueNow(cartId: string) {
    await t.app.db
      .update(checkoutReminders)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutReminders.cartId, cartId));
    return t.app.checkoutRecovery.sendReminder({ cartId });
  }

  it('sends one reminder at the owner’s delay with a link back to that checkout', async () => {
    const before = Date.now();
    const cartId = await leaveCheckout({ mobile: '98765 43210', whatsappOptIn: 'yes' });
    const row = (await reminderOf(cartId))!;
    expect(row).toMatchObject({ state: 'scheduled', mobile: '919876543210', firstName: 'Ravi' });
    // The default delay is an hour.
    expect(row.dueAt.getTime() - before).toBeGreaterThanOrEqual(60 * 60_000 - 1000);
    expect(row.dueAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    // Not yet due: nothing goes.
    expect(await t.app.checkoutRecovery.sendReminder({ cartId })).toBe('later');

    const sentBefore = fake.sent.length;
    // WhatsApp refuses the first try: the outbox tries again, as for every shopper message.
    fake.failNext(1);
    expect(await dueNow(cartId)).toBe('sent');
    const [queued] = await t.app.db.select().from(messages).where(eq(messages.to, '919876543210'));
    expect(queued).toMatchObject({
      orderId: null,
      event: 'checkout_reminder',
      channel: 'whatsapp',
      idempotencyKey: `cart:${cartId}:checkout_reminder:whatsapp`,
      text: 'Hi Ravi, your Kaarigar checkout is waiting for you.',
    });
    await expect
      .poll(async () => (await t.app.db.select().from(messages).where(eq(messages.id, queued!.id)))[0])
      .toMatchObject({ state: 'sent', attempts: 2 });
    const sent = fake.sent.slice(sentBefore);
    expect(sent).toHaveLength(1);
    const template = sent[0]!.body.template;
    expect(template.name).toBe('kaarigar_checkout_reminder');
    expect(sent[0]!.body.to).toBe('919876543210');
    const button = template.components?.find((c) => c.type === 'button');
    expect(button).toMatchObject({ sub_type: 'url', index: '0' });
    const token = (button!.parameters[0] as { text: string }).text;
    expect(token).toMatch(/^[\w-]{43}$/);

    // At most one per checkout, however often its job runs.
    expect(await dueNow(cartId)).toBe('none');
    expect(fake.sent.length).toBe(sentBefore + 1);

    const back = await t.app.inject({ url: `/checkout/back/${token}` });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/checkout/${cartId}`);
    expect((await reminderOf(cartId))!.clickedAt).not.toBeNull();
    expect((await t.app.inject({ url: `/checkout/back/${'x'.repeat(43)}` })).statusCode).toBe(404);
  });

  it('sends none without the opt-in, once unticked, or after the order is placed', async () => {
    const noOptIn = await leaveCheckout({ mobile: '98765 43210' });
    expect(await reminderOf(noOptIn)).toBeUndefined();

    const unticked = await leaveCheckout({ mobile: '98765 43210', whatsappOptIn: 'yes' });
    await t.app.inject({
      method: 'POST',
      url: `/checkout/${unticked}`,
      payload: { fullName: 'Ravi', mobile: '98765 43210' },
    });
    expect(await reminderOf(unticked)).toMatchObject({ state: 'skipped' });

    // The order's own "we have your order" message may go to this number (after commit, in the
    // background); what must not go is a reminder.
    const remindersTo = (to: string) =>
      fake.sent.filter((m) => m.body.to === to && m.body.template.name.startsWith('kaarigar_checkout_reminder'));
    const placed = await placeTestOrder(
      t.app,
      { fullName: 'Mina Rao', mobile: '98765 43211' },
      { form: { whatsappOptIn: 'yes' } },
    );
    expect(await reminderOf(placed)).toMatchObject({ state: 'scheduled' });
    expect(await dueNow(placed)).toBe('skipped');
    expect(await reminderOf(placed)).toMatchObject({ state: 'skipped', note: 'Order placed' });
    expect(remindersTo('919876543211')).toEqual([]);
  });

  it('counts an order placed after its reminder as recovered, with its revenue', async () => {
    const cartId = await leaveCheckout({ mobile: '98765 43212', whatsappOptIn: 'yes' });
    expect(await dueNow(cartId)).toBe('sent');
    // The shopper comes back to the same cart and places it.
    const page = await t.app.inject({ url: `/checkout/${cartId}` });
    const cartVersion = /name="cartVersion" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const placed = await t.app.inject({
      method: 'POST',
      url: `/checkout/${cartId}`,
      payload: {
        cartVersion,
        fullName: 'Ravi Kumar',
        mobile: '98765 43212',
        address1: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        whatsappOptIn: 'yes',
      },
    });
    expect(placed.statusCode).toBe(303);
    await expect.poll(async () => (await reminderOf(cartId))?.recoveredOrderId).not.toBeNull();
    // Insights count India days: after 18:30 UTC, India's today is already the next date.
    const today = indiaDate(new Date());
    const insights = await t.app.inject({
      url: `/api/admin/insights?from=${today}&to=${today}`,
      headers: { cookie: owner.cookie },
    });
    expect(insights.statusCode).toBe(200);
    const recovered = insights.json<{ recovered: { remindersSent: number; orders: number; revenue: string } }>()
      .recovered;
    expect(recovered.orders).toBe(1);
    expect(recovered.remindersSent).toBeGreaterThanOrEqual(2);
    expect(Number(recovered.revenue)).toBeGreaterThan(0);
  });

  const saveSettings = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/recovery-settings', headers: owner.headers, payload });

  it('names the owner’s code in the offer template while it can be used, and none once it is paused', async () => {
    const coupon = await createCoupon(t.app.db, {
      code: 'COMEBACK',
      title: 'Come back',
      kind: 'percent',
      percentOff: 5,
    });
    const saved = await saveSettings({ enabled: true, delayMinutes: 30, offerCode: 'COMEBACK' });
    expect(saved.json()).toStrictEqual({ enabled: true, delayMinutes: 30, offerCode: 'COMEBACK' });

    const before = Date.now();
    const withCode = await leaveCheckout({ mobile: '98765 43213', whatsappOptIn: 'yes' });
    // The owner's delay, 30 minutes.
    expect((await reminderOf(withCode))!.dueAt.getTime() - before).toBeLessThan(31 * 60_000);
    // Read by number: an earlier test's order messages may still be arriving.
    const sentTo = (to: string) => fake.sent.filter((m) => m.body.to === to).map((m) => m.body.template);
    expect(await dueNow(withCode)).toBe('sent');
    await expect.poll(() => sentTo('919876543213').length).toBe(1);
    const [offer] = sentTo('919876543213');
    expect(offer?.name).toBe('kaarigar_checkout_reminder_offer');
    expect(offer?.components?.find((c) => c.type === 'body')?.parameters).toStrictEqual([
      { type: 'text', text: 'Ravi' },
      { type: 'text', text: 'COMEBACK' },
    ]);

    await setCouponPaused(t.app.db, coupon.id, true);
    const paused = await leaveCheckout({ mobile: '98765 43214', whatsappOptIn: 'yes' });
    expect(await dueNow(paused)).toBe('sent');
    await expect.poll(() => sentTo('919876543214').map((m) => m.name)).toStrictEqual(['kaarigar_checkout_reminder']);
  });

  it('refuses a code the shop does not have, and sends none when the owner turns reminders off', async () => {
    const unknown = await saveSettings({ enabled: true, delayMinutes: 60, offerCode: 'NO-SUCH' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ issues: [{ path: 'offerCode', message: 'There is no code NO-SUCH.' }] });

    expect((await saveSettings({ enabled: false, delayMinutes: 60, offerCode: null })).statusCode).toBe(200);
    const off = await leaveCheckout({ mobile: '98765 43215', whatsappOptIn: 'yes' });
    expect(await reminderOf(off)).toBeUndefined();
    await saveSettings({ enabled: true, delayMinutes: 60, offerCode: null });
  });
});
