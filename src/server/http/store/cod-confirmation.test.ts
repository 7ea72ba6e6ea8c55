import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema, queueResponseSchema } from '../../../contracts/admin';
import { codSettingsResponseSchema, type CodSettings } from '../../../contracts/cod';
import { messages, orderEvents, orders } from '../../platform/db/schema';
import { startFakeCloudApi, whatsappSettings, type FakeCloudApi } from '../../messages/whatsapp/testing/fake-cloud-api';
import { signWebhookBody } from '../../messages/whatsapp/signature';
import { publicOrigin } from '../../links/public-origin';
import { findOrderByCart } from '../../orders/place-order';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { placeTestOrder } from '../../testing/order-kit';
import { setStock, stockOf } from '../../testing/stock-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

const SECRET = 'meta-app-secret-for-cod-tests';
const APPROVED = ['placed', 'cod_confirm'].flatMap((e) => [`kaarigar_${e}:en`, `kaarigar_${e}:hi`]);

const SETTINGS: CodSettings = {
  confirmEnabled: true,
  confirmHours: 24,
  limitRupees: null,
  blockedPhones: [],
  blockedPincodes: [],
  prepaidDiscountPercent: 0,
};

describe.each(testBackends)('pay on delivery confirmed before it is made (issue 28) on $name', (backend) => {
  let t: TestApp;
  let fake: FakeCloudApi;
  let owner: StaffSession;
  beforeAll(async () => {
    fake = await startFakeCloudApi({ approved: APPROVED });
    t = await buildTestApp(backend, {
      ...whatsappSettings(fake, SECRET),
      MESSAGE_RETRY_DELAYS_MS: '5,5' as never,
    });
    owner = await signInAs(t.app, 'owner-cod');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const saveSettings = async (settings: Partial<CodSettings> = {}) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/cod-settings',
      headers: owner.headers,
      payload: { ...SETTINGS, ...settings },
    });
    expect(res.statusCode, res.body).toBe(200);
    return codSettingsResponseSchema.parse(res.json());
  };

  /** Places a pay-on-delivery order with the WhatsApp opt-in and an email; its id and status. */
  async function order(mobile: string, form: Record<string, string> = {}, headers?: Record<string, string>) {
    const cartId = await placeTestOrder(
      t.app,
      { fullName: 'Kavya Menon', mobile, email: `${mobile}@example.com` },
      { form: { whatsappOptIn: 'yes', ...form }, headers },
    );
    await t.app.backgroundWork.settled();
    const placed = await findOrderByCart(t.app.db, cartId);
    if (!placed) throw new Error('no order');
    return placed;
  }
  const statusOf = async (id: string) =>
    (await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
  const requestTo = (number: string) =>
    fake.sent.find((s) => s.body.to === `91${number}` && s.body.template.name === 'kaarigar_cod_confirm');
  /** The token the Confirm button (index 0) or Cancel button (index 1) carries. */
  const payloadOf = (number: string, index: '0' | '1') => {
    const button = requestTo(number)?.body.template.components?.find((c) => c.type === 'button' && c.index === index);
    const parameter = button?.parameters[0];
    return parameter?.type === 'payload' ? parameter.payload : '';
  };
  const emailOf = async (orderId: string) =>
    (await t.app.db.select().from(messages).where(eq(messages.orderId, orderId))).find(
      (m) => m.channel === 'email' && m.event === 'cod_confirm',
    );
  const tap = async (number: string, payload: string, kind: 'quick_reply' | 'interactive' = 'quick_reply') => {
    const { body, headers } = fake.buttonReplyWebhook(
      {
        from: `91${number}`,
        kind,
        payload,
        title: payload.startsWith('cod_confirm') ? 'Confirm order' : 'Cancel order',
      },
      SECRET,
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', payload: body, headers });
    await t.app.backgroundWork.settled();
    return { res, body, headers };
  };
  const queueOrders = async () => {
    const res = await t.app.inject({ url: '/api/admin/queue', headers: owner.headers });
    return queueResponseSchema.parse(res.json()).items.map((i) => i.orderId);
  };

  it('keeps the owner’s settings, refusing a bad pincode or number at its field', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/cod-settings',
      headers: owner.headers,
      payload: { ...SETTINGS, blockedPincodes: ['4110'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('A blocked pincode has 6 digits');
    const maker = await signInAs(t.app, 'maker-cod', 'maker');
    const refused = await t.app.inject({ url: '/api/admin/cod-settings', headers: maker.headers });
    expect(refused.statusCode).toBe(403);
    const saved = await saveSettings({ blockedPhones: ['9811100099', '9811100099'] });
    expect(saved).toMatchObject({ confirmEnabled: true, confirmHours: 24, blockedPhones: ['9811100099'] });
    await saveSettings();
  });

  it('places a COD order "to confirm", holds its stock, keeps it from the proof and the queue, and asks the shopper on WhatsApp and by email', async () => {
    const placed = await order('9811100001');
    expect(placed.status).toBe('to_confirm');
    // The request is a template with two quick-reply buttons, each carrying the order's token.
    const request = requestTo('9811100001');
    expect(request?.body.template.components?.filter((c) => c.type === 'button')).toEqual([
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '0',
        parameters: [{ type: 'payload', payload: expect.stringMatching(/^cod_confirm:[\w-]{43}$/) }],
      },
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '1',
        parameters: [{ type: 'payload', payload: expect.stringMatching(/^cod_cancel:[\w-]{43}$/) }],
      },
    ]);
    // "We have your order" waits for the confirmation.
    expect(fake.sent.some((s) => s.body.to === '919811100001' && s.body.template.name === 'kaarigar_placed')).toBe(
      false,
    );
    const email = await emailOf(placed.id);
    expect(email?.subject).toBe(`Please confirm your Kaarigar order ${placed.reference}`);
    expect(email?.text).toMatch(/\/order\/[\w-]+\/confirm\/[\w-]{43}/);
    const proof = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.id}/proof`,
      headers: owner.headers,
    });
    expect(proof.statusCode).toBe(409);
    expect(await queueOrders()).not.toContain(placed.id);
    const page = await t.app.inject({ url: `/checkout/${placed.cartId}` });
    expect(page.body).toContain('Please confirm your order');
    // Only the channel that can send is named (issue 45 item 2): WhatsApp here; SMTP is not set up.
    expect(page.body).toContain('We have sent you a WhatsApp message to confirm this order.');
    const detail = orderDetailSchema.parse(
      (await t.app.inject({ url: `/api/admin/orders/${placed.id}`, headers: owner.headers })).json(),
    );
    expect(detail.codConfirmation?.askedBy).toEqual(['whatsapp']);
    // The order page says the same: the WhatsApp buttons, not an email that never went.
    const orderPage = await t.app.inject({ url: new URL(detail.orderPageUrl).pathname });
    expect(orderPage.body).toContain(
      'Please confirm this order with the buttons in our WhatsApp message. We start making it once you confirm.',
    );
  });

  it('confirms from the WhatsApp Confirm button, once however often Meta delivers it, and then says "we have your order"', async () => {
    const placed = await order('9811100002');
    const first = await tap('9811100002', payloadOf('9811100002', '0'));
    expect(first.res.statusCode).toBe(200);
    expect(first.res.json()).toMatchObject({ replies: 1 });
    expect(await statusOf(placed.id)).toBe('placed');
    // The timeline says who confirmed and how, not a second "Placed" (issue 45 item 11).
    const detail = orderDetailSchema.parse(
      (await t.app.inject({ url: `/api/admin/orders/${placed.id}`, headers: owner.headers })).json(),
    );
    expect(detail.timeline.map((e) => [e.status, e.title])).toEqual([
      ['to_confirm', undefined],
      ['placed', 'Confirmed by the shopper (WhatsApp)'],
    ]);
    // The same delivery again, and a Cancel after it: the first answer stands.
    await t.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', payload: first.body, headers: first.headers });
    await tap('9811100002', payloadOf('9811100002', '1'));
    await t.app.backgroundWork.settled();
    expect(await statusOf(placed.id)).toBe('placed');
    const moves = await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.id));
    expect(moves.filter((e) => e.status === 'placed')).toHaveLength(1);
    expect(
      fake.sent.filter((s) => s.body.to === '919811100002' && s.body.template.name === 'kaarigar_placed'),
    ).toHaveLength(1);
    // Issue 39: confirmed, the typed address is borne out: "we have your order" is emailed now.
    const mail = await t.app.db.select().from(messages).where(eq(messages.orderId, placed.id));
    expect(mail.filter((m) => m.channel === 'email').map((m) => m.event)).toEqual(
      expect.arrayContaining(['cod_confirm', 'placed']),
    );
    // Confirmed: the proof can go now.
    const proof = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.id}/proof`,
      headers: owner.headers,
    });
    expect(proof.statusCode).toBe(200);
  });

  it('refuses a reply with a wrong signature (401) and changes nothing; a reply from another number answers nothing', async () => {
    const placed = await order('9811100003');
    const { body } = fake.buttonReplyWebhook(
      { from: '919811100003', kind: 'quick_reply', payload: payloadOf('9811100003', '0'), title: 'Confirm order' },
      SECRET,
    );
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhookBody(body, 'not-the-secret') },
    });
    expect(forged.statusCode).toBe(401);
    await tap('9811100999', payloadOf('9811100003', '0'));
    await t.app.backgroundWork.settled();
    expect(await statusOf(placed.id)).toBe('to_confirm');
  });

  it('cancels from the Cancel button (an interactive reply too) and gives the pieces back', async () => {
    const variant = t.app.catalog
      .list('Nameplates')
      .find((p) => p.variants.some((v) => v.available))!
      .variants.find((v) => v.available)!;
    await setStock(t.app, variant.id, 5);
    const placed = await order('9811100004');
    expect(await stockOf(t.app, variant.id)).toBe(4);
    await tap('9811100004', payloadOf('9811100004', '1'), 'interactive');
    expect(await statusOf(placed.id)).toBe('cancelled');
    expect(await stockOf(t.app, variant.id)).toBe(5);
    await setStock(t.app, variant.id, null);
  });

  it('links the request to the shop’s own address, whatever Host the order was placed with', async () => {
    // Whoever places an order types the number and the address the request goes to; the Host
    // header is theirs too, so a link built from it would be a phishing link sent by the shop.
    const placed = await order('9811100009', {}, { host: 'shop.example.evil' });
    const email = await emailOf(placed.id);
    expect(email?.text).toMatch(/\/order\/[\w-]+\/confirm\/[\w-]{43}/);
    expect(email?.text).not.toContain('shop.example.evil');
    expect(JSON.stringify(requestTo('9811100009')?.body)).not.toContain('shop.example.evil');
    expect(email?.text).toContain(`${publicOrigin(t.config)}/order/`);
  });

  it('confirms from the email link’s page by POST only: opening the link changes nothing, another site’s form is refused', async () => {
    const placed = await order('9811100005');
    const path = /\/order\/[\w-]+\/confirm\/[\w-]{43}/.exec((await emailOf(placed.id))?.text ?? '')?.[0] ?? '';
    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Yes, confirm my order');
    expect(await statusOf(placed.id)).toBe('to_confirm');
    const wrongToken = await t.app.inject({ url: path.replace(/[\w-]{43}$/, 'A'.repeat(43)) });
    expect(wrongToken.statusCode).toBe(404);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'answer=confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await statusOf(placed.id)).toBe('to_confirm');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'answer=confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    });
    expect(confirmed.statusCode).toBe(303);
    expect(await statusOf(placed.id)).toBe('placed');
    const after = await t.app.inject({ url: path });
    expect(after.body).toContain('Thank you, your order is confirmed.');
  });

  it('lets the owner confirm by hand after a call, and cancels what nobody confirmed in time, stock back', async () => {
    const byHand = await order('9811100006');
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${byHand.id}/status`,
      headers: owner.headers,
      payload: { status: 'placed', note: 'Confirmed on a call' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await statusOf(byHand.id)).toBe('placed');
    const list = await t.app.inject({ url: '/api/admin/orders?status=to_confirm', headers: owner.headers });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(byHand.id);

    const variant = t.app.catalog
      .list('Nameplates')
      .find((p) => p.variants.some((v) => v.available))!
      .variants.find((v) => v.available)!;
    await setStock(t.app, variant.id, 3);
    const late = await order('9811100007');
    expect(await stockOf(t.app, variant.id)).toBe(2);
    expect(await t.app.orders.expireUnconfirmed(new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    expect(await statusOf(late.id)).toBe('to_confirm');
    expect(await t.app.orders.expireUnconfirmed(new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(late.id)).toBe('cancelled');
    expect(await stockOf(t.app, variant.id)).toBe(3);
    // A Confirm tapped after that changes nothing.
    await tap('9811100007', payloadOf('9811100007', '0'));
    expect(await statusOf(late.id)).toBe('cancelled');
    await setStock(t.app, variant.id, null);
  });

  it('refuses pay on delivery above the limit and for a blocked number or pincode, with a clear message', async () => {
    await saveSettings({ limitRupees: 1, blockedPhones: ['9811100008'], blockedPincodes: ['560001'] });
    const attempt = (mobile: string, pincode = '411001') =>
      placeTestOrder(t.app, { fullName: 'Kavya Menon', mobile }, { form: { pincode } }).catch(
        (err: Error) => err.message,
      );
    expect(await attempt('9811100010')).toContain('Pay on delivery is available for orders up to ₹1.');
    await saveSettings({ blockedPhones: ['9811100008'], blockedPincodes: ['560001'] });
    expect(await attempt('9811100008')).toContain('Sorry, we cannot take pay on delivery for this mobile number.');
    expect(await attempt('9811100011', '560001')).toContain(
      'Sorry, pay on delivery is not available for PIN code 560001.',
    );
    await saveSettings();
  });
});
