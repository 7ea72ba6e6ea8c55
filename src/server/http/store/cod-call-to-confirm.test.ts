import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema } from '../../../contracts/admin';
import { codSettingsResponseSchema, type CodSettings } from '../../../contracts/cod';
import { findOrderByCart } from '../../orders/place-order';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { placeTestOrder } from '../../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

/**
 * Issue 45 item 2: a shop with no SMTP and no WhatsApp told a pay-on-delivery shopper "We have sent
 * you a message to confirm this order" when nothing was sent or could be (the request waits in the
 * outbox), then cancelled the order after 24 hours. The checkout now says the shop will call, the
 * owner's order screen says "Call to confirm" with a one-tap confirm, the settings say plainly
 * what confirming means without a channel, and the timeline says who confirmed (item 11).
 */
const SETTINGS: CodSettings = {
  confirmEnabled: true,
  confirmHours: 24,
  limitRupees: null,
  blockedPhones: [],
  blockedPincodes: [],
  prepaidDiscountPercent: 0,
};

describe.each(testBackends)('pay on delivery to confirm in a shop no message leaves, on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    owner = await signInAs(t.app, 'asha');
  });
  afterAll(async () => t?.close());

  it('tells the owner no channel can ask, and the shopper that the shop will call, in English and Hindi', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/cod-settings',
      headers: owner.headers,
      payload: SETTINGS,
    });
    expect(codSettingsResponseSchema.parse(saved.json())).toMatchObject({
      confirmEnabled: true,
      confirmChannels: { email: false, whatsapp: false },
    });
    // An email given and WhatsApp ticked: neither can send in this shop.
    const cartId = await placeTestOrder(
      t.app,
      { fullName: 'Kavya Menon', mobile: '9811140001', email: 'kavya@example.com' },
      { form: { whatsappOptIn: 'yes' } },
    );
    await t.app.backgroundWork.settled();
    const page = await t.app.inject({ url: `/checkout/${cartId}` });
    expect(page.body).toContain('The shop will call you to confirm');
    expect(page.body).toContain(
      'The shop will call you on +91 9811140001 to confirm this order. We start making your piece once you confirm.',
    );
    expect(page.body).not.toContain('We have sent');
    const hindi = await t.app.inject({ url: `/checkout/${cartId}`, headers: { cookie: 'kaarigar_lang=hi' } });
    expect(hindi.body).toContain('इस ऑर्डर की पुष्टि के लिए दुकान आपको +91 9811140001 पर फ़ोन करेगी।');
    // The order page, opened later, promises the same call and no buttons or email.
    const order = await findOrderByCart(t.app.db, cartId);
    const detail = orderDetailSchema.parse(
      (await t.app.inject({ url: `/api/admin/orders/${order!.id}`, headers: owner.headers })).json(),
    );
    const orderPage = await t.app.inject({ url: new URL(detail.orderPageUrl).pathname });
    expect(orderPage.body).toContain(
      'The shop will call you on +91 9811140001 to confirm this order. We start making it once you confirm.',
    );
    expect(orderPage.body).not.toContain('our WhatsApp message');
    expect(orderPage.body).not.toContain('our email');
  });

  it('shows the owner "call to confirm", confirms in one tap, and the timeline says who and how', async () => {
    const cartId = await placeTestOrder(t.app, { fullName: 'Ravi Kumar', mobile: '9811140002' });
    await t.app.backgroundWork.settled();
    const order = await findOrderByCart(t.app.db, cartId);
    expect(order?.status).toBe('to_confirm');
    const url = `/api/admin/orders/${order!.id}`;
    const before = orderDetailSchema.parse((await t.app.inject({ url, headers: owner.headers })).json());
    expect(before.codConfirmation).toMatchObject({ askedBy: [] });
    expect(new Date(before.codConfirmation!.cancelsAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(before.timeline.map((e) => e.status)).toEqual(['to_confirm']);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${url}/status`,
      headers: owner.headers,
      payload: { status: 'placed', note: 'on a call' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = orderDetailSchema.parse(confirmed.json());
    expect(after.status).toBe('placed');
    expect(after.codConfirmation).toBeNull();
    expect(after.timeline.map((e) => [e.status, e.title, e.by, e.note])).toEqual([
      ['to_confirm', undefined, 'shopper', null],
      ['placed', 'Confirmed by asha, on a call', 'asha', null],
    ]);
  });
});
