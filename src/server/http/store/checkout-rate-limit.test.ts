import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../platform/db/schema';
import { openTestCheckout } from '../../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

/** Placing orders writes to the number on the form: it is limited per mobile number and per IP. */
describe.each(testBackends)('order placing limits on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { ORDER_RATE_LIMIT: 3, ORDER_PHONE_RATE_LIMIT: 2 });
  });
  afterAll(async () => t?.close());

  /** Fills a cart and submits the hosted checkout from `ip`, as a shopper's browser does. */
  async function submit(ip: string, mobile: string, form: Record<string, string> = {}) {
    const { cartId, cartVersion } = await openTestCheckout(t.app, { remoteAddress: ip });
    return t.app.inject({
      method: 'POST',
      url: `/checkout/${cartId}`,
      remoteAddress: ip,
      payload: {
        cartVersion,
        fullName: 'Kavya Menon',
        mobile,
        email: '',
        address1: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        ...form,
      },
    });
  }
  const ordersFor = async (mobile: string) =>
    (
      await t.app.db
        .select({ n: count() })
        .from(orders)
        .where(sql`${orders.contact}->>'mobile' = ${mobile}`)
    )[0]!.n;

  it('places a few orders for one mobile number, then refuses more for an hour, however it is written', async () => {
    const firstOrderAt = Date.now();
    expect((await submit('10.1.0.1', '9833300001')).statusCode).toBe(303);
    expect((await submit('10.1.0.2', '+91 98333 00001')).statusCode).toBe(303);
    const refused = await submit('10.1.0.3', '098333-00001');
    expect(refused.statusCode).toBe(429);
    // The hour counts from the first order, so Retry-After is what is left of it: exactly 3600 on a
    // fast machine, a few seconds less when the three submits themselves took seconds.
    const elapsedSeconds = Math.ceil((Date.now() - firstOrderAt) / 1000);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(retryAfter).toBeGreaterThanOrEqual(3600 - elapsedSeconds);
    expect(refused.body).toContain('Too many orders for this mobile number. Please try again in 60 minutes.');
    // The form is shown again as the shopper filled it.
    expect(refused.body).toContain('value="098333-00001"');
    expect(await ordersFor('9833300001')).toBe(2);
    // Another number is not held back.
    expect((await submit('10.1.0.3', '9833300002')).statusCode).toBe(303);
  });

  it('refuses more orders from one IP, whatever the numbers', async () => {
    for (const n of [3, 4, 5]) expect((await submit('10.2.0.1', `983330001${n}`)).statusCode).toBe(303);
    const refused = await submit('10.2.0.1', '9833300016');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Too many orders from this network. Please try again in 60 minutes.');
    expect(await ordersFor('9833300016')).toBe(0);
  });

  it('counts only submits that would place an order, not a form being corrected', async () => {
    for (let i = 0; i < 3; i++)
      expect((await submit('10.3.0.1', '9833300021', { pincode: '0123' })).statusCode).toBe(422);
    expect((await submit('10.3.0.1', '9833300021')).statusCode).toBe(303);
  });
  it('refuses more orders for one email address, however it is written, whatever the numbers (issue 39)', async () => {
    const mail = (ip: string, mobile: string, email: string) => submit(ip, mobile, { email });
    expect((await mail('10.4.0.1', '9833300041', 'stranger@example.com')).statusCode).toBe(303);
    expect((await mail('10.4.0.2', '9833300042', ' Stranger@Example.com ')).statusCode).toBe(303);
    const refused = await mail('10.4.0.3', '9833300043', 'STRANGER@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Too many orders for this email address. Please try again in');
    expect(await ordersFor('9833300043')).toBe(0);
    // Another address, and an order with none, are not held back.
    expect((await mail('10.4.0.3', '9833300044', 'kavya@example.com')).statusCode).toBe(303);
    expect((await mail('10.4.0.4', '9833300045', '')).statusCode).toBe(303);
  });
});
