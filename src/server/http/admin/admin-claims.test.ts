import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClaimsSchema } from '../../../contracts/claims';
import { findOrderByCart } from '../../orders/place-order';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { deliverTestOrder, placeTestOrder } from '../../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

describe.each(testBackends)('the owner resolves claims on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  let partner: StaffSession;
  let maker: StaffSession;
  let orderId: string;
  let claimId: string;

  beforeAll(async () => {
    t = await buildTestApp(backend);
    owner = await signInAs(t.app, 'asha-owner');
    partner = await signInAs(t.app, 'vikram-owner');
    maker = await signInAs(t.app, 'ravi-maker', 'maker');
    const cartId = await placeTestOrder(t.app, { fullName: 'Priya Nair', mobile: '9876543210' });
    const order = await findOrderByCart(t.app.db, cartId);
    if (!order?.lines[0]) throw new Error('no order');
    orderId = order.id;
    await deliverTestOrder(t.app, owner, orderId);
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#a33' } })
      .png()
      .toBuffer();
    claimId = await t.app.claims.open({
      orderId,
      lineId: order.lines[0].id,
      reason: 'damaged',
      note: 'Cracked',
      photos: [photo, photo],
      arrivesBy: null,
    });
  });
  afterAll(() => t.close());

  it('lists the claim for the owner only, with signed evidence, its age and the courier dispute deadline', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/claims' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/claims', headers: maker.headers })).statusCode).toBe(
      403,
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/claims', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const [claim] = adminClaimsSchema.parse(res.json()).claims;
    expect(claim).toMatchObject({ id: claimId, state: 'open', ageDays: 0, reason: 'damaged' });
    expect(claim?.evidence).toHaveLength(2);
    expect(claim?.evidence[0]?.url).toMatch(/^\/objects\/uploads\/[\w-]+\.webp\?e=\d+&s=[\w-]+$/);
    expect(claim?.disputeBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(claim?.refundablePaise).toBeGreaterThan(0);
  });

  it('lets one of two owners deciding at once win through the API; the other is told it was decided', async () => {
    const decide = (who: StaffSession, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/admin/claims/${claimId}/decision`, headers: who.headers, payload });
    const [a, b] = await Promise.all([
      decide(owner, { decision: 'remake', fault: 'courier' }),
      decide(partner, { decision: 'decline', fault: 'shopper', declineReason: 'The photos show no damage.' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const lost = a.statusCode === 409 ? a : b;
    expect(lost.json<{ error: string }>().error).toContain('This claim has already been decided.');
  });

  it('refuses a partial refund above what is left, and an unknown decision', async () => {
    const list = adminClaimsSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/claims', headers: owner.headers })).json(),
    );
    expect(list.claims[0]?.state).not.toBe('open');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/admin/claims/${claimId}/decision`,
      headers: owner.headers,
      payload: { decision: 'replace', fault: 'courier' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the owner’s claim window', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/claims/settings',
      headers: owner.headers,
      payload: { windowDays: 10 },
    });
    expect(put.json()).toEqual({ windowDays: 10 });
    const tooLong = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/claims/settings',
      headers: owner.headers,
      payload: { windowDays: 400 },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});
