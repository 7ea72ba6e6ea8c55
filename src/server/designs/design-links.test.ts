import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designSchema, saveDesignResponseSchema } from '../../contracts/designs';
import type { DesignInput } from '../../contracts/personalisation-design';
import { DESIGN_PREVIEW_PATH } from '../../contracts/personalisation-routes';
import { previewResponseSchema } from '../../contracts/previews';
import type { Product } from '../../contracts/products';
import { saveDesign as saveProductDesign } from '../personalisation/design-store';
import { buildTestApp, type TestApp } from '../testing/test-app';

const SHELL = `<!doctype html><html lang="en-IN"><head><title>Kaarigar</title></head><body><div id="root"></div></body></html>`;
const PHOTO_NAME_MUG: DesignInput = {
  slots: [
    { id: 'photo', kind: 'photo', x: 0.05, y: 0.05, width: 0.9, height: 0.65 },
    { id: 'name', kind: 'text', x: 0.05, y: 0.75, width: 0.9, height: 0.2 },
  ],
  fields: [
    { kind: 'photo', id: 'photo', label: { en: 'Photo', hi: 'फ़ोटो' }, slot: 'photo', crop: 'circle' },
    { kind: 'text', id: 'name', label: { en: 'Name', hi: 'नाम' }, slot: 'name', maxChars: 20, required: true },
  ],
};

/**
 * Issue 41: a product's own design is shared as the seed's previews are (issue 29): a /d/ link
 * saved from the very preview the server drew, its values checked again and kept as the server
 * checked them, the photo and the preview drawn from it reached only through signed links, the
 * page and its picture kept out of search indexes and shared caches.
 */
describe("sharing a product's own design", () => {
  let t: TestApp;
  let clientDir: string;
  let mug: Product;
  let version: number;
  let photoUrl: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'kg-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), SHELL);
    t = await buildTestApp({ name: 'pglite' }, { PUBLIC_URL: 'https://shop.example.in' }, { clientDir });
    mug = t.app.catalog.list('Mugs')[0]!;
    version = (await saveProductDesign(t.app.db, mug.id, PHOTO_NAME_MUG)).version;
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#2e86c1' } })
      .png()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/products/upload-user-image',
      payload: { imageBase64: photo.toString('base64') },
    });
    photoUrl = uploaded.json<{ imageUrl: string }>().imageUrl;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const request = (fields: Record<string, string>) => ({
    handle: mug.handle,
    designVersion: version,
    fields,
    productImageUrl: mug.images[0]!.url,
  });
  const share = (preview: object, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/designs',
      payload: {
        productHandle: mug.handle,
        variantId: mug.variants[0]!.id,
        preview,
        // What the category's sheet would send: a design's link never keeps it.
        fields: { name: 'Someone else', userImageUrl: '' },
        prompt: '',
        ...extra,
      },
    });

  it('saves the link from the preview the server drew, and reopens it with the checked values', async () => {
    const values = { photo: photoUrl, name: 'அன்பு' };
    const drawn = await t.app.inject({ method: 'POST', url: DESIGN_PREVIEW_PATH, payload: request(values) });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const previewUrl = previewResponseSchema.parse(drawn.json()).imageUrl!;
    expect(previewUrl).toMatch(/^\/objects\/ai-generated\/photo-/);

    const saved = await share({ kind: 'design', request: request(values) });
    expect(saved.statusCode, saved.body).toBe(200);
    const { token, path } = saveDesignResponseSchema.parse(saved.json());
    expect(path).toBe(`/d/${token}`);

    const read = await t.app.inject({ method: 'GET', url: `/api/designs/${token}` });
    expect(read.statusCode).toBe(200);
    const design = designSchema.parse(read.json());
    expect(design.design?.version).toBe(version);
    expect(design.design?.values.name).toBe('அன்பு');
    // The category's fields the browser sent are not kept: the design's values are the piece.
    expect(design.fields.name).toBe('');
    // The photo and the preview drawn from it: signed, short-lived links, never the bare paths.
    const [photoPath] = photoUrl.split('?');
    expect(design.design?.values.photo).toMatch(new RegExp(`^${photoPath!}\\?e=\\d+&s=[\\w-]+$`));
    expect(design.previewImage).toMatch(/^\/objects\/ai-generated\/photo-[0-9a-f]{40}\.webp\?e=\d+&s=[\w-]+$/);
    expect((await t.app.inject({ method: 'GET', url: photoPath! })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ method: 'GET', url: design.design!.values.photo! })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: previewUrl })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ method: 'GET', url: design.previewImage })).statusCode).toBe(200);

    // The page and its link picture: out of the index, the picture in no shared cache.
    const page = await t.app.inject({ method: 'GET', url: `/d/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).not.toContain('அன்பு');
    expect(page.body).not.toContain(photoPath!);
    const image = await t.app.inject({ method: 'GET', url: `/og/d/${token}.jpg` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('private, max-age=86400');
    expect(image.headers['x-robots-tag']).toBe('noindex, nofollow');
  }, 120_000);

  it('refuses a link for values that were never drawn, another product, or values the design refuses', async () => {
    const never = await share({ kind: 'design', request: request({ photo: photoUrl, name: 'Never drawn' }) });
    expect(never.statusCode).toBe(400);
    expect(never.json<{ error: string }>().error).toBe('Generate a preview of this design before sharing it');

    const other = t.app.catalog.list('Mugs')[1] ?? t.app.catalog.list('Nameplates')[0]!;
    const elsewhere = await share(
      { kind: 'design', request: request({ photo: photoUrl, name: 'அன்பு' }) },
      { productHandle: other.handle, variantId: other.variants[0]!.id },
    );
    expect(elsewhere.statusCode).toBe(400);

    const tooLong = await share({ kind: 'design', request: request({ photo: photoUrl, name: 'A'.repeat(21) }) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ issues: [{ path: 'customization.fields.name' }] });

    const notOurs = await share({
      kind: 'design',
      request: request({ photo: '/objects/uploads/neveruploaded.webp', name: 'அன்பு' }),
    });
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json()).toMatchObject({ issues: [{ path: 'customization.fields.photo' }] });
  }, 120_000);
});
