import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '../../../../contracts/cart';
import type { Product } from '../../../../contracts/products';
import { orders } from '../../../platform/db/schema';
import { buildTestApp, testBackends, type TestApp } from '../../../testing/test-app';

const FORM = {
  fullName: 'Asha Sharma',
  mobile: '98765 43210',
  email: '',
  address1: '12 MG Road',
  address2: '',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};
const versionIn = (html: string) => /name="cartVersion" value="([^"]+)"/.exec(html)?.[1];

/**
 * The probe: a line added from another tab after the checkout page loaded was ordered at a total
 * the shopper never saw. The form carries the version of the cart it showed.
 */
describe.each(testBackends)('checkout form and a cart that changed on $name', (backend) => {
  let t: TestApp;
  let product: Product;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    product = t.app.catalog.list().find((p) => p.variants.filter((v) => v.available).length >= 2)!;
  });
  afterAll(async () => t?.close());

  const add = async (cartId: string | null, index: number) =>
    cartResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/cart/add',
          payload: {
            product: { id: product.id, selectedVariantId: product.variants.filter((v) => v.available)[index]!.id },
            quantity: 1,
            cartId,
            clientItemId: `item-${Math.random()}`,
          },
        })
      ).json(),
    ).cart!;

  it('shows a changed cart again with a notice instead of placing the order', async () => {
    const cart = await add(null, 0);
    const page = await t.app.inject({ method: 'GET', url: `/checkout/${cart.id}` });
    const seen = versionIn(page.body);
    expect(seen).toBeTruthy();

    const changed = await add(cart.id, 1);
    const submit = (cartVersion: string | undefined) =>
      t.app.inject({ method: 'POST', url: `/checkout/${cart.id}`, payload: { ...FORM, cartVersion } });
    const refused = await submit(seen);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Your cart changed since this page was opened');
    expect(refused.body).toContain('value="Asha Sharma"');
    expect(refused.body).toContain('Your order (2 items)');
    expect(await t.app.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(0);

    // A form from before this feature (no version at all) is treated the same way.
    expect((await submit(undefined)).statusCode).toBe(409);

    const now = versionIn(refused.body);
    expect(now).not.toBe(seen);
    const placed = await submit(now);
    expect(placed.statusCode).toBe(303);
    const [order] = await t.app.db.select().from(orders).where(eq(orders.cartId, cart.id));
    expect(order?.totalAmount).toBe(changed.totalAmount);
  });
});
