import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { ROUTES, type RouteArea } from './route-table';

/** One test app at a time, closed after use: each open one holds a PGlite engine of its own. */
async function withApp<T>(routes: readonly RouteArea[] | undefined, use: (t: TestApp) => Promise<T>): Promise<T> {
  const t = await buildTestApp({ name: 'pglite' }, {}, {}, { routes });
  try {
    return await use(t);
  } finally {
    await t.close();
  }
}

const listed = (t: TestApp) => t.app.printRoutes({ commonPrefix: false });
const addToCart = { method: 'POST', url: '/api/cart/add', payload: {} } as const;

/** Issue 40: an API test may build only the route areas it calls; the store itself builds them all. */
describe('an app built with some route areas', () => {
  it('keeps the shopper pages’ catch-all (spa) last in the table, which is the order areas are registered in', () => {
    expect(Object.keys(ROUTES).at(-1)).toBe('spa');
  });

  it('answers its own areas’ routes and 404s another area’s, which the whole app answers; the default is every area', async () => {
    const whole = await withApp(undefined, async (t) => ({
      routes: listed(t),
      products: (await t.app.inject({ url: '/api/products' })).body,
      hasCart: t.app.hasRoute(addToCart),
      cart: (await t.app.inject(addToCart)).statusCode,
    }));
    expect(whole.hasCart).toBe(true);
    expect(whole.cart).toBe(400);
    expect(await withApp(Object.keys(ROUTES) as RouteArea[], async (t) => listed(t))).toBe(whole.routes);

    await withApp(['products', 'probes'], async (t) => {
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const products = await t.app.inject({ url: '/api/products' });
      expect(products.statusCode).toBe(200);
      expect(products.body).toBe(whole.products);
      expect(t.app.hasRoute(addToCart)).toBe(false);
      expect((await t.app.inject(addToCart)).statusCode).toBe(404);
      expect(listed(t).length).toBeLessThan(whole.routes.length / 5);
    });
  });
});
