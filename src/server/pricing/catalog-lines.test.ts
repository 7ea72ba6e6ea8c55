import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees, fromPaise, toPaise } from '../../contracts/money';
import type { Product } from '../../contracts/products';
import type { CatalogVariant } from '../catalog/catalog-service';
import { priceCatalogLines } from './catalog-lines';

const product = (collections: string[], own: Partial<Pick<Product, 'hsn' | 'gstRate'>> = {}) =>
  ({ product: { collections, ...own } }) as unknown as CatalogVariant;
const catalog = {
  findVariant: (id: string) =>
    ({
      mug: product(['Mugs']),
      bunting: product(['Featured', 'Kids Buntings'], { hsn: '6307', gstRate: 12 }),
    })[id],
};

describe('cart lines priced from the catalogue', () => {
  it('takes each line’s tax class from its product, else its category, else the default', () => {
    const priced = priceCatalogLines(catalog, [
      { variantId: 'mug', quantity: 3, unitPrice: '649.00' },
      { variantId: 'bunting', quantity: 1, unitPrice: '1299.50' },
      { variantId: 'gone', quantity: 2, unitPrice: '0.00' },
    ]);
    expect(priced.lines.map((l) => [l.hsn, l.gstRate, l.grossPaise])).toEqual([
      ['6912', 5, 194_700],
      ['6307', 12, 129_950],
      ['4421', 5, 0],
    ]);
    expect(priced.totalPaise).toBe(324_650);
  });

  it('shows the checkout’s line prices exactly as the old floating-point sum did', () => {
    // The checkout summary used to show Number(unitPrice) x quantity; moving it to paise must not
    // change a single price a shopper sees.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 99 }), (paise, quantity) => {
        const unitPrice = fromPaise(paise);
        const [line] = priceCatalogLines(catalog, [{ variantId: 'mug', quantity, unitPrice }]).lines;
        expect(formatRupees(fromPaise(line!.grossPaise))).toBe(formatRupees(Number(unitPrice) * quantity));
        expect(toPaise(fromPaise(line!.grossPaise))).toBe(paise * quantity);
      }),
    );
  });
});
