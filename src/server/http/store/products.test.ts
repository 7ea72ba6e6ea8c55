import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema } from '../../../contracts/products';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

describe.each(testBackends)('GET /api/products on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('lists every product with the spec shape when no category is given', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const products = productListSchema.parse(res.json());
    expect(products.length).toBeGreaterThanOrEqual(18);
    for (const p of products) {
      expect(p.variants.length).toBeGreaterThan(0);
      for (const v of p.variants) expect(v.price).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it.each(['Mugs', 'Nameplates', 'Kids Buntings'])('filters by category %s, at least 6 products', async (category) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?category=${encodeURIComponent(category)}` });
    const products = productListSchema.parse(res.json());
    expect(products.length).toBeGreaterThanOrEqual(6);
    expect(products.every((p) => p.collections.includes(category))).toBe(true);
  });

  it('answers an unknown category with an empty list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?category=Teapots' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('keeps rating as a two-place decimal and variant titles as option values joined by " / "', async () => {
    const products = productListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/products' })).json());
    const rated = products.filter((p) => p.rating !== null);
    expect(rated.length).toBeGreaterThan(0);
    for (const p of rated) expect(Math.round((p.rating ?? 0) * 100) / 100).toBe(p.rating);
    expect(products.some((p) => p.rating === null)).toBe(true);
    expect(
      products.every((p) =>
        p.variants.every((v) => v.title.split(' / ').every((part) => part.trim() === part && part.length > 0)),
      ),
    ).toBe(true);
  });

  it('serves images with responsive WebP and AVIF candidates', async () => {
    const [product] = productListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products?category=Mugs' })).json(),
    );
    const image = product?.images[0];
    expect(image?.srcSet).toMatch(/320\.webp 320w, .*640\.webp 640w, .*1024\.webp 1024w/);
    expect(image?.avifSrcSet).toMatch(/\.avif 320w/);
  });

  it('revalidates with the ETag and answers 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/products?category=Mugs' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/products?category=Mugs',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ method: 'GET', url: '/api/products?category=Nameplates' });
    expect(other.headers.etag).not.toBe(etag);
  });

  it('sends compressed bytes when the client accepts them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
  });

  it('refuses an oversized category with a clear 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?category=${'x'.repeat(200)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: expect.stringContaining('category') });
  });
});
