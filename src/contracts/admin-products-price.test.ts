import { describe, expect, it } from 'vitest';
import { variantInputSchema } from './admin-products';

const variant = (price: string) => ({ title: '12 x 8 in / Mango', price, available: true });

describe('a variant price in the studio', () => {
  it('is refused under ₹1, the least Razorpay takes (issue 26, finding 12)', () => {
    for (const price of ['0', '0.00', '0.50', '0.99']) {
      const parsed = variantInputSchema.safeParse(variant(price));
      expect(parsed.success, price).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toEqual(['The price must be at least ₹1.00']);
    }
  });

  it('is accepted from ₹1, and a malformed price keeps its own message', () => {
    for (const price of ['1', '1.00', ' 1499.00 '])
      expect(variantInputSchema.safeParse(variant(price)).success).toBe(true);
    const malformed = variantInputSchema.safeParse(variant('-5'));
    expect(malformed.error?.issues.map((i) => i.message)).toEqual([
      'Enter the price in rupees, like 1499.00 (no minus sign, at most two decimals)',
    ]);
  });
});
