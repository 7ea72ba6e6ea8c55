import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioProductListSchema, studioProductResponseSchema } from '../../contracts/admin-products';
import { adminClaimResponseSchema, claimInsightsSchema } from '../../contracts/claims';
import { indiaDate } from '../../contracts/india-days';
import { claims, variants } from '../platform/db/schema';
import { SIGN_IN_ROUTES, signInAs, type StaffSession } from '../testing/admin-kit';
import { DELIVER_ORDER_ROUTES, deliveredTestPiece, PLACE_ORDER_ROUTES } from '../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../testing/test-app';

const OWNER = { name: 'asha-owner', userId: null };

/**
 * The only routes these tests call (buildTestApp's `routes`): the kits' sign-in, checkout and
 * workspace order routes, and the workspace's claims and products.
 */
const routes = [
  ...SIGN_IN_ROUTES,
  ...PLACE_ORDER_ROUTES,
  ...DELIVER_ORDER_ROUTES,
  'admin-claims',
  'admin-products',
] as const;

describe.each(testBackends)('a remake’s cost from the variant’s material cost on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  beforeAll(async () => {
    t = await buildTestApp(backend, {}, {}, { routes });
    owner = await signInAs(t.app, 'asha-owner');
  });
  afterAll(() => t.close());

  const deliveredPiece = () => deliveredTestPiece(t.app, owner, { fullName: 'Kavya Rao', mobile: '9876543212' });
  const claimOf = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/claims/${id}`, headers: owner.headers });
    return adminClaimResponseSchema.parse(res.json()).claim;
  };

  it('is set per variant in the studio, kept when an edit leaves it out, and refused below 0 at its field', async () => {
    // The piece placeTestOrder buys: the first Nameplates product with a variant for sale.
    const bought = t.app.catalog.list('Nameplates').find((p) => p.variants.some((v) => v.available));
    const list = studioProductListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: { cookie: owner.cookie } })).json(),
    ).products;
    const product = list.find((p) => p.id === bought?.id);
    if (!product) throw new Error('the bought product is not in the studio');
    expect(product.variants.every((v) => v.materialCostPaise === null)).toBe(true);
    const patch = (variants: object[]) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/products/${product.id}`,
        headers: owner.headers,
        payload: { variants },
      });
    const base = product.variants.map((v) => ({ id: v.id, title: v.title, price: v.price, available: v.available }));
    const saved = await patch(base.map((v) => ({ ...v, materialCostPaise: 38_000 })));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(studioProductResponseSchema.parse(saved.json()).product.variants.map((v) => v.materialCostPaise)).toEqual(
      base.map(() => 38_000),
    );
    const kept = await patch(base);
    expect(studioProductResponseSchema.parse(kept.json()).product.variants[0]?.materialCostPaise).toBe(38_000);
    const negative = await patch(base.map((v) => ({ ...v, materialCostPaise: -1 })));
    expect(negative.statusCode).toBe(400);
    expect(JSON.stringify(negative.json())).toContain('The material cost cannot be negative');
    expect(JSON.stringify(negative.json())).toContain('materialCostPaise');
  });

  it('costs a remake the variant’s material cost by default, or the owner’s figure, recorded as such, and insights add them up', async () => {
    const first = await deliveredPiece();
    const firstClaim = await t.app.claims.open({ ...first, reason: 'damaged', note: '', photos: [], arrivesBy: null });
    expect((await claimOf(firstClaim)).materialCostPaise).toBe(38_000);
    await t.app.claims.decide(firstClaim, { decision: 'remake', fault: 'courier' }, OWNER);
    const [byMaterial] = await t.app.db.select().from(claims).where(eq(claims.id, firstClaim));
    expect(byMaterial).toMatchObject({ remakeCostPaise: 38_000, remakeCostFrom: 'material', costPaise: 38_000 });
    expect(await claimOf(firstClaim)).toMatchObject({ remakeCostPaise: 38_000, remakeCostFrom: 'material' });

    const second = await deliveredPiece();
    const secondClaim = await t.app.claims.open({
      ...second,
      reason: 'quality',
      note: '',
      photos: [],
      arrivesBy: null,
    });
    await t.app.claims.decide(
      secondClaim,
      {
        decision: 'both',
        fault: 'workshop',
        refundPaise: 10_000,
        remakeCostPaise: 52_500,
        payout: { method: 'upi', reference: 'UPI98765432' },
      },
      OWNER,
    );
    const [byOwner] = await t.app.db.select().from(claims).where(eq(claims.id, secondClaim));
    expect(byOwner).toMatchObject({ remakeCostPaise: 52_500, remakeCostFrom: 'owner', costPaise: 62_500 });

    const today = indiaDate(new Date());
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/claims/insights?from=${today}&to=${today}`,
      headers: owner.headers,
    });
    expect(claimInsightsSchema.parse(res.json()).costByMonth).toEqual([
      { month: today.slice(0, 7), refundPaise: 10_000, remakePaise: 90_500 },
    ]);
  });

  it('leaves a remake without a cost when the variant has none and the owner typed none', async () => {
    const piece = await deliveredPiece();
    await t.app.db.update(variants).set({ materialCostPaise: null }).where(isNotNull(variants.materialCostPaise));
    const id = await t.app.claims.open({ ...piece, reason: 'damaged', note: '', photos: [], arrivesBy: null });
    await t.app.claims.decide(id, { decision: 'remake', fault: 'unknown' }, OWNER);
    const [row] = await t.app.db.select().from(claims).where(eq(claims.id, id));
    expect(row).toMatchObject({ remakeCostPaise: null, remakeCostFrom: null, costPaise: 0 });
  });
});
