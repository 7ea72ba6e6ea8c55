import { describe, expect, it } from 'vitest';
import { designInputSchema, MAX_DESIGN_FIELDS, type DesignInput } from './personalisation-design';
import { SEED_BOARD_DESIGN, SEED_KIDS_DESIGN, SEED_MUG_DESIGN, STARTER_DESIGNS } from './personalisation-starters';

const nameMug: DesignInput = {
  slots: [{ id: 'name', kind: 'text', x: 0.1, y: 0.1, width: 0.8, height: 0.4 }],
  fields: [{ kind: 'text', id: 'name', label: { en: 'Name', hi: 'नाम' }, slot: 'name', maxChars: 20 }],
};

/** The messages the studio shows for a design, by where they point. */
const refusals = (design: unknown) => {
  const result = designInputSchema.safeParse(design);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a personalisation design', () => {
  it('accepts a name mug and fills in the defaults', () => {
    const parsed = designInputSchema.parse(nameMug);
    expect(parsed.fields[0]).toMatchObject({ required: false, minChars: 0, scripts: 'any', case: 'as-typed' });
    expect(parsed.fields[0]).toMatchObject({ fit: { lines: 1, minLetterMm: 4 } });
  });

  it('accepts every seed and starting design', () => {
    for (const design of [
      SEED_MUG_DESIGN,
      SEED_BOARD_DESIGN,
      SEED_KIDS_DESIGN,
      ...STARTER_DESIGNS.map((s) => s.design),
    ])
      expect(refusals(design)).toEqual([]);
  });

  it('reproduces the spec limits in the seed designs', () => {
    const max = (d: DesignInput, id: string) => d.fields.find((f) => f.id === id) as { maxChars: number };
    expect(max(SEED_BOARD_DESIGN, 'name').maxChars).toBe(20);
    expect(max(SEED_BOARD_DESIGN, 'houseNumber').maxChars).toBe(10);
    expect(max(SEED_KIDS_DESIGN, 'name').maxChars).toBe(12);
  });

  it('refuses a design with no fields', () => {
    expect(refusals({ slots: [], fields: [] })).toEqual(['fields: A design needs at least one field']);
  });

  it(`refuses more than ${MAX_DESIGN_FIELDS} fields, naming the limit`, () => {
    const fields = Array.from({ length: MAX_DESIGN_FIELDS + 1 }, (_, i) => ({
      kind: 'text',
      id: `line${i}`,
      label: { en: `Line ${i}`, hi: `पंक्ति ${i}` },
      slot: 'name',
      maxChars: 5,
    }));
    expect(refusals({ slots: nameMug.slots, fields })).toEqual([
      `fields: A design has at most ${MAX_DESIGN_FIELDS} fields`,
    ]);
    expect(refusals({ slots: nameMug.slots, fields: fields.slice(0, MAX_DESIGN_FIELDS) })).toEqual([]);
  });

  it('refuses a slot outside the print area, naming the slot', () => {
    const slots = [{ id: 'name', kind: 'text', x: 0.5, y: 0.1, width: 0.6, height: 0.4 }];
    expect(refusals({ ...nameMug, slots })).toEqual(['slots.0: Slot name reaches outside the print area']);
  });

  it('refuses max below min, naming the field', () => {
    const fields = [{ ...nameMug.fields[0], minChars: 10, maxChars: 5 }];
    expect(refusals({ ...nameMug, fields })).toEqual([
      'fields.0.maxChars: "Name" (name): the most characters (5) is below the least (10)',
    ]);
  });

  it('refuses a condition on a field that does not exist', () => {
    const fields = [{ ...nameMug.fields[0], showWhen: { field: 'addName', value: 'yes' } }];
    expect(refusals({ ...nameMug, fields })).toEqual([
      'fields.0.showWhen: "Name" (name) is shown when addName is set, but there is no field addName',
    ]);
  });

  it('refuses a condition on a value the choice does not have, and on a choice below it', () => {
    const choice = {
      kind: 'choice',
      id: 'addName',
      label: { en: 'Add a name?', hi: 'नाम जोड़ें?' },
      changes: 'option',
      values: [{ value: 'yes', name: { en: 'Yes', hi: 'हाँ' }, sets: 'name' }],
    };
    const wrongValue = [choice, { ...nameMug.fields[0], showWhen: { field: 'addName', value: 'no' } }];
    expect(refusals({ ...nameMug, fields: wrongValue })).toEqual([
      'fields.1.showWhen: "Name" (name) depends on addName being no, which is not one of its values',
    ]);
    const below = [{ ...nameMug.fields[0], showWhen: { field: 'addName', value: 'yes' } }, choice];
    expect(refusals({ ...nameMug, fields: below })).toEqual([
      'fields.0.showWhen: "Name" (name) depends on addName, which comes after it',
    ]);
  });

  it('refuses a choice without values', () => {
    const fields = [
      ...nameMug.fields,
      { kind: 'choice', id: 'font', label: { en: 'Font', hi: 'फ़ॉन्ट' }, changes: 'font', values: [] },
    ];
    expect(refusals({ ...nameMug, fields })).toEqual(['fields.1.values: "Font" (font) has no values to choose from']);
  });

  it('refuses a field in a slot it does not have or of the wrong kind', () => {
    const missing = [{ ...nameMug.fields[0], slot: 'date' }];
    expect(refusals({ ...nameMug, fields: missing })).toEqual([
      'fields.0.slot: "Name" (name) goes in slot date, which the design does not have',
    ]);
    const photo = [{ kind: 'photo', id: 'photo', label: { en: 'Photo', hi: 'फ़ोटो' }, slot: 'name' }];
    expect(refusals({ ...nameMug, fields: photo })).toEqual([
      'fields.0.slot: "Photo" (photo) needs a photo slot; name is a text slot',
    ]);
  });

  it('refuses two fields with one id, and a pattern that is no regular expression', () => {
    const fields = [
      nameMug.fields[0],
      { kind: 'number', id: 'name', label: { en: 'No.', hi: 'नं.' }, slot: 'name', maxChars: 4, pattern: '[0-9' },
    ];
    expect(refusals({ ...nameMug, fields })).toEqual([
      'fields.1.id: Two fields are called name',
      'fields.1.pattern: "No." (name): the pattern is not a regular expression',
    ]);
  });

  it('refuses a field without a Hindi name', () => {
    const fields = [{ ...nameMug.fields[0], label: { en: 'Name', hi: ' ' } }];
    expect(refusals({ ...nameMug, fields })).toEqual(['fields.0.label.hi: A field needs a Hindi name']);
  });
});
