import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_PRODUCTS_ELEMENT_ID, jsonForHtml } from '../../contracts/home-page';
import { productListSchema } from '../../contracts/products';
import { buildTestApp, type TestApp } from '../testing/test-app';

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

  const dataBlock = (html: string) => {
    const match = new RegExp(`<script type="application/json" id="${INITIAL_PRODUCTS_ELEMENT_ID}">(.*?)</script>`).exec(
      html,
    );
    if (!match?.[1]) throw new Error('no initial products block');
    return productListSchema.parse(JSON.parse(match[1]));
  };

  it('renders the Mugs cards into the HTML and hands the same products over as data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const mugs = productListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products?category=Mugs' })).json(),
    );
    expect(mugs.length).toBeGreaterThan(0);
    expect(res.body.match(/data-testid="product-card"/g)).toHaveLength(mugs.length);
    for (const mug of mugs) expect(res.body).toContain(`>${mug.title}<`);
    expect(dataBlock(res.body)).toEqual(mugs);
    // The data block sits outside #root, which holds only what React rendered.
    expect(res.body.indexOf(`id="${INITIAL_PRODUCTS_ELEMENT_ID}"`)).toBeGreaterThan(
      res.body.lastIndexOf('data-testid="product-card"'),
    );
  });

  it('inlines the stylesheet and preloads the first card image', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain('<style>.grid{display:grid}</style>');
    expect(res.body).not.toContain('rel="stylesheet"');
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

  it('answers other pages with the empty shell for the client router', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(INITIAL_PRODUCTS_ELEMENT_ID);
  });
});

describe('jsonForHtml', () => {
  it('cannot close the data block, whatever a product says', () => {
    const hostile = { title: '</script><script>alert(1)</script><!--' };
    const json = jsonForHtml(hostile);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(hostile);
  });
});
