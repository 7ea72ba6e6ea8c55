import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { orderLines } from '../../platform/db/schema';
import { signInAs } from '../../testing/admin-kit';
import { addToCart, cartWith, nameboardVariant, setStock, stockOf, submitCheckout } from '../../testing/stock-kit';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { findOrderByCart } from '../../orders/place-order';
import { OUT_OF_STOCK_MESSAGE } from './stock';

const SHOPPERS = 50;

// Several servers on one PostgreSQL database, as a scaled-out shop runs: PGlite allows one process,
// and its transactions never overlap, so only PostgreSQL can show an oversell.
describe.skipIf(!process.env.TEST_DATABASE_URL)('stock under 50 concurrent checkouts on postgres', () => {
  let t: TestApp;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    // Fifty shoppers from one test address: the per-IP cart limit is not what is tested here.
    t = await buildTestApp({ name: 'postgres' }, { CART_RATE_LIMIT: 1000 });
    apps = [t.app];
    for (let i = 0; i < 2; i++) {
      const app = await buildApp(t.config, { logger: false });
      await app.ready();
      apps.push(app);
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(apps.slice(1).map((app) => app.close()));
    await t?.close();
  });

  /** Fifty carts holding one piece each, checked out at once across the three servers. */
  async function rush(item: ReturnType<typeof nameboardVariant>) {
    const carts = await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => cartWith(apps[i % apps.length]!, item)));
    const answers = await Promise.all(carts.map((cartId, i) => submitCheckout(apps[i % apps.length]!, cartId, {}, i)));
    const placed = carts.filter((_, i) => answers[i]!.statusCode === 303);
    const refused = answers.filter((a) => a.statusCode === 409);
    return { placed, refused };
  }

  const ordersOf = async (variantId: string) =>
    (await t.app.db.select().from(orderLines).where(eq(orderLines.variantId, variantId))).length;

  it('sells a stock-1 variant once: one order, stock 0, 49 told it is out of stock', async () => {
    const item = nameboardVariant(t.app, 0);
    await setStock(t.app, item.variantId, 1);
    const { placed, refused } = await rush(item);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(SHOPPERS - 1);
    for (const answer of refused) expect(answer.body).toContain(`<div class="error">${OUT_OF_STOCK_MESSAGE}</div>`);
    expect(await stockOf(t.app, item.variantId)).toBe(0);
    expect(await ordersOf(item.variantId)).toBe(1);
    // The eleventh (here the fifty-first) shopper cannot even add it, on any server.
    for (const app of apps) {
      const added = await addToCart(app, item);
      expect(added.statusCode).toBe(409);
      expect(added.json()).toMatchObject({ error: OUT_OF_STOCK_MESSAGE });
    }
  }, 120_000);

  it('sells a stock-3 variant three times, and a cancel puts one back on sale', async () => {
    const item = nameboardVariant(t.app, 1);
    await setStock(t.app, item.variantId, 3);
    const { placed, refused } = await rush(item);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(SHOPPERS - 3);
    expect(await stockOf(t.app, item.variantId)).toBe(0);
    expect(await ordersOf(item.variantId)).toBe(3);
    const owner = await signInAs(t.app, 'rush-owner');
    const order = (await findOrderByCart(t.app.db, placed[0]!))!;
    // The owner cancels on two servers at once: the piece comes back once.
    const cancels = await Promise.all(
      apps.slice(0, 2).map((app) =>
        app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/status`,
          headers: owner.headers,
          payload: { status: 'cancelled' },
        }),
      ),
    );
    expect(cancels.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(t.app, item.variantId)).toBe(1);
    expect((await addToCart(apps[2]!, item)).statusCode).toBe(200);
  }, 120_000);

  it('never deadlocks two orders taking the same two variants in opposite cart order', async () => {
    const a = nameboardVariant(t.app, 0);
    const b = nameboardVariant(t.app, 2);
    await setStock(t.app, a.variantId, 10);
    await setStock(t.app, b.variantId, 10);
    const carts = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const app = apps[i % apps.length]!;
        const [first, second] = i % 2 === 0 ? [a, b] : [b, a];
        const cartId = await cartWith(app, first);
        expect((await addToCart(app, second, { cartId })).statusCode).toBe(200);
        return cartId;
      }),
    );
    const answers = await Promise.all(carts.map((cartId, i) => submitCheckout(apps[i % apps.length]!, cartId, {}, i)));
    // A deadlock would surface as a 500; every answer is an order or a refusal.
    expect(answers.filter((r) => r.statusCode === 303)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(10);
    expect([await stockOf(t.app, a.variantId), await stockOf(t.app, b.variantId)]).toEqual([0, 0]);
  }, 120_000);
});
