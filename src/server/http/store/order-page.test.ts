import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopperOrderSchema } from '../../../contracts/order-page';
import { orderDetailSchema } from '../../../contracts/admin';
import { orderIdForPageToken, shopperOrderLink } from '../../orders/order-link';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { placeTestOrder } from '../../testing/order-kit';
import {
  buildRazorpayTestApp,
  latestOrder,
  orderRow,
  type RazorpayTestApp,
} from '../../payments/razorpay/testing/razorpay-kit';
import { testBackends } from '../../testing/test-app';

const shopper = { fullName: 'Arjun Mehta', mobile: '9812345670' };

describe.each(testBackends)("the shopper's order page on $name", (backend) => {
  let t: RazorpayTestApp;
  let owner: StaffSession;
  beforeAll(async () => {
    t = await buildRazorpayTestApp(backend);
    owner = await signInAs(t.app, 'owner-meera');
  });
  afterAll(async () => t?.close());

  const paidOrder = async (form: Record<string, string> = {}) => {
    await placeTestOrder(t.app, shopper, { form });
    const order = await latestOrder(t.app);
    t.fake.pay(order.paymentRef!);
    await t.settle();
    const link = await shopperOrderLink(t.app.db, order.id, 'http://shop.test');
    return { order, path: new URL(link).pathname, token: link.split('/').at(-1)! };
  };
  const move = (orderId: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: owner.headers, payload });

  it('gives each order an unguessable 144-bit token that the server can link to later', async () => {
    const { order, token } = await paidOrder();
    expect(token).toMatch(/^[\w-]{24}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(18);
    expect(await shopperOrderLink(t.app.db, order.id, 'https://kaarigar.in/')).toBe(
      `https://kaarigar.in/order/${token}`,
    );
    expect(await orderIdForPageToken(t.app.db, token)).toBe(order.id);
  });

  it('shows the order, paid, with no-store, on the page and its API', async () => {
    const { path, token } = await paidOrder();
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Paid online');
    const api = await t.app.inject({ method: 'GET', url: `/api/orders/${token}` });
    expect(api.headers['cache-control']).toBe('no-store');
    const order = shopperOrderSchema.parse(api.json());
    expect(order).toMatchObject({ status: 'placed', paymentStatus: 'paid', dueNowAmount: '0.00' });
    expect(order.timeline.map((s) => s.step)).toEqual(['placed', 'paid']);
  });

  it('speaks Hindi to a shopper who chose it at checkout, and switches language with a plain link', async () => {
    const { path, token } = await paidOrder({ language: 'hi' });
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="hi">');
    expect(page.body).toContain('<h1 id="order-title">आपका ऑर्डर</h1>');
    expect(page.body).toContain('ऑनलाइन चुकाया');
    expect(page.body).toMatch(/KG-1\d{4}/);
    expect(page.body).toMatch(/₹[\d,]+\.\d\d/);
    expect(page.body).not.toMatch(/Paid online|Your order|Payment</);
    expect(page.body).toContain(`href="${path}?lang=en"`);
    expect(shopperOrderSchema.parse((await t.app.inject({ url: `/api/orders/${token}` })).json()).language).toBe('hi');
    const english = await t.app.inject({ method: 'GET', url: `${path}?lang=en` });
    expect(english.body).toContain('<html lang="en-IN">');
    expect(english.body).toContain('Paid online');
    expect(english.body).toContain(`href="${path}?lang=hi"`);
    expect(english.body).not.toContain('ऑनलाइन चुकाया');
  });

  it('keeps an English order in English, with a link to read it in Hindi', async () => {
    const { path } = await paidOrder({ language: 'en' });
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('<html lang="en-IN">');
    expect(page.body).toContain('<h1 id="order-title">Your order</h1>');
    expect(page.body).toContain(`<a href="${path}?lang=hi" lang="hi" hrefLang="hi">हिन्दी में देखें</a>`);
    const hindi = await t.app.inject({ method: 'GET', url: `${path}?lang=hi` });
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('ऑनलाइन चुकाया');
    // An unknown language is the order's own, not an error.
    const odd = await t.app.inject({ method: 'GET', url: `${path}?lang=fr` });
    expect(odd.statusCode).toBe(200);
    expect(odd.body).toContain('Paid online');
  });

  it("follows the storefront's language cookie, and a ?lang= link is remembered in it", async () => {
    const { path } = await paidOrder({ language: 'en' });
    const hindi = await t.app.inject({ method: 'GET', url: path, headers: { cookie: 'kaarigar_lang=hi' } });
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('ऑनलाइन चुकाया');
    const switched = await t.app.inject({
      method: 'GET',
      url: `${path}?lang=en`,
      headers: { cookie: 'kaarigar_lang=hi' },
    });
    expect(switched.body).toContain('Paid online');
    expect(String(switched.headers['set-cookie'])).toMatch(/^kaarigar_lang=en; Path=\//);
  });

  it('answers the look-up in Hindi when asked, and opens the order in Hindi', async () => {
    const { order, path } = await paidOrder();
    const form = await t.app.inject({ method: 'GET', url: '/order?lang=hi' });
    expect(form.body).toContain('<html lang="hi">');
    expect(form.body).toContain('अपना ऑर्डर ढूँढें');
    expect(form.body).toContain('<input type="hidden" name="lang" value="hi"/>');
    expect((await t.app.inject({ method: 'GET', url: '/order' })).body).not.toContain('name="lang"');
    const look = (mobile: string) =>
      t.app.inject({
        method: 'POST',
        url: '/order',
        payload: { reference: `KG-${10_000 + order.number}`, mobile, lang: 'hi' },
        remoteAddress: '10.0.0.7',
      });
    const found = await look(shopper.mobile);
    expect(found.headers.location).toBe(`${path}?lang=hi`);
    const wrong = await look('9000000000');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toContain('इन जानकारियों से कोई ऑर्डर नहीं मिला');
  });

  it('answers a real 404 for an unknown or malformed token', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'short', '../../etc/passwd', '%00', 'x'.repeat(90)]) {
      const page = await t.app.inject({ method: 'GET', url: `/order/${encodeURIComponent(token)}` });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Order not found');
      const api = await t.app.inject({ method: 'GET', url: `/api/orders/${encodeURIComponent(token)}` });
      expect(api.statusCode).toBe(404);
    }
  });

  it('lets the shopper approve the proof on the order page', async () => {
    const { order, path } = await paidOrder();
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/proof`, headers: owner.headers }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: path })).body).toContain('Approve proof');
    const approved = await t.app.inject({ method: 'POST', url: `${path}/approve` });
    expect(approved.statusCode).toBe(303);
    expect((await orderRow(t.app, order.id)).status).toBe('approved');
    expect(t.events.filter((e) => e.orderId === order.id && e.event === 'approved')).toHaveLength(1);
  });

  it('checks a change note as the proof API does: a text-direction override is refused, the note given back without it', async () => {
    const { order, path, token } = await paidOrder();
    await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/proof`, headers: owner.headers });
    const change = (note: string) =>
      t.app.inject({
        method: 'POST',
        url: `${path}/change`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ note }).toString(),
      });
    const reversed = 'Spell it \u202Eamirp\u202C please';
    const refused = await change(reversed);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain(
      'role="alert">Your note contains a text-direction control character. Please remove it and try again</p>',
    );
    expect(refused.body).toContain('aria-invalid="true"');
    expect(refused.body).toContain('>Spell it amirp please</textarea>');
    const api = shopperOrderSchema.parse((await t.app.inject({ url: `/api/orders/${token}` })).json());
    expect(api.proof).toEqual({ state: 'awaiting', changeNote: null });

    // What the page takes, it stores as typed, line breaks included (a textarea sends CRLF).
    const accepted = await change('  Bigger letters,\r\nplease  ');
    expect(accepted.statusCode).toBe(303);
    const after = shopperOrderSchema.parse((await t.app.inject({ url: `/api/orders/${token}` })).json());
    expect(after.proof).toEqual({ state: 'change_requested', changeNote: 'Bigger letters,\r\nplease' });
  });

  it('dispatches with a courier and AWB, and shows the tracking link', async () => {
    const { order, path } = await paidOrder();
    await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/proof`, headers: owner.headers });
    await t.app.inject({ method: 'POST', url: `${path}/approve` });
    await move(order.id, { status: 'in_production' });
    const bare = await move(order.id, { status: 'dispatched' });
    expect(bare.statusCode).toBe(400);
    const badAwb = await move(order.id, {
      status: 'dispatched',
      shipment: { courier: 'delhivery', trackingNumber: '12/../34' },
    });
    expect(badAwb.statusCode).toBe(400);
    // The listener reads what the shopper will be told: the tracking is saved before the event.
    let seen: string | null = null;
    const off = t.app.orderEvents.on(async (m) => {
      if (m.event === 'dispatched') seen = (await orderRow(t.app, m.orderId)).trackingUrl;
    });
    const ok = await move(order.id, {
      status: 'dispatched',
      shipment: { courier: 'delhivery', trackingNumber: '1234567890123' },
    });
    off();
    expect(ok.statusCode).toBe(200);
    expect(orderDetailSchema.parse(ok.json()).shipment).toMatchObject({
      courierName: 'Delhivery',
      trackingNumber: '1234567890123',
    });
    expect(seen).toBe('https://www.delhivery.com/track/package/1234567890123');
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('href="https://www.delhivery.com/track/package/1234567890123"');
    expect((await move(order.id, { status: 'delivered' })).statusCode).toBe(200);
    expect(t.events.filter((e) => e.orderId === order.id).map((e) => e.event)).toEqual(
      expect.arrayContaining(['placed', 'paid', 'proof_sent', 'approved', 'dispatched', 'delivered']),
    );
  });

  it("refuses another courier's link unless it is https", async () => {
    const { order, path } = await paidOrder();
    await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/proof`, headers: owner.headers });
    await t.app.inject({ method: 'POST', url: `${path}/approve` });
    await move(order.id, { status: 'in_production' });
    const js = await move(order.id, {
      status: 'dispatched',
      shipment: { courier: 'other', trackingNumber: 'AB12', trackingUrl: 'javascript:alert(1)' },
    });
    expect(js.statusCode).toBe(400);
    expect((await orderRow(t.app, order.id)).status).toBe('in_production');
  });

  it('finds an order by number and mobile, with one answer for a wrong number or a wrong order', async () => {
    const { order, path } = await paidOrder();
    const reference = `KG-${10_000 + order.number}`;
    const look = (ref: string, mobile: string, ip = '10.0.0.1') =>
      t.app.inject({ method: 'POST', url: '/order', payload: { reference: ref, mobile }, remoteAddress: ip });
    const found = await look(reference, '+91 98123 45670');
    expect(found.statusCode).toBe(303);
    expect(found.headers.location).toBe(path);
    const wrongMobile = await look(reference, '9000000000');
    const wrongOrder = await look('KG-99999', shopper.mobile);
    expect(wrongMobile.statusCode).toBe(404);
    expect(wrongOrder.statusCode).toBe(404);
    const strip = (html: string) => html.replace(/value="[^"]*"/g, '');
    expect(strip(wrongMobile.body)).toBe(strip(wrongOrder.body));
  });

  it('rate-limits the look-up per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/order',
        payload: { reference: `KG-${20_000 + i}`, mobile: '9000000000' },
        remoteAddress: '10.9.9.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('lets the owner set the payment policy, and the checkout follows it', async () => {
    const maker = await signInAs(t.app, 'maker-dev', 'maker');
    const forbidden = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/payment-policy',
      headers: maker.headers,
      payload: { policy: 'cod_allowed', advancePercent: 50, expiryMinutes: 60 },
    });
    expect(forbidden.statusCode).toBe(403);
    const advance = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/payment-policy',
      headers: owner.headers,
      payload: { policy: 'advance', advancePercent: 30, expiryMinutes: 90 },
    });
    expect(advance.json()).toMatchObject({ policy: 'advance', advancePercent: 30, providerConfigured: true });
    await placeTestOrder(t.app, shopper);
    const withAdvance = await latestOrder(t.app);
    const link = t.fake.books.links.get(withAdvance.paymentRef!)!;
    expect(link.amount).toBe(Math.ceil((Number(withAdvance.totalAmount) * 30) / 100) * 100);
    // Pay on delivery is refused while the policy does not allow it.
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/payment-policy',
      headers: owner.headers,
      payload: { policy: 'prepaid', advancePercent: 30, expiryMinutes: 60 },
    });
    await expect(placeTestOrder(t.app, shopper, { form: { payment: 'on_delivery' } })).rejects.toThrow(/422/);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/payment-policy',
      headers: owner.headers,
      payload: { policy: 'cod_allowed', advancePercent: 30, expiryMinutes: 60 },
    });
    await placeTestOrder(t.app, shopper, { form: { payment: 'on_delivery' } });
    expect(await latestOrder(t.app)).toMatchObject({
      status: 'placed',
      paymentStatus: 'on_delivery',
      paymentRef: null,
    });
  });
});
