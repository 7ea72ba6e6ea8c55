import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderArrivalsResponseSchema } from '../../../contracts/admin';
import { findOrderByCart } from '../../orders/place-order';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { deliverTestOrder, placeTestOrder } from '../../testing/order-kit';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/** Issue 44: the workspace's arrivals poll brings the claims waiting for a decision, for the Claims tab. */
describe('the Claims tab’s count', () => {
  let t: TestApp;
  let owner: StaffSession;
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' });
    owner = await signInAs(t.app, 'owner-claims-count');
  });
  afterAll(() => t.close());

  const newClaims = async () => {
    const res = await t.app.inject({ url: '/api/admin/orders/arrivals', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    return orderArrivalsResponseSchema.parse(res.json()).newClaims;
  };
  const claimOn = async (fullName: string, mobile: string) => {
    const order = await findOrderByCart(t.app.db, await placeTestOrder(t.app, { fullName, mobile }));
    if (!order?.lines[0]) throw new Error('no order');
    await deliverTestOrder(t.app, owner, order.id);
    return t.app.claims.open({
      orderId: order.id,
      lineId: order.lines[0].id,
      reason: 'damaged',
      note: '',
      photos: [
        await sharp({ create: { width: 60, height: 40, channels: 3, background: '#777' } })
          .jpeg()
          .toBuffer(),
      ],
      arrivesBy: null,
    });
  };

  it('counts the undecided claims, and one fewer once the owner decides one', async () => {
    expect(await newClaims()).toBe(0);
    const first = await claimOn('Asha Pillai', '9876511111');
    await claimOn('Kiran Das', '9876522222');
    expect(await newClaims()).toBe(2);
    await t.app.claims.decide(
      first,
      { decision: 'decline', fault: 'shopper', declineReason: 'The crack is from a fall after delivery.' },
      { name: 'owner-claims-count', userId: null },
    );
    expect(await newClaims()).toBe(1);
  });
});
