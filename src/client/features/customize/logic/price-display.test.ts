import { describe, expect, it } from 'vitest';
import type { Variant } from '../../../../contracts/products';
import { PRICE_PLACEHOLDER, priceDisplay } from './price-display';
import type { Attribute } from './product-attributes';

const variant = (price: string): Variant => ({ id: price, title: price, price, available: true, image: null });
const size: Attribute = { index: 0, kind: 'Size', label: 'Size', values: ['11oz', '15oz'], placement: 'dialog' };

describe('price in the sheet', () => {
  it('shows the variant price in rupees with Indian grouping and two decimals', () => {
    expect(priceDisplay({ status: 'matched', variant: variant('123456') }, ['15oz', 'Red'])).toEqual({
      price: '₹1,23,456.00',
      summary: '15oz · Red',
    });
  });

  it('shows the placeholder and "Invalid combination" for a combination that does not exist', () => {
    expect(priceDisplay({ status: 'invalid' }, ['15oz', 'Red'])).toEqual({
      price: PRICE_PLACEHOLDER,
      summary: 'Invalid combination',
    });
    expect(PRICE_PLACEHOLDER).toBe('₹—');
  });

  it('shows the lowest fitting price while options are still to choose', () => {
    expect(
      priceDisplay({ status: 'missing', missing: [size], candidates: [variant('649.00'), variant('549.00')] }, [
        null,
        'Red',
      ]),
    ).toEqual({
      price: 'From ₹549.00',
      summary: 'Choose size',
    });
    expect(priceDisplay({ status: 'missing', missing: [size], candidates: [variant('549.00')] }, [null]).price).toBe(
      '₹549.00',
    );
  });
});
