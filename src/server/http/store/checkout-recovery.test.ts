import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightsResponseSchema } from '../../../contracts/admin';
import { cartResponseSchema } from '../../../contracts/cart';
import { indiaDate } from '../../../contracts/india-days';
import { createCoupon, setCouponPaused } from '../../coupons/coupon-store';
import { saveCodSettings } from '../../payments/cod-settings-store';
import { carts, checkoutReminders, messages } from '../../platform/db/schema';
import { findOrderByCart } from '../../orders/place-order';
import { REMINDER_GAP_DAYS } from '../../recovery/checkout-reminders';
import { startFakeCloudApi, whatsappSettings, type FakeCloudApi } from '../../messages/whatsapp/testing/fake-cloud-api';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { placeTestOrder } from '../../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

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

/** Pay on delivery is refused here (the owner's rule): a checkout sent with it is left unfinished. */
const LEFT_PIN = '560001';

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
      // The per-number reminder bound is tested on its own, not through the order limits.
      ORDER_RATE_LIMIT: 500,
      ORDER_PHONE_RATE_LIMIT: 100,
    });
    owner = await signInAs(t.app, 'owner-recovery');
    await saveCodSettings(
      t.app.db,
      {
        confirmEnabled: false,
        confirmHours: 24,
        limitRupees: null,
        blockedPhones: [],
        blockedPincodes: [LEFT_PIN],
        prepaidDiscountPercent: 0,
      },
      null,
    );
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** A cart with one piece, as the store fills it; its id. */
  async function newCart(): Promise<string> {
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
    return cartResponseSchema.parse(added.json()).cart!.id;
  }
  /** The checkout form, whole and valid, sent from `ip` as the shopper's browser sends it. */
  async function submitForm(cartId: string, form: Record<string, string>, ip = '10.9.0.1') {
    const page = await t.app.inject({ url: `/checkout/${cartId}`, remoteAddress: ip });
    const cartVersion = /name="cartVersion" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    return t.app.inject({
      method: 'POST',
      url: `/checkout/${cartId}`,
      remoteAddress: ip,
      payload: {
        cartVersion,
        fullName: 'Ravi Kumar',
        address1: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: LEFT_PIN,
        ...form,
      },
    });
  }
  /**
   * A valid checkout form that did not become an order: pay on delivery is not taken at LEFT_PIN
   * (the owner's rule), so the shopper left at that point.
   */
  async function leaveCheckout(form: Record<string, string>): Promise<string> {
    const cartId = await newCart();
    const res = await submitForm(cartId, form);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`pay on delivery is not available for PIN code ${LEFT_PIN}`);
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
    // WhatsApp has taken the reminder (what Meta bills).
    await expect.poll(async () => (await reminderRowsTo('919876543212')).map((m) => m.state)).toStrictEqual(['sent']);
    // The order's own WhatsApp goes out after the order commits: wait until it has, so the bill
    // below and the rows it is compared with are read with nothing in flight.
    await expect
      .poll(async () => {
        const rows = await t.app.db.select().from(messages).where(eq(messages.to, '919876543212'));
        const orderRows = rows.filter((m) => m.event !== 'checkout_reminder');
        return orderRows.length > 0 && orderRows.every((m) => !['queued', 'sending'].includes(m.state));
      })
      .toBe(true);
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
    // Issue 39: the reminders count in the shop's WhatsApp bill, with the order messages.
    const { whatsapp } = insightsResponseSchema.parse(insights.json());
    const sentRows = await t.app.db.select().from(messages).where(eq(messages.channel, 'whatsapp'));
    const billed = sentRows.filter((m) => ['sent', 'delivered', 'read'].includes(m.state));
    expect(whatsapp.reminders).toBe(billed.filter((m) => m.event === 'checkout_reminder').length);
    expect(whatsapp.reminders).toBeGreaterThanOrEqual(2);
    expect(whatsapp.messages).toBe(billed.length);
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
  /** The token in the URL button of the reminder sent to `to`. */
  const tokenSentTo = (to: string) => {
    const sent = fake.sent.filter(
      (m) => m.body.to === to && m.body.template.name.startsWith('kaarigar_checkout_reminder'),
    );
    const button = sent.at(-1)?.body.template.components?.find((c) => c.type === 'button');
    return (button?.parameters[0] as { text: string } | undefined)?.text ?? '';
  };
  const reminderRowsTo = (to: string) =>
    t.app.db
      .select()
      .from(messages)
      .where(eq(messages.to, to))
      .then((rows) => rows.filter((m) => m.event === 'checkout_reminder'));

  it('notes only a whole, valid form: a number alone, or one abroad, is never reminded (issue 39)', async () => {
    const cartId = await newCart();
    // A number, the opt-in and a first name, nothing else: refused, and no reminder either.
    const bare = await t.app.inject({
      method: 'POST',
      url: `/checkout/${cartId}`,
      payload: { fullName: 'Ravi', mobile: '98765 43290', whatsappOptIn: 'yes' },
    });
    expect(bare.statusCode).toBe(422);
    expect(await reminderOf(cartId)).toBeUndefined();
    // A UK and a US mobile: the checkout takes Indian numbers only, so neither is noted.
    for (const abroad of ['+44 7700 900123', '+1 415 555 0134'])
      expect((await submitForm(cartId, { mobile: abroad, whatsappOptIn: 'yes' })).statusCode).toBe(422);
    expect(await reminderOf(cartId)).toBeUndefined();
    // Whole and valid: noted; a phrase the sender chose is no name, so the greeting has none.
    const phrase = await submitForm(cartId, {
      fullName: 'Refund-desk-call-now-for-your-money Kumar',
      mobile: '98765 43290',
      whatsappOptIn: 'yes',
    });
    expect(phrase.statusCode).toBe(400);
    expect(await reminderOf(cartId)).toMatchObject({ state: 'scheduled', mobile: '919876543290', firstName: '' });
    expect(await dueNow(cartId)).toBe('sent');
    expect((await reminderRowsTo('919876543290')).map((m) => m.text)).toStrictEqual([
      'Hi there, your Kaarigar checkout is waiting for you.',
    ]);
  });

  it('sends one reminder to a number in a few days, however many carts name it at once (issue 39)', async () => {
    const to = '919876543291';
    const left: string[] = [];
    for (let i = 0; i < 8; i++) left.push(await leaveCheckout({ mobile: '98765 43291', whatsappOptIn: 'yes' }));
    // All due at once: each cart's job runs at the same time (on PostgreSQL, each on its own connection).
    await t.app.db
      .update(checkoutReminders)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(inArray(checkoutReminders.cartId, left));
    const outcomes = await Promise.all(left.map((cartId) => t.app.checkoutRecovery.sendReminder({ cartId })));
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'skipped')).toHaveLength(7);
    await expect.poll(async () => (await reminderRowsTo(to)).map((m) => m.state)).toStrictEqual(['sent']);
    expect(fake.sent.filter((m) => m.body.to === to)).toHaveLength(1);

    // Another cart the same day: still within the gap.
    const again = await leaveCheckout({ mobile: '98765 43291', whatsappOptIn: 'yes' });
    expect(await dueNow(again)).toBe('skipped');
    expect(await reminderOf(again)).toMatchObject({ state: 'skipped', note: 'This number had a reminder lately' });

    // Once the gap has passed, the number may hear from the shop again.
    const gapAgo = new Date(Date.now() - REMINDER_GAP_DAYS * 86_400_000 - 60_000);
    await t.app.db
      .update(checkoutReminders)
      .set({ sentAt: gapAgo, dueAt: gapAgo })
      .where(eq(checkoutReminders.mobile, to));
    const later = await leaveCheckout({ mobile: '98765 43291', whatsappOptIn: 'yes' });
    expect(await dueNow(later)).toBe('sent');
  });

  it('opens the checkout only while its cart lasts, and an order’s number, never its details (issue 39)', async () => {
    const cartId = await leaveCheckout({ mobile: '98765 43292', whatsappOptIn: 'yes' });
    expect(await dueNow(cartId)).toBe('sent');
    await expect.poll(() => tokenSentTo('919876543292')).toMatch(/^[\w-]{43}$/);
    const token = tokenSentTo('919876543292');
    const open = await t.app.inject({ url: `/checkout/back/${token}` });
    expect(open.statusCode).toBe(303);
    expect(open.headers.location).toBe(`/checkout/${cartId}`);

    // The shopper comes back and places it, to pay on delivery at another PIN code.
    const placed = await submitForm(cartId, {
      fullName: 'Meera Iyer',
      mobile: '98765 43292',
      address1: '7 Lotus Lane',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      whatsappOptIn: 'yes',
    });
    expect(placed.statusCode).toBe(303);
    const order = (await findOrderByCart(t.app.db, cartId))!;
    const back = await t.app.inject({ url: `/checkout/back/${token}` });
    expect(back.statusCode).toBe(200);
    expect(back.headers['cache-control']).toBe('no-store');
    expect(back.body).toContain(order.reference);
    expect(back.body).toContain('Find your order');
    // Nothing personal, and no way to the order page without the mobile number.
    for (const personal of ['Meera', '7 Lotus Lane', '98765', '43292', '/order/', `/checkout/${cartId}`])
      expect(back.body).not.toContain(personal);

    // The cart's time is up: so is the link's.
    await t.app.db
      .update(carts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(carts.id, cartId));
    const expired = await t.app.inject({ url: `/checkout/back/${token}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This checkout link has expired');
    expect(expired.body).not.toContain(order.reference);
  });
});
