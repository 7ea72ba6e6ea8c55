import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hi } from './hi';
import { reviewsEn } from './reviews-en';
import { reviewsHi } from './reviews-hi';
import { selectionDialogEn, selectionDialogHi } from './selection-dialog';

/** Every leaf of a dictionary by its path; a function is called with sample arguments. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return [[`${path}()`, String((value as (...a: unknown[]) => unknown)('X', 'Y'))]];
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  throw new Error(`${path} is neither a string, a function nor a section`);
}

describe('the shopper dictionaries', () => {
  it('have the same keys in English and Hindi', () => {
    expect(leaves(hi).map(([k]) => k)).toEqual(leaves(en).map(([k]) => k));
  });

  it('have no empty string in either language', () => {
    for (const [key, text] of [...leaves(en), ...leaves(hi)]) expect(text.trim(), key).not.toBe('');
  });

  it('write Hindi in Devanagari, not the English left in place', () => {
    // Names, codes and the brand may stay in Latin letters; a whole sentence may not.
    const untranslated = leaves(hi).filter(
      ([, text]) => !/[\u0900-\u097F]/.test(text) && /[a-z]{4,} [a-z]{3,}/i.test(text),
    );
    expect(untranslated).toEqual([]);
  });

  it('keep the spec strings in English character for character', () => {
    expect(en.cart.title(2)).toBe('Shopping Cart (2)');
    expect(en.addToCart['Processing...']).toBe('Processing...');
    expect(selectionDialogEn.stillNeed).toBe('Still need to select:');
    expect(selectionDialogEn.title).toBe('Complete Your Selection');
    expect(en.promise).toBe('Hand-finished after your approval • From 800+ Indian artists');
    expect(en.categories).toEqual({ Mugs: 'Mugs', Nameplates: 'Nameboards', 'Kids Buntings': 'Kids Name Plates' });
  });
});

describe('the selection dialog’s words, kept out of the first load', () => {
  it('have the same keys in English and Hindi, none empty, Hindi in Devanagari', () => {
    expect(leaves(selectionDialogHi).map(([k]) => k)).toEqual(leaves(selectionDialogEn).map(([k]) => k));
    for (const [key, text] of [...leaves(selectionDialogEn), ...leaves(selectionDialogHi)])
      expect(text.trim(), key).not.toBe('');
    expect(leaves(selectionDialogHi).filter(([, text]) => !/[\u0900-\u097F]/.test(text))).toEqual([]);
  });
});

describe('the review dictionaries (the sheet’s list and the review page)', () => {
  it('have the same keys in English and Hindi, none empty, Hindi in Devanagari', () => {
    expect(leaves(reviewsHi).map(([k]) => k)).toEqual(leaves(reviewsEn).map(([k]) => k));
    for (const [key, text] of [...leaves(reviewsEn), ...leaves(reviewsHi)]) expect(text.trim(), key).not.toBe('');
    expect(leaves(reviewsHi).filter(([, text]) => !/[\u0900-\u097F]/.test(text))).toEqual([]);
  });

  it('say the review page’s English as before', () => {
    expect(reviewsEn.page.heading('KG-1001')).toBe('How do you like your order KG-1001?');
    expect(reviewsEn.list.count(1)).toBe('1 review');
    expect(reviewsHi.list.starsLabel(4)).toBe('5 में से 4 स्टार');
  });
});
