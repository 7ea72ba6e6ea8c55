import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioProductListSchema, studioProductResponseSchema } from '../../../contracts/admin-products';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

describe.each(testBackends)('a variant’s packed parcel in the studio API on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    owner = await signInAs(t.app, 'owner-parcel');
  });
  afterAll(async () => t?.close());

  it('saves the packed weight and box, keeps them when an edit leaves them out, and refuses a weight of 0 at its field', async () => {
    const list = studioProductListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: { cookie: owner.cookie } })).json(),
    ).products;
    const product = list.find((p) => !p.shopify)!;
    const patch = (variants: object[]) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/products/${product.id}`,
        headers: owner.headers,
        payload: { variants },
      });
    const base = product.variants.map((v) => ({ id: v.id, title: v.title, price: v.price, available: v.available }));
    const parcel = { packedWeightGrams: 650, boxCm: { length: 32, breadth: 22, height: 4.5 } };
    const saved = await patch(base.map((v) => ({ ...v, ...parcel })));
    expect(saved.statusCode).toBe(200);
    expect(studioProductResponseSchema.parse(saved.json()).product.variants[0]).toMatchObject(parcel);

    const kept = await patch(base.map((v) => ({ ...v, price: v.price })));
    expect(studioProductResponseSchema.parse(kept.json()).product.variants[0]).toMatchObject(parcel);

    const zero = await patch(base.map((v) => ({ ...v, packedWeightGrams: 0 })));
    expect(zero.statusCode).toBe(400);
    expect(JSON.stringify(zero.json())).toContain('The packed weight must be more than 0 g');
    expect(JSON.stringify(zero.json())).toContain('packedWeightGrams');
  });
});
