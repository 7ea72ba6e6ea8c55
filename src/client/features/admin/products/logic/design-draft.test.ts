import { describe, expect, it } from 'vitest';
import { STARTER_DESIGNS } from '../../../../../contracts/personalisation-starters';
import { BLANK_DRAFT, draftOf, draftProblems, editDraft, inputOf } from './design-draft';
import { dateOnPiece, sampleValue } from './design-samples';

const nameMug = STARTER_DESIGNS.find((s) => s.key === 'name-mug')!.design;

describe("the studio's working copy of a design", () => {
  it('fills in the defaults a starter leaves out, and sends back a design the contract takes', () => {
    const draft = draftOf(nameMug);
    expect(draft.fields[0]?.field).toMatchObject({ id: 'name', minChars: 0, scripts: 'any', case: 'as-typed' });
    expect(draftProblems(draft)).toEqual({});
    expect(inputOf(draft).fields.map((f) => f.id)).toEqual(['name', 'font', 'addDate', 'date']);
  });

  it('carries a renamed choice to the conditions on it and a renamed slot to its fields', () => {
    let draft = draftOf(nameMug);
    const addDate = draft.fields[2]!;
    draft = editDraft(draft, { type: 'edit', key: addDate.key, field: { ...addDate.field, id: 'withDate' } });
    expect(draft.fields[3]?.field.showWhen).toEqual({ field: 'withDate', value: 'yes' });
    const slot = draft.slots[1]!;
    draft = editDraft(draft, { type: 'edit-slot', key: slot.key, slot: { ...slot.slot, id: 'when' } });
    expect(draft.fields[3]?.field).toMatchObject({ slot: 'when' });
    expect(draftProblems(draft)).toEqual({});
  });

  it('adds fields with free ids in a slot that fits, and names what a blank design lacks', () => {
    expect(draftProblems(BLANK_DRAFT)).toEqual({ fields: 'A design needs at least one field' });
    let draft = editDraft(BLANK_DRAFT, { type: 'add', kind: 'text' });
    draft = editDraft(draft, { type: 'add', kind: 'text' });
    draft = editDraft(draft, { type: 'add', kind: 'photo' });
    expect(draft.fields.map((f) => f.field.id)).toEqual(['text1', 'text2', 'photo1']);
    expect(draft.fields[0]?.field).toMatchObject({ slot: 'main', label: { en: 'Text line 1', hi: '' } });
    expect(draftProblems(draft)).toMatchObject({
      'fields.0.label.hi': 'A field needs a Hindi name',
      'fields.2.slot': 'An id is a letter then letters or digits',
    });
    expect(editDraft(draft, { type: 'move', key: draft.fields[0]!.key, by: -1 })).toBe(draft);
  });

  it('words the refusals zod/mini leaves as "Invalid input"', () => {
    const draft = draftOf(nameMug);
    const name = draft.fields[0]!;
    if (name.field.kind !== 'text') throw new Error('the name mug starts with a text line');
    const over = editDraft(draft, { type: 'edit', key: name.key, field: { ...name.field, maxChars: 500 } });
    expect(draftProblems(over)).toEqual({ 'fields.0.maxChars': 'At most 200' });
  });

  it('words them the same once something in the page has loaded zod’s English messages', async () => {
    const { z } = await import('zod');
    z.config(z.locales.en());
    try {
      const draft = draftOf(nameMug);
      const name = draft.fields[0]!;
      if (name.field.kind !== 'text') throw new Error('the name mug starts with a text line');
      const over = editDraft(draft, { type: 'edit', key: name.key, field: { ...name.field, maxChars: 500 } });
      expect(draftProblems(over)).toEqual({ 'fields.0.maxChars': 'At most 200' });
    } finally {
      z.config({ localeError: undefined });
    }
  });
});

describe('the preview of the shopper sheet', () => {
  it('prints a date in the format the design names', () => {
    expect(dateOnPiece('2026-12-12', 'd MMM yyyy')).toBe('12 Dec 2026');
    expect(dateOnPiece('2026-03-05', 'dd.MM.yyyy')).toBe('05.03.2026');
    expect(dateOnPiece('2026-12-12', 'hindi-numerals')).toBe('१२.१२.२०२६');
  });

  it('fills text in either script, cut to the limit', () => {
    const [name] = draftOf(nameMug).fields;
    if (name?.field.kind !== 'text') throw new Error('the name mug starts with a text line');
    expect(sampleValue(name.field, 'hi', 1)).toBe('रवि');
    expect(sampleValue({ ...name.field, maxChars: 2 }, 'en', 0)).toBe('As');
  });
});
