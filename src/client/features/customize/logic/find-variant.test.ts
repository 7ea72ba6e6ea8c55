import { describe, expect, it } from 'vitest';
import type { Variant } from '../../../../contracts/products';
import { findVariant, initialSelection, withValue } from './find-variant';
import { deriveAttributes } from './product-attributes';

const v = (title: string, price: string, available = true): Variant => ({
  id: title,
  title,
  price,
  available,
  image: null,
});

// The Sheesham board from the seed: one combination is not made, one is sold out.
const variants = [
  v('12 x 8 in / Sheesham / With House Number', '1649.00'),
  v('12 x 8 in / Sheesham / Without House Number', '1499.00'),
  v('12 x 8 in / Teak / With House Number', '2049.00', false),
  v('12 x 8 in / Teak / Without House Number', '1899.00'),
  v('18 x 12 in / Sheesham / With House Number', '2549.00'),
  v('18 x 12 in / Sheesham / Without House Number', '2399.00'),
  v('18 x 12 in / Teak / With House Number', '2949.00'),
];
const attributes = deriveAttributes(variants, 'nameplate');

describe('finding the variant for the chosen options', () => {
  it('matches a full valid selection', () => {
    const match = findVariant(variants, attributes, ['18 x 12 in', 'Teak', 'With House Number']);
    expect(match).toEqual({ status: 'matched', variant: variants[6] });
  });

  it('reports a combination no variant has as invalid', () => {
    expect(findVariant(variants, attributes, ['18 x 12 in', 'Teak', 'Without House Number'])).toEqual({
      status: 'invalid',
    });
  });

  it('matches an unavailable variant, so the shopper is told it is out of stock', () => {
    const match = findVariant(variants, attributes, ['12 x 8 in', 'Teak', 'With House Number']);
    expect(match.status).toBe('matched');
    expect(match.status === 'matched' && match.variant.available).toBe(false);
  });

  it('lists the attributes still missing and the variants that still fit', () => {
    const match = findVariant(variants, attributes, [null, 'Teak', 'Without House Number']);
    expect(match.status).toBe('missing');
    if (match.status !== 'missing') return;
    expect(match.missing.map((a) => a.label)).toEqual(['Size']);
    expect(match.candidates.map((c) => c.price)).toEqual(['1899.00']);
  });

  it('is invalid as soon as the partial choices fit nothing', () => {
    expect(findVariant(variants, attributes, [null, 'Oak', null])).toEqual({ status: 'invalid' });
  });

  it('knows a product without variants', () => {
    expect(findVariant([], [], [])).toEqual({ status: 'none' });
  });

  it('treats a single default variant as chosen', () => {
    const only = [v('Default Title', '499.00')];
    expect(findVariant(only, deriveAttributes(only, 'mug'), [])).toEqual({ status: 'matched', variant: only[0] });
  });

  it('pre-selects the sheet options from the first available variant and leaves dialog options unchosen', () => {
    const soldOutFirst = [
      v('11oz / Red', '549.00', false),
      ...['11oz / White', '15oz / White', '15oz / Red'].map((t) => v(t, '600.00')),
    ];
    const attrs = deriveAttributes(soldOutFirst, 'mug');
    expect(initialSelection(soldOutFirst, attrs)).toEqual([null, 'White']);
    expect(initialSelection(variants, attributes)).toEqual([null, 'Sheesham', 'With House Number']);
  });

  it('chooses an option that has a single value, since there is nothing to ask', () => {
    const one = [v('15oz / Red', '600.00'), v('15oz / Blue', '600.00')];
    expect(initialSelection(one, deriveAttributes(one, 'mug'))).toEqual(['15oz', 'Red']);
  });

  it('changes one value without touching the others', () => {
    const before = [null, 'Teak', 'With House Number'] as const;
    expect(withValue(before, 0, '12 x 8 in')).toEqual(['12 x 8 in', 'Teak', 'With House Number']);
    expect(before[0]).toBeNull();
  });
});
