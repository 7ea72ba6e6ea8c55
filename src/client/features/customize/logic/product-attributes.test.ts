import { describe, expect, it } from 'vitest';
import type { Variant } from '../../../../contracts/products';
import { deriveAttributes, splitVariantTitle } from './product-attributes';

const variant = (title: string): Variant => ({ id: title, title, price: '100.00', available: true, image: null });

describe('attributes from variant titles', () => {
  it('splits titles on " / " and ignores the platform default title', () => {
    expect(splitVariantTitle('12 x 8 in / Teak / With House Number')).toEqual([
      '12 x 8 in',
      'Teak',
      'With House Number',
    ]);
    expect(splitVariantTitle('Default Title')).toEqual([]);
  });

  it('collects values per position, classifies, labels and places them', () => {
    const variants = [
      '12 x 8 in / Sheesham / With House Number',
      '12 x 8 in / Teak / Without House Number',
      '18 x 12 in / Teak / With House Number',
    ].map(variant);
    const attrs = deriveAttributes(variants, 'nameplate');
    expect(attrs.map((a) => [a.label, a.kind, a.placement, a.values])).toEqual([
      ['Size', 'Size', 'dialog', ['12 x 8 in', '18 x 12 in']],
      ['Finish', 'Color', 'sheet', ['Sheesham', 'Teak']],
      ['House Number', 'Feature', 'sheet', ['With House Number', 'Without House Number']],
    ]);
  });

  it('asks the house number plate in the dialog for products that are not name boards', () => {
    const attrs = deriveAttributes(['With House Number', 'Without House Number'].map(variant), 'generic');
    expect(attrs[0]?.placement).toBe('dialog');
  });

  it('names features after their subject and colours as colours', () => {
    expect(
      deriveAttributes(['White / With LED', 'Black / Without LED'].map(variant), 'nameplate').map((a) => a.label),
    ).toEqual(['Colour', 'LED']);
    expect(deriveAttributes(['Gift wrap', 'No gift wrap'].map(variant), 'mug')[0]?.label).toBe('Gift wrap');
  });

  it('calls a kids piece’s looks its theme, and a listed look anywhere (issue 45.5)', () => {
    const plate = deriveAttributes(['Space / A4', 'Unicorn / A4', 'Jungle / A3'].map(variant), 'kids');
    expect(plate.map((a) => [a.label, a.kind, a.placement])).toEqual([
      ['Theme', 'Option', 'dialog'],
      ['Size', 'Size', 'dialog'],
    ]);
    expect(deriveAttributes(['Safari', 'Ocean'].map(variant), 'mug')[0]?.label).toBe('Theme');
    expect(deriveAttributes(['Sunrise', 'Dusk'].map(variant), 'mug')[0]?.label).toBe('Option');
  });

  it('numbers a second option of the same kind', () => {
    expect(
      deriveAttributes(
        ['Space / Red', 'Jungle / Blue', 'Space / Blue'].map((t) => variant(`${t} / Small`)),
        'kids',
      ).map((a) => a.label),
    ).toEqual(['Theme', 'Colour', 'Size']);
    expect(deriveAttributes(['Red / White', 'Blue / Black'].map(variant), 'mug').map((a) => a.label)).toEqual([
      'Colour',
      'Colour 2',
    ]);
  });
});
