import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioDesignPreviewPath } from '../../../contracts/admin-designs';
import { errorResponseSchema } from '../../../contracts/errors';
import { STARTER_DESIGNS } from '../../../contracts/personalisation-starters';
import { previewResponseSchema } from '../../../contracts/previews';
import type { Product } from '../../../contracts/products';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { buildTestApp, type TestApp } from '../../testing/test-app';

const couple = STARTER_DESIGNS.find((s) => s.key === 'couple-mug')!.design;
const latin = { firstName: 'Asha', secondName: 'Ravi', date: '2099-12-12', font: 'serif' };
const devanagari = { firstName: 'आशा', secondName: 'रवि', date: '2099-12-12', font: 'serif' };

/**
 * Issue 41 item 6: the studio's editor asks the server for the real preview of the design being
 * edited (saved or not), drawn on the product's own photo with sample values in two scripts,
 * owner only, checked as a save and a cart line are, counted with the shoppers' previews.
 */
describe("the studio's preview of a design on the product's own photo", () => {
  let t: TestApp;
  let owner: StaffSession;
  let maker: StaffSession;
  let mug: Product;
  let imageId: string;
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' }, { PREVIEW_RATE_LIMIT: 8 });
    owner = await signInAs(t.app, 'preview-owner', 'owner');
    maker = await signInAs(t.app, 'preview-maker', 'maker');
    mug = t.app.catalog.list('Mugs')[0]!;
    imageId = t.app.catalog.findImageByUrl(mug.images[0]!.url)!.key;
  });
  afterAll(async () => t?.close());

  const draw = (s: StaffSession, payload: Record<string, unknown>, id = mug.id) =>
    t.app.inject({ method: 'POST', url: studioDesignPreviewPath(id), headers: s.headers, payload });

  it('draws an unsaved design in Latin and in Devanagari: two images, and the product keeps its design', async () => {
    const urls: string[] = [];
    for (const fields of [latin, devanagari]) {
      const res = await draw(owner, { design: couple, fields, imageId });
      expect(res.statusCode, res.body).toBe(200);
      const { imageUrl } = previewResponseSchema.parse(res.json());
      expect(imageUrl).toMatch(/^\/objects\/ai-generated\/[0-9a-f]+\.webp/);
      const image = await t.app.inject({ method: 'GET', url: imageUrl! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      urls.push(imageUrl!);
    }
    expect(urls[0]).not.toBe(urls[1]);
    // Nothing was saved: the seed mug still takes its photo form.
    const kept = await t.app.inject({ method: 'GET', url: `/api/products/${mug.handle}/design` });
    expect(kept.json()).toEqual({ design: null });
  });

  it('is the owner’s alone', async () => {
    expect((await draw(maker, { design: couple, fields: latin, imageId })).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: studioDesignPreviewPath(mug.id),
      payload: { design: couple, fields: latin, imageId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a design the studio would refuse, a value over its limit, and a photo of another product', async () => {
    const first = couple.fields[0]!;
    const bad = await draw(owner, {
      design: { ...couple, fields: [{ ...first, minChars: 20 }, ...couple.fields.slice(1)] },
      fields: latin,
      imageId,
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('the most characters (15) is below the least (20)');

    const long = await draw(owner, { design: couple, fields: { ...latin, firstName: 'A'.repeat(16) }, imageId });
    expect(long.statusCode).toBe(400);
    const said = errorResponseSchema.parse(long.json());
    expect(said.issues?.[0]?.path).toBe('customization.fields.firstName');
    expect(said.error).toContain('15');

    const board = t.app.catalog.list('Nameplates')[0]!;
    const other = t.app.catalog.findImageByUrl(board.images[0]!.url)!.key;
    const elsewhere = await draw(owner, { design: couple, fields: latin, imageId: other });
    expect(elsewhere.statusCode).toBe(400);
    expect(errorResponseSchema.parse(elsewhere.json()).error).toBe("Choose one of this product's photos");
  });

  it("counts in the shoppers' preview bucket: past the limit, 429", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i++)
      codes.push((await draw(owner, { design: couple, fields: { ...latin, firstName: `N${i}` }, imageId })).statusCode);
    expect(codes).toContain(429);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/products/customize/nameplate',
      payload: { name: 'Sharma', productImageUrl: t.app.catalog.list('Nameplates')[0]!.images[0]!.url },
    });
    expect(after.statusCode).toBe(429);
  });
});
