import { describe, expect, it } from 'vitest';
import { designInputSchema } from './personalisation-design';
import { checkPersonalisation } from './personalisation-values';
import { SEED_BOARD_DESIGN, SEED_MUG_DESIGN, STARTER_DESIGNS } from './personalisation-starters';

const design = (key: string) => designInputSchema.parse(STARTER_DESIGNS.find((s) => s.key === key)!.design);
const TODAY = '2026-11-28';
const check = (key: string, values: Record<string, string>) => checkPersonalisation(design(key), values, TODAY);

describe("a shopper's values against the design", () => {
  it('keeps a Tamil name with a date when the date was asked for', () => {
    expect(check('name-mug', { name: 'கவின்', font: 'script', addDate: 'yes', date: '2026-12-12' })).toEqual({
      ok: true,
      values: { name: 'கவின்', font: 'script', addDate: 'yes', date: '2026-12-12' },
    });
  });

  it('drops a date the condition hides', () => {
    expect(check('name-mug', { name: 'Asha', addDate: 'no', date: '2026-12-12' })).toEqual({
      ok: true,
      values: { name: 'Asha', addDate: 'no' },
    });
  });

  it('refuses a field the design does not have, naming it in English and Hindi', () => {
    expect(check('name-mug', { name: 'Asha', colour: '#000000' })).toEqual({
      ok: false,
      problem: {
        field: 'colour',
        message: { en: 'This piece has no field “colour”', hi: 'इस पीस में “colour” नाम का कोई खाना नहीं है' },
      },
    });
  });

  it('refuses a value over its limit and a missing required one', () => {
    const over = check('name-mug', { name: 'A'.repeat(21) });
    expect(over).toMatchObject({
      ok: false,
      problem: { field: 'name', message: { en: 'Name must be at most 20 characters' } },
    });
    expect(check('name-mug', {})).toMatchObject({
      ok: false,
      problem: { field: 'name', message: { en: 'Please fill in Name', hi: 'कृपया नाम भरें' } },
    });
  });

  it('refuses a choice value that does not exist', () => {
    expect(check('name-mug', { name: 'Asha', font: 'bold' })).toMatchObject({
      ok: false,
      problem: { field: 'font', message: { en: 'Font has no choice “bold”' } },
    });
  });

  it('refuses a date that is no day, and one in the past where the design says future', () => {
    const future = designInputSchema.parse({
      ...STARTER_DESIGNS[0]!.design,
      fields: STARTER_DESIGNS[0]!.design.fields.map((f) => (f.kind === 'date' ? { ...f, when: 'future' } : f)),
    });
    expect(checkPersonalisation(future, { name: 'Asha', addDate: 'yes', date: '2026-02-30' }, TODAY)).toMatchObject({
      ok: false,
      problem: { field: 'date', message: { en: 'Date must be a date' } },
    });
    expect(checkPersonalisation(future, { name: 'Asha', addDate: 'yes', date: '2026-11-27' }, TODAY)).toMatchObject({
      ok: false,
      problem: { field: 'date', message: { en: 'Date cannot be in the past', hi: 'तारीख़ बीती हुई तारीख़ नहीं हो सकती' } },
    });
    expect(checkPersonalisation(future, { name: 'Asha', addDate: 'yes', date: TODAY }, TODAY).ok).toBe(true);
  });

  it('refuses a letter outside the scripts a field allows', () => {
    expect(check('bilingual-board', { name: 'आशा', localName: 'आशा' })).toMatchObject({
      ok: false,
      problem: { field: 'name', message: { en: 'Name in English can be written in Latin only; “आ” is not' } },
    });
    expect(check('bilingual-board', { name: 'Asha 2', localName: 'ஆஷா' }).ok).toBe(true);
  });

  it('refuses a house number outside its pattern', () => {
    expect(check('house-board', { name: 'Sharma', houseNumber: 'B-12' }).ok).toBe(true);
    expect(check('house-board', { name: 'Sharma', houseNumber: 'B_12' })).toMatchObject({
      ok: false,
      problem: { field: 'houseNumber' },
    });
  });

  it('takes a photo only from our own uploads, and a style the mug offers', () => {
    const mug = designInputSchema.parse(SEED_MUG_DESIGN);
    expect(
      checkPersonalisation(mug, { userImageUrl: '/objects/uploads/abcdefgh12.webp', style: 'pixar' }, TODAY).ok,
    ).toBe(true);
    expect(checkPersonalisation(mug, { userImageUrl: 'http://169.254.169.254/x.png' }, TODAY)).toMatchObject({
      ok: false,
      problem: { field: 'userImageUrl' },
    });
    expect(checkPersonalisation(mug, { style: 'anime' }, TODAY)).toMatchObject({
      ok: false,
      problem: { field: 'style' },
    });
  });

  it("counts the seed board's limits as the spec does", () => {
    const board = designInputSchema.parse(SEED_BOARD_DESIGN);
    expect(checkPersonalisation(board, { name: 'A'.repeat(20), houseNumber: '1'.repeat(10) }, TODAY).ok).toBe(true);
    expect(checkPersonalisation(board, { houseNumber: '1'.repeat(11) }, TODAY)).toMatchObject({
      ok: false,
      problem: { field: 'houseNumber', message: { en: 'House number must be at most 10 characters' } },
    });
  });
});
