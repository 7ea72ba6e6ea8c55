import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '../../../../contracts/cart';
import { buildTestApp, testBackends, type TestApp } from '../../../testing/test-app';

const require = createRequire(import.meta.url);

/**
 * Issue 11: the hosted checkout missed the store's fonts. It is now React rendered on the server
 * with the store's font files and tokens, and still runs no script under the strict CSP.
 */
describe('the hosted checkout page looks like the store', () => {
  let t: TestApp;
  let page: { body: string; headers: Record<string, unknown> };
  beforeAll(async () => {
    t = await buildTestApp(testBackends[0]!);
    const product = t.app.catalog.list().find((p) => p.variants.some((v) => v.available))!;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: {
        product: { id: product.id, selectedVariantId: product.variants.find((v) => v.available)!.id },
        customization: { name: 'Sharma Niwas' },
        quantity: 1,
        cartId: null,
        clientItemId: 'item-design',
      },
    });
    const cart = cartResponseSchema.parse(added.json()).cart!;
    page = await t.app.inject({ method: 'GET', url: `/checkout/${cart.id}` });
  });
  afterAll(async () => t?.close());

  it('has no script element, inline or not, and keeps the strict script policy', () => {
    expect(page.body).toContain('Delivery details');
    expect(page.body).not.toMatch(/<script/i);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it("uses the store's font family from the store's own font files", async () => {
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(page.body)?.[1];
    expect(href).toBe('/checkout/assets/checkout.css');
    const css = (await t.app.inject({ method: 'GET', url: href! })).body;
    expect(css).toMatch(/body\{[^}]*font:16px\/1\.5 var\(--font-sans\)/);
    expect(css).toContain("--font-sans:'DM Sans Variable',");
    expect(css).toContain("--font-display:'Fraunces Variable',");
    expect(css).toContain("font-family: 'DM Sans Variable';");

    const fontUrl = /url\((\/checkout\/assets\/fonts\/dm-sans-latin-wght-normal\.woff2)\)/.exec(css)?.[1];
    expect(fontUrl).toBeTruthy();
    const font = await t.app.inject({ method: 'GET', url: fontUrl! });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    const packaged = readFileSync(
      require.resolve('@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2'),
    );
    expect(font.rawPayload.equals(packaged)).toBe(true);
  });

  it('serves only the font files its stylesheet names', async () => {
    for (const name of ['..%2F..%2Fpackage.json', 'LICENSE', 'dm-sans-latin-wght-normal.woff']) {
      const res = await t.app.inject({ method: 'GET', url: `/checkout/assets/fonts/${name}` });
      expect(res.statusCode).toBe(404);
    }
  });
});
