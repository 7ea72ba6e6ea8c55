import { sql } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_GONE_MESSAGE, DESIGN_TOKEN, designSchema, saveDesignResponseSchema } from '../../contracts/designs';
import { previewResponseSchema } from '../../contracts/previews';
import { OG_IMAGE_MAX_BYTES } from '../links/og-image';
import { placeTestOrder } from '../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../testing/test-app';
import { sweepExpiredDesigns } from './design-store';
import { DESIGN_SAVES_PER_MINUTE } from '../http/store/designs';

const SHELL = `<!doctype html><html lang="en-IN"><head><title>Kaarigar</title></head><body><div id="root"></div></body></html>`;
/** node-postgres and PGlite both answer with `rows`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const fields = { name: 'Asha', houseNumber: 'B-12', font: 'Cinzel', color: '#8B4513' };

describe.each(testBackends)('shared designs on $name', (backend) => {
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

  const nameplate = () => t.app.catalog.list('Nameplates')[0]!;
  const previewBody = () => ({
    name: fields.name,
    houseNumber: fields.houseNumber,
    productImageUrl: nameplate().images[0]!.url,
  });
  const saveBody = (request = previewBody()) => ({
    productHandle: nameplate().handle,
    variantId: nameplate().variants[0]!.id,
    preview: { kind: 'nameplate', request },
    fields,
    prompt: '',
  });
  const save = (payload: object, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/designs', payload, remoteAddress: ip });
  let previewUrl = '';
  const countDesigns = async () =>
    rowsOf<{ count: number }>(await t.app.db.execute(sql`select count(*)::int as count from designs`))[0]?.count;

  it('refuses to save a design whose preview was never rendered here', async () => {
    const res = await save(saveBody({ ...previewBody(), name: 'Never drawn' }));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe('Generate a preview of this design before sharing it');
  });

  it('saves a rendered design under an unguessable token and opens it again', async () => {
    const rendered = await t.app.inject({
      method: 'POST',
      url: '/api/products/customize/nameplate',
      payload: previewBody(),
    });
    expect(rendered.statusCode).toBe(200);
    previewUrl = previewResponseSchema.parse(rendered.json()).imageUrl ?? '';
    const first = saveDesignResponseSchema.parse((await save(saveBody())).json());
    const second = saveDesignResponseSchema.parse((await save(saveBody())).json());
    expect(first.token).toMatch(DESIGN_TOKEN);
    expect(second.token).not.toBe(first.token);
    expect(first.path).toBe(`/d/${first.token}`);
    const read = await t.app.inject({ method: 'GET', url: `/api/designs/${first.token}` });
    expect(read.statusCode).toBe(200);
    const design = designSchema.parse(read.json());
    expect(design.previewImage).toBe(previewUrl);
    expect(design.fields).toMatchObject(fields);
    expect(design.productHandle).toBe(nameplate().handle);
  });

  it('never stores a path the browser names: a preview URL in the fields changes nothing', async () => {
    const body = { ...saveBody(), previewImage: '/objects/uploads/someone-elses-photo.webp' };
    const { token } = saveDesignResponseSchema.parse((await save(body)).json());
    const design = designSchema.parse((await t.app.inject({ method: 'GET', url: `/api/designs/${token}` })).json());
    expect(design.previewImage).toBe(previewUrl);
    const foreign = await save({ ...saveBody(), productHandle: t.app.catalog.list('Mugs')[0]!.handle });
    expect(foreign.statusCode).toBe(400);
  });

  it('renders /d/<token> with the preview as its 1200x630 link image, kept out of the index', async () => {
    const { token } = saveDesignResponseSchema.parse((await save(saveBody())).json());
    const page = await t.app.inject({ method: 'GET', url: `/d/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<meta property="og:image" content="https://shop.example.in/og/d/${token}.jpg">`);
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    const image = await t.app.inject({ method: 'GET', url: `/og/d/${token}.jpg` });
    expect(image.headers['content-type']).toBe('image/jpeg');
    const info = await sharp(image.rawPayload).metadata();
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
    expect(image.rawPayload.length).toBeLessThan(OG_IMAGE_MAX_BYTES);
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('keeps the link image of a design drawn from a shopper’s photo private and out of the index (issue 39)', async () => {
    const mug = t.app.catalog.list('Mugs')[0]!;
    const photo = await sharp({ create: { width: 96, height: 72, channels: 3, background: '#2e86c1' } })
      .png()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/products/upload-user-image',
      payload: { imageBase64: photo.toString('base64') },
    });
    const userImageUrl = uploaded.json<{ imageUrl: string }>().imageUrl;
    const request = { productImageUrl: mug.images[0]!.url, userImageUrl, caption: 'Best Dad' };
    const drawn = await t.app.inject({ method: 'POST', url: '/api/products/customize/mug', payload: request });
    expect(drawn.statusCode).toBe(200);
    const saved = await save(
      {
        productHandle: mug.handle,
        variantId: mug.variants[0]!.id,
        preview: { kind: 'mug', request },
        fields: { line1: 'Best Dad', userImageUrl },
        prompt: '',
      },
      '10.0.0.9',
    );
    const { token } = saveDesignResponseSchema.parse(saved.json());
    const page = await t.app.inject({ method: 'GET', url: `/d/${token}` });
    expect(page.body).toContain(`<meta property="og:image" content="https://shop.example.in/og/d/${token}.jpg">`);
    const image = await t.app.inject({ method: 'GET', url: `/og/d/${token}.jpg` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('private, max-age=86400');
    expect(image.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('answers an unknown or malformed token with the clear message and a 404, and writes nothing', async () => {
    const before = await countDesigns();
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', '..%2F..%2Fetc', "x'or'1'='1"]) {
      const api = await t.app.inject({ method: 'GET', url: `/api/designs/${token}` });
      expect(api.statusCode, token).toBe(404);
      expect(api.json<{ error: string }>().error).toBe(DESIGN_GONE_MESSAGE);
      const page = await t.app.inject({ method: 'GET', url: `/d/${token}`, headers: { accept: 'text/html' } });
      expect(page.statusCode, token).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/og/d/${token}.jpg` })).statusCode).toBe(404);
    }
    const after = await countDesigns();
    expect(after).toBe(before);
  });

  it('expires an unbought design after the retention days, keeps an ordered one for ever, and sweeps', async () => {
    const { token: unbought } = saveDesignResponseSchema.parse((await save(saveBody())).json());
    // A design of its own preview, then ordered: the order line carries that preview.
    const ownBody = { ...previewBody(), name: 'Ordered' };
    const ownPreview =
      previewResponseSchema.parse(
        (await t.app.inject({ method: 'POST', url: '/api/products/customize/nameplate', payload: ownBody })).json(),
      ).imageUrl ?? '';
    const { token: bought } = saveDesignResponseSchema.parse((await save(saveBody(ownBody))).json());
    await placeTestOrder(
      t.app,
      { fullName: 'Asha Rao', mobile: '9876543210' },
      { customization: { name: 'Ordered', houseNumber: 'B-12', font: 'Cinzel', previewImage: ownPreview } },
    );
    await t.app.db.execute(
      sql`update designs set created_at = now() - interval '31 days' where token in (${unbought}, ${bought})`,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/designs/${unbought}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/d/${unbought}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/designs/${bought}` })).statusCode).toBe(200);
    expect(await sweepExpiredDesigns(t.app.db)).toBe(1);
    const left = rowsOf<{ token: string }>(
      await t.app.db.execute(sql`select token from designs where token in (${unbought}, ${bought})`),
    );
    expect(left.map((r) => r.token)).toEqual([bought]);
  });

  it('rate-limits design saves per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= DESIGN_SAVES_PER_MINUTE; i++) codes.push((await save(saveBody(), '10.9.9.9')).statusCode);
    expect(codes.slice(0, DESIGN_SAVES_PER_MINUTE).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await save(saveBody(), '10.9.9.10')).statusCode).toBe(200);
  });
});
