import { describe, expect, it } from 'vitest';
import { DEFAULT_BOARD_SIZE, DEFAULT_PLATE_SIZE, sizeNamedInTitle } from './piece-size';

describe('the size a variant title names', () => {
  it('reads a measure in inches, cm or mm', () => {
    expect(sizeNamedInTitle('Nameplates', '12 x 8 in / Sheesham')).toEqual({ widthMm: 12 * 25.4, heightMm: 8 * 25.4 });
    expect(sizeNamedInTitle('Nameplates', '30 x 20 cm')).toEqual({ widthMm: 300, heightMm: 200 });
  });

  // A synced Shopify title is typed by hand: a size nothing could be made at is no size.
  it.each(['0.001 x 0.001 mm / Teak', '0 x 0 in', '5 x 200 mm', '4000 x 200 mm'])(
    'takes the stock blank for %j rather than an unmakeable size',
    (title) => {
      expect(sizeNamedInTitle('Nameplates', title)).toEqual(DEFAULT_BOARD_SIZE);
      expect(sizeNamedInTitle('Kids Buntings', title)).toEqual(DEFAULT_PLATE_SIZE);
    },
  );
});
