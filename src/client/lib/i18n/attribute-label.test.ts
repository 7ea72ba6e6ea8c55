import { describe, expect, it } from 'vitest';
import { personalisationLabel } from './attribute-label';
import { en } from './en';
import { hi } from './hi';

describe('a personalisation’s name as the order keeps it', () => {
  it('is in the shopper’s language, with the sheet’s own words', () => {
    expect(['Name', 'House number', 'Font', 'AI prompt'].map((k) => personalisationLabel(en, k))).toEqual([
      'Name',
      'House number',
      'Font',
      'Your idea',
    ]);
    expect(personalisationLabel(hi, 'House number')).toBe(hi.sheet.houseNumber);
    expect(personalisationLabel(hi, 'House number')).toMatch(/^[\u0900-\u097F\s]+$/u);
    expect(personalisationLabel(hi, 'Colour')).toBe(hi.sheet.textColour);
  });

  it('stays as it is when the shop named it (a Shopify line property)', () => {
    expect(personalisationLabel(hi, 'Engraving side')).toBe('Engraving side');
  });
});
