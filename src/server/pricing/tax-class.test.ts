import { describe, expect, it } from 'vitest';
import { taxClassFor } from './tax-class';

describe('a line’s HSN and GST rate', () => {
  it('is the product’s own when it has one', () => {
    expect(taxClassFor({ hsn: '6307', gstRate: 12 }, 'Kids Buntings')).toEqual({ hsn: '6307', gstRate: 12 });
  });

  it('falls back to the category’s default', () => {
    expect(taxClassFor({}, 'Mugs')).toEqual({ hsn: '6912', gstRate: 5 });
    expect(taxClassFor(null, 'Nameplates')).toEqual({ hsn: '4421', gstRate: 5 });
  });
});
