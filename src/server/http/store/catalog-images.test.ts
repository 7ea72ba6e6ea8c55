import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { productListSchema } from '../../../contracts/products';
import { buildTestApp, type TestApp } from '../../testing/test-app';

describe('catalogue images and the SPA fallback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' });
  });
  afterAll(async () => t?.close());

  it('serves every size and format with a year-long immutable cache', async () => {
    const [product] = productListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/products' })).json());
    const image = product?.images[0];
    if (!image) throw new Error('seed product has no image');
    for (const url of [
      image.url,
      image.url.replace('640.webp', '320.avif'),
      image.url.replace('640.webp', '1024.webp'),
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(['webp', 'heif']).toContain(meta.format);
    }
  });

  it('refuses traversal and unknown files', async () => {
    for (const url of [
      '/images/catalog/../../package.json',
      '/images/catalog/%2e%2e/%2e%2e/package.json',
      '/images/catalog/x/master.png',
      '/images/catalog/x/..%2f..%2fpackage.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('"name": "handcrafted-storefront"');
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});
