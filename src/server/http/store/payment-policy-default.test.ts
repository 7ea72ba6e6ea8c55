import { afterAll, describe, expect, it } from 'vitest';
import { paymentSettingsResponseSchema } from '../../../contracts/admin';
import { buildRazorpayTestApp } from '../../payments/razorpay/testing/razorpay-kit';
import { signInAs } from '../../testing/admin-kit';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 45 item 12: a new shop's Payments page showed "Prepaid only" under a banner saying only pay
 * on delivery can be offered. Until the owner saves a policy, it is the one the shop can take.
 */
describe('a new shop’s payment policy', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  const policyOf = async (t: TestApp) => {
    apps.push(t);
    const owner = await signInAs(t.app, 'owner-policy');
    const res = await t.app.inject({ url: '/api/admin/payment-policy', headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    return paymentSettingsResponseSchema.parse(res.json());
  };

  it('is pay on delivery allowed when no online payment is set up', async () => {
    expect(await policyOf(await buildTestApp({ name: 'pglite' }))).toMatchObject({
      policy: 'cod_allowed',
      providerConfigured: false,
    });
  });

  it('is prepaid only once a shop can take money online', async () => {
    expect(await policyOf(await buildRazorpayTestApp({ name: 'pglite' }))).toMatchObject({
      policy: 'prepaid',
      providerConfigured: true,
    });
  });
});
