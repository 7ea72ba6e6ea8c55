import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STARTER_DESIGNS } from '../../contracts/personalisation-starters';
import { SEED_HANDLES } from '../catalog/seed-catalogue';
import { products } from '../platform/db/schema';
import { loadPgliteTemplate } from '../testing/database-templates';
import { borrowPgliteDatabase, type LentDatabase } from '../testing/pglite-engines';
import { designOf, saveDesign, seedDesignsIfMissing } from './design-store';

describe("a product's personalisation designs", () => {
  let lent: LentDatabase;
  beforeAll(async () => {
    lent = await borrowPgliteDatabase(await loadPgliteTemplate(inject('pgliteTemplateFile')));
  });
  afterAll(() => lent.giveBack());

  const BOARD = 'sheesham-wood-house-name-board';
  const productId = async (handle: string) =>
    (await lent.handle.db.select({ id: products.id }).from(products).where(eq(products.handle, handle)))[0]!.id;

  it("gives the seed's products their category's form as version 1, once", async () => {
    const db = lent.handle.db;
    await seedDesignsIfMissing(db, SEED_HANDLES);
    expect(await seedDesignsIfMissing(db, SEED_HANDLES)).toBe(0);
    const board = await designOf(db, BOARD);
    expect(board?.version).toBe(1);
    expect(board?.fields.map((f) => [f.id, 'maxChars' in f ? f.maxChars : null])).toEqual([
      ['name', 20],
      ['houseNumber', 10],
      ['font', null],
      ['color', null],
    ]);
  });

  it('saves an edit as the next version and keeps the old one as it was', async () => {
    const db = lent.handle.db;
    const id = await productId(BOARD);
    const houseBoard = STARTER_DESIGNS.find((s) => s.key === 'bilingual-board')!.design;
    const saved = await saveDesign(db, id, houseBoard);
    expect(saved.version).toBe(2);
    expect((await designOf(db, BOARD))?.fields.map((f) => f.id)).toEqual([
      'name',
      'localName',
      'houseNumber',
      'font',
      'color',
    ]);
    expect((await designOf(db, BOARD, 1))?.fields.map((f) => f.id)).toEqual(['name', 'houseNumber', 'font', 'color']);
    expect(await designOf(db, BOARD, 3)).toBeNull();
  });

  it('refuses a design the contract refuses, at the field, and stores nothing', async () => {
    const db = lent.handle.db;
    const id = await productId(BOARD);
    await expect(saveDesign(db, id, { slots: [], fields: [] })).rejects.toMatchObject({
      code: 'invalid_input',
      message: 'A design needs at least one field',
      field: 'design.fields',
    });
    expect((await designOf(db, BOARD))?.version).toBe(2);
  });
});
