import { describe, expect, it } from 'vitest';
import { seedProducts } from '../../seed/catalogue';
import { catalogueText } from './catalogue-words';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the catalogue the shop starts with, in Hindi (issue 45.7)', () => {
  it('says every option name and value of the seed in Hindi', () => {
    for (const p of seedProducts) {
      for (const option of p.options) {
        expect(catalogueText('hi', option.name), option.name).toMatch(DEVANAGARI);
        for (const value of option.values) {
          // Paper sizes are names in every language.
          if (/^A\d$/.test(value)) continue;
          expect(catalogueText('hi', value), value).toMatch(DEVANAGARI);
        }
      }
    }
  });

  it('reads a variant title part by part, and leaves the owner’s own words as typed', () => {
    expect(catalogueText('hi', 'Sheesham / 12 x 8 in / With House Number')).toBe('शीशम / 12 x 8 इंच / मकान नंबर के साथ');
    expect(catalogueText('hi', '11oz / White')).toBe('11 औंस / सफ़ेद');
    expect(catalogueText('hi', 'Rosewood / A4')).toBe('Rosewood / A4');
    expect(catalogueText('en', 'Sheesham / 12 x 8 in')).toBe('Sheesham / 12 x 8 in');
  });
});
