import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';
import { OG_IMAGE_MAX_BYTES } from '../../links/og-image';

const SHELL = `<!doctype html><html lang="en-IN"><head><meta name="description" content="shell"><title>Kaarigar</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body><div id="root"></div></body></html>`;

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[:+]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];

describe.each(testBackends)('product links on $name', (backend) => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'kg-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), SHELL);
    t = await buildTestApp(backend, { PUBLIC_URL: 'https://shop.example.in' }, { clientDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const firstNameplate = () => t.app.catalog.list('Nameplates')[0]!;

  it('renders /p/<handle> as the home page with the product in its head', async () => {
    const product = firstNameplate();
    const res = await t.app.inject({ method: 'GET', url: `/p/${product.handle}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('data-testid="product-card"');
    expect(meta(res.body, 'og:title')).toContain(product.title);
    expect(meta(res.body, 'og:url')).toBe(`https://shop.example.in/p/${product.handle}`);
    expect(meta(res.body, 'og:image')).toBe(`https://shop.example.in/og/p/${product.handle}.jpg`);
    expect(meta(res.body, 'product:price:amount')).toBe(product.variants[0]!.price);
    expect(meta(res.body, 'product:price:currency')).toBe('INR');
    expect(meta(res.body, 'twitter:card')).toBe('summary_large_image');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)![1]!) as {
      name: string;
      offers: { priceCurrency: string; availability: string }[];
    };
    expect(ld.name).toBe(product.title);
    expect(ld.offers).toHaveLength(product.variants.length);
    expect(ld.offers.every((o) => o.priceCurrency === 'INR')).toBe(true);
  });

  it("sends a product's page brotli'd at the highest quality, the same bytes for the same page, revalidated by ETag", async () => {
    const url = `/p/${firstNameplate().handle}`;
    const plain = await t.app.inject({ method: 'GET', url });
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([gzip.headers['content-encoding'], br.headers['content-encoding']]).toEqual(['gzip', 'br']);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // Quality 11, not a quick level: the product page fits a phone's first round trip, or nearly.
    expect(br.rawPayload.length).toBeLessThan(gzip.rawPayload.length * 0.9);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(again.headers.vary).toBe('accept-encoding, cookie');
    const etag = String(br.headers.etag);
    const unchanged = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect([unchanged.statusCode, unchanged.body]).toEqual([304, '']);
  });

  it('reads availability from live stock: a variant sold out since the catalogue loaded says OutOfStock', async () => {
    const product = firstNameplate();
    const variantId = product.variants[0]!.id;
    await t.app.db.execute(`update variants set stock = 0 where id = '${variantId}'`);
    const res = await t.app.inject({ method: 'GET', url: `/p/${product.handle}` });
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)![1]!) as {
      offers: { sku: string; availability: string }[];
    };
    expect(ld.offers.find((o) => o.sku === variantId)?.availability).toBe('https://schema.org/OutOfStock');
    await t.app.db.execute(`update variants set stock = null where id = '${variantId}'`);
  });

  it('gives an unknown handle the shell with a 404, and leaves other unknown paths to the app as before', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/p/no-such-thing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(meta(res.body, 'robots')).toBe('noindex');
    const other = await t.app.inject({ method: 'GET', url: '/nowhere', headers: { accept: 'text/html' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('<div id="root"></div>');
  });

  it('puts the store head on the home page and on every other shopper page', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(meta(home.body, 'og:title')).toBe('Kaarigar · Personalised handcrafted gifts');
    expect(meta(home.body, 'og:image')).toMatch(/^https:\/\/shop\.example\.in\/og\/p\/[\w-]+\.jpg$/);
    const policy = await t.app.inject({ method: 'GET', url: '/policies/shipping', headers: { accept: 'text/html' } });
    expect(meta(policy.body, 'og:url')).toBe('https://shop.example.in/');
    expect(meta(policy.body, 'robots')).toBeUndefined();
  });

  it('serves the product link image as a 1200x630 JPEG under 300 KB, the same bytes again', async () => {
    const product = firstNameplate();
    const res = await t.app.inject({ method: 'GET', url: `/og/p/${product.handle}.jpg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const info = await sharp(res.rawPayload).metadata();
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
    expect(res.rawPayload.length).toBeLessThan(OG_IMAGE_MAX_BYTES);
    const again = await t.app.inject({ method: 'GET', url: `/og/p/${product.handle}.jpg` });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    const unknown = await t.app.inject({ method: 'GET', url: '/og/p/nothing.jpg' });
    expect(unknown.statusCode).toBe(404);
    const traversal = await t.app.inject({ method: 'GET', url: '/og/p/..%2F..%2Fetc.jpg' });
    expect(traversal.statusCode).toBe(404);
  });

  it('lists every product in sitemap.xml at the configured origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs[0]).toBe('https://shop.example.in/');
    for (const product of t.app.catalog.list()) expect(locs).toContain(`https://shop.example.in/p/${product.handle}`);
  });

  it('never takes the origin from the Host header', async () => {
    const product = firstNameplate();
    const res = await t.app.inject({ method: 'GET', url: `/p/${product.handle}`, headers: { host: 'evil.example' } });
    expect(res.body).not.toContain('evil.example');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(sitemap.body).not.toContain('evil.example');
  });

  it('keeps the private pages out of the index: robots.txt, X-Robots-Tag and meta robots', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    for (const path of ['/admin', '/proof/', '/order', '/checkout/'])
      expect(robots.body).toContain(`Disallow: ${path}\n`);
    expect(robots.body).toContain('Sitemap: https://shop.example.in/sitemap.xml');
    expect(robots.body).not.toMatch(/Disallow: \/(p|d|og)\//);
    for (const url of ['/admin', '/admin/orders', '/order', '/checkout/abc', '/proof/abc']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    const proof = await t.app.inject({ method: 'GET', url: '/proof/abc', headers: { accept: 'text/html' } });
    expect(meta(proof.body, 'robots')).toBe('noindex');
    const product = await t.app.inject({ method: 'GET', url: `/p/${firstNameplate().handle}` });
    expect(product.headers['x-robots-tag']).toBeUndefined();
  });
});
