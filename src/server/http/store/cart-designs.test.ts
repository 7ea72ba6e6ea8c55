import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '../../../contracts/cart';
import { errorResponseSchema } from '../../../contracts/errors';
import { STARTER_DESIGNS } from '../../../contracts/personalisation-starters';
import type { Product } from '../../../contracts/products';
import { saveDesign } from '../../personalisation/design-store';
import { cartLines } from '../../platform/db/schema';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

/** Issue 41 item 4: a cart line's personalisation against the product's design, on the server. */
describe.each(testBackends)('cart lines against the design on $name', (backend) => {
  let t: TestApp;
  let mug: Product;
  let board: Product;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    mug = t.app.catalog.list('Mugs')[0]!;
    board = t.app.catalog.list('Nameplates')[0]!;
    // The owner makes the first mug a name mug: version 2 after the seed's photo form.
    await saveDesign(t.app.db, mug.id, STARTER_DESIGNS.find((s) => s.key === 'name-mug')!.design);
  });
  afterAll(async () => t?.close());

  const add = (product: Product, customization: Record<string, unknown>, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: cookie ? { cookie } : {},
      payload: {
        product: { id: product.id, selectedVariantId: product.variants[0]!.id },
        customization,
        quantity: 1,
        clientItemId: `item-${Math.random()}`,
      },
    });
  const attributesOf = (body: unknown) =>
    Object.fromEntries(cartResponseSchema.parse(body).cart!.lines[0]!.attributes.map((a) => [a.key, a.value]));
  const storedLines = async () => (await t.app.db.select({ n: count() }).from(cartLines))[0]!.n;

  it('keeps a Tamil name and a date with the design version they were made with', async () => {
    const res = await add(mug, { fields: { name: 'கவின்', font: 'script', addDate: 'yes', date: '2099-12-12' } });
    expect(res.statusCode).toBe(200);
    const attrs = attributesOf(res.json());
    expect(attrs).toMatchObject({
      _design: '2',
      Name: 'கவின்',
      Font: 'Script',
      'Add a date?': 'Yes',
      // As the piece writes it (the name mug's format); the values keep the date as typed.
      Date: '12 Dec 2099',
    });
    expect(JSON.parse(attrs._fields!)).toEqual({ name: 'கவின்', font: 'script', addDate: 'yes', date: '2099-12-12' });
  });

  it('refuses a value over its limit at the field, storing nothing', async () => {
    const before = await storedLines();
    const res = await add(board, { fields: { name: 'A'.repeat(21) } });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json())).toMatchObject({
      error: 'Name must be at most 20 characters',
      issues: [{ path: 'customization.fields.name' }],
    });
    expect(await storedLines()).toBe(before);
  });

  it('refuses a field the design does not have and a choice value it does not offer, in Hindi too', async () => {
    const unknown = await add(mug, { fields: { name: 'Asha', colour: '#000000' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ issues: [{ path: 'customization.fields.colour' }] });
    const choice = await add(mug, { fields: { name: 'Asha', font: 'bold' } }, 'kaarigar_lang=hi');
    expect(choice.statusCode).toBe(400);
    expect(choice.json()).toMatchObject({
      error: 'अक्षरों की शैली में “bold” नाम का कोई विकल्प नहीं है',
      issues: [{ path: 'customization.fields.font' }],
    });
  });

  it('checks a line of the version the sheet showed after the owner saved a new one', async () => {
    // Version 1 is the seed's photo form: a caption is one of its fields, a name is not.
    const old = await add(mug, { designVersion: 1, fields: { line1: 'Best dad' } });
    expect(old.statusCode).toBe(200);
    expect(attributesOf(old.json())).toMatchObject({ _design: '1', Caption: 'Best dad' });
    expect((await add(mug, { designVersion: 1, fields: { name: 'Asha' } })).statusCode).toBe(400);
    expect((await add(mug, { designVersion: 9, fields: {} })).statusCode).toBe(400);
  });

  it("keeps the seed's lines as the spec sends them, now naming their design", async () => {
    const res = await add(board, { name: 'Sharma Niwas', houseNumber: 'B-12', font: 'Georgia' });
    expect(res.statusCode).toBe(200);
    expect(attributesOf(res.json())).toMatchObject({ Name: 'Sharma Niwas', 'House number': 'B-12', _design: '1' });
  });
});
