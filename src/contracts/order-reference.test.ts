import { describe, expect, it } from 'vitest';
import { orderReference, parseOrderReference } from './order-reference';

describe('order reference', () => {
  it('writes the order number offset by 10,000', () => {
    expect(orderReference(1)).toBe('KG-10001');
    expect(orderReference(24)).toBe('KG-10024');
  });

  it.each(['KG-10024', 'kg-10024', 'KG10024', 'kg 10024', '10024', ' 10 024 '])('reads %j as order 24', (text) => {
    expect(parseOrderReference(text)).toBe(24);
  });

  it('reads back every reference it writes', () => {
    for (const n of [1, 9, 10, 99_999, 1_000_000, 999_989_999]) expect(parseOrderReference(orderReference(n))).toBe(n);
  });

  it.each(['', 'KG-', 'KG-1', '42', 'KG-10000', '09999', 'KG-1234567890', 'AB-10024', 'KG--10024', '10024x'])(
    'names no order for %j',
    (text) => {
      expect(parseOrderReference(text)).toBeNull();
    },
  );
});
