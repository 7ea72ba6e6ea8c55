import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_PRODUCTS_URL } from '../../../../contracts/home-page';
import { DEFAULT_CATEGORY, productListSchema } from '../../../../contracts/products';
import { buildTestApp, type TestApp } from '../../../testing/test-app';

/** The shape of Vite's built index.html, with a stylesheet the server can inline. */
const SHELL = `<!doctype html><html lang="en-IN"><head><title>Kaarigar</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
</head><body><div id="root"></div></body></html>`;

describe('the server-rendered home page', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'kg-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), SHELL);
    writeFileSync(join(clientDir, 'assets/index-abc.css'), '.grid{display:grid}');
    t = await buildTestApp({ name: 'pglite' }, {}, { clientDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('renders the Mugs cards into the HTML, and names where the app fetches the same products', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(HOME_PRODUCTS_URL).toBe(`/api/products?category=${encodeURIComponent(DEFAULT_CATEGORY)}`);
    const mugs = productListSchema.parse((await t.app.inject({ method: 'GET', url: HOME_PRODUCTS_URL })).json());
    expect(mugs.length).toBeGreaterThan(0);
    expect(res.body.match(/data-testid="product-card"/g)).toHaveLength(mugs.length);
    for (const mug of mugs) expect(res.body).toContain(`>${mug.title}<`);
    // The products are not carried as data too: that pushed the page past the first round trip.
    expect(res.body).not.toContain('application/json');
  });

  it('inlines the stylesheet and preloads the first card image', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain('<style>.grid{display:grid}</style>');
    // Its link stays, disabled (a browser does not fetch it), so that Vite's loader for a lazy chunk
    // knows the stylesheet is in the page and does not add it a second time; no other link loads it.
    expect(res.body).toContain(
      '<style>.grid{display:grid}</style><link rel="stylesheet" crossorigin href="/assets/index-abc.css" disabled>',
    );
    expect(res.body.match(/rel="stylesheet"[^>]*>/g)).toEqual([
      'rel="stylesheet" crossorigin href="/assets/index-abc.css" disabled>',
    ]);
    expect(res.body).toMatch(/<link rel="preload" as="image" type="image\/avif" imagesrcset="[^"]+320\.avif 320w/);
  });

  it('is sent pre-compressed and revalidated by ETag', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    const br = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const etag = plain.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps the security headers on the rendered page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("starts the app from one inline script that the page's policy names by hash, on every page rendered from it", async () => {
    const product = productListSchema.parse((await t.app.inject({ method: 'GET', url: HOME_PRODUCTS_URL })).json())[0]!;
    for (const url of ['/', `/p/${product.handle}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      // The entry is asked for by the starter once the first photo is painted, not by a tag.
      expect(res.body).not.toContain('src="/assets/index-abc.js"');
      const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline).toHaveLength(1);
      expect(inline[0]).toContain('"/assets/index-abc.js"');
      const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
      expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${hash};`);
      expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
    // The empty shell keeps its tag, and the policy without any inline script.
    const shell = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(shell.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(shell.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('renders the page in Hindi for a shopper whose language cookie says so, and English otherwise', async () => {
    const hindi = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'kaarigar_lang=hi' } });
    expect(hindi.body).toContain('<html lang="hi"');
    expect(hindi.body).toContain('>बच्चों की नेमप्लेट<');
    expect(hindi.body).not.toContain('>Kids Name Plates<');
    // One shopper's page is never handed to another by a cache.
    expect(hindi.headers.vary).toContain('cookie');
    const english = await t.app.inject({ method: 'GET', url: '/' });
    expect(english.body).toContain('<html lang="en-IN"');
    expect(english.body).toContain('>Kids Name Plates<');
    expect(english.headers.etag).not.toBe(hindi.headers.etag);
  });

  it('takes ?lang=hi as a choice and remembers it in the cookie the switch writes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/?lang=hi' });
    expect(res.body).toContain('<html lang="hi"');
    expect(String(res.headers['set-cookie'])).toMatch(/^kaarigar_lang=hi; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });

  it('starts a shopper page in their language, and the workspace in English', async () => {
    const cookie = 'kaarigar_lang=hi';
    const proof = await t.app.inject({ method: 'GET', url: '/proof/abc', headers: { accept: 'text/html', cookie } });
    expect(proof.body).toContain('<html lang="hi"');
    const admin = await t.app.inject({ method: 'GET', url: '/admin/orders', headers: { accept: 'text/html', cookie } });
    expect(admin.body).toContain('<html lang="en-IN"');
  });

  it('answers other pages with the empty shell for the client router', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
