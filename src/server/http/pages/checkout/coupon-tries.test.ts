import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestCheckout } from '../../../testing/order-kit';
import { buildTestApp, type TestApp } from '../../../testing/test-app';

/** Trying codes is guessing them: the checkout's coupon field answers 20 tries per 10 minutes per address. */
describe('coupon tries at checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' });
  });
  afterAll(async () => t?.close());

  const checkoutOf = (ip: string) => openTestCheckout(t.app, { remoteAddress: ip });

  const tryCode = (ip: string, cart: { cartId: string; cartVersion: string }, code: string) =>
    t.app.inject({
      method: 'POST',
      url: `/checkout/${cart.cartId}`,
      remoteAddress: ip,
      payload: { cartVersion: cart.cartVersion, intent: 'apply_coupon', couponCode: code },
    });

  it('refuses the 21st try from one address for ten minutes, with the form shown again; another address goes on', async () => {
    const cart = await checkoutOf('10.7.0.1');
    for (let i = 0; i < 20; i++) expect((await tryCode('10.7.0.1', cart, `GUESS${i}`)).statusCode).toBe(422);
    const refused = await tryCode('10.7.0.1', cart, 'GUESS20');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.body).toContain('Too many codes tried. Please try again in');
    expect(refused.body).toContain('name="cartVersion"');
    // Another shopper is not held back by this one's guessing.
    const other = await checkoutOf('10.7.0.2');
    expect((await tryCode('10.7.0.2', other, 'GUESS0')).statusCode).toBe(422);
  });
});
