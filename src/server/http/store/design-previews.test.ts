import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../contracts/errors';
import { STARTER_DESIGNS } from '../../../contracts/personalisation-starters';
import { previewResponseSchema } from '../../../contracts/previews';
import type { Product } from '../../../contracts/products';
import { saveDesign } from '../../personalisation/design-store';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

/** Issue 41: the sheet reads a product's own design, and the server draws its values in their slots. */
describe.each(testBackends)("a product's own design in the shop on $name", (backend) => {
  let t: TestApp;
  let mug: Product;
  let board: Product;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    [mug, board] = [t.app.catalog.list('Mugs')[1]!, t.app.catalog.list('Nameplates')[0]!];
    await saveDesign(t.app.db, mug.id, STARTER_DESIGNS.find((s) => s.key === 'couple-mug')!.design);
  });
  afterAll(async () => t?.close());

  const designOf = (p: Product) => t.app.inject({ method: 'GET', url: `/api/products/${p.handle}/design` });
  const preview = (fields: Record<string, string>, extra: Record<string, unknown> = {}, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/products/customize/design',
      headers: cookie ? { cookie } : {},
      payload: { handle: mug.handle, designVersion: 2, fields, productImageUrl: mug.images[0]!.url, ...extra },
    });

  it("gives a seed product's sheet no design (its category form) and an owner's design in full", async () => {
    expect((await designOf(board)).json()).toEqual({ design: null });
    const res = await designOf(mug);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      design: { version: 2, fields: [{ id: 'firstName' }, { id: 'secondName' }, { id: 'date' }, { id: 'font' }] },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/products/no-such-thing/design' })).statusCode).toBe(404);
  });

  it('draws two names and a date on the product photo', async () => {
    const res = await preview({ firstName: 'Asha', secondName: 'கவின்', date: '2099-12-12', font: 'script' });
    expect(res.statusCode).toBe(200);
    expect(previewResponseSchema.parse(res.json()).imageUrl).toMatch(/^\/objects\/ai-generated\/[0-9a-f]+\.webp/);
  });

  it('refuses a value over its limit at the field, in Hindi for a Hindi shopper', async () => {
    const res = await preview(
      { firstName: 'A'.repeat(16), secondName: 'B', date: '2099-12-12' },
      {},
      'kaarigar_lang=hi',
    );
    expect(res.statusCode).toBe(400);
    const body = errorResponseSchema.parse(res.json());
    expect(body.issues?.[0]?.path).toBe('customization.fields.firstName');
    expect(body.error).toBe('पहला नाम में ज़्यादा से ज़्यादा 15 अक्षर हो सकते हैं');
  });

  it("refuses a version the product never had and another product's photo", async () => {
    expect(
      (await preview({ firstName: 'A', secondName: 'B', date: '2099-12-12' }, { designVersion: 9 })).statusCode,
    ).toBe(400);
    const other = await preview(
      { firstName: 'A', secondName: 'B', date: '2099-12-12' },
      { productImageUrl: board.images[0]!.url },
    );
    expect(other.statusCode).toBe(400);
  });
});
