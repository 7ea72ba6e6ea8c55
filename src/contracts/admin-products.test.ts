import { describe, expect, it } from 'vitest';
import { variantInputSchema } from './admin-products';

const variant = (widthMm: number, heightMm: number) => ({
  title: '12 x 8 in',
  price: '1499.00',
  available: true,
  sizeMm: { widthMm, heightMm },
});

const messagesAt = (input: unknown) =>
  variantInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe("a variant's size in the studio", () => {
  it('takes a real piece, in millimetres with decimals', () => {
    expect(variantInputSchema.parse(variant(304.8, 203.2)).sizeMm).toEqual({ widthMm: 304.8, heightMm: 203.2 });
    expect(variantInputSchema.parse(variant(10, 3000)).sizeMm).toEqual({ widthMm: 10, heightMm: 3000 });
  });

  // 1e-300 mm passed "above 0" and gave a 0 x 0 mm production file.
  it.each([1e-300, 0.5, 9.9])('refuses %s mm at its field: nothing that small is made', (mm) => {
    expect(messagesAt(variant(mm, 200))).toEqual([['sizeMm.widthMm', 'Sizes are at least 10 mm']]);
    expect(messagesAt(variant(200, mm))).toEqual([['sizeMm.heightMm', 'Sizes are at least 10 mm']]);
  });

  it('refuses a size past the largest blank, zero, negative or not a number', () => {
    expect(messagesAt(variant(3000.1, 200))).toEqual([['sizeMm.widthMm', 'Sizes are at most 3000 mm']]);
    expect(messagesAt(variant(1e300, 200))).toEqual([['sizeMm.widthMm', 'Sizes are at most 3000 mm']]);
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(messagesAt(variant(bad, 200)).map(([path]) => path)).toEqual(['sizeMm.widthMm']);
  });
});

const priced = (price: string) => ({ title: '12 x 8 in / Mango', price, available: true });

describe('a variant price in the studio', () => {
  it('is refused under ₹1, the least Razorpay takes (issue 26, finding 12)', () => {
    for (const price of ['0', '0.00', '0.50', '0.99']) {
      const parsed = variantInputSchema.safeParse(priced(price));
      expect(parsed.success, price).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toEqual(['The price must be at least ₹1.00']);
    }
  });

  it('is accepted from ₹1, and a malformed price keeps its own message', () => {
    for (const price of ['1', '1.00', ' 1499.00 '])
      expect(variantInputSchema.safeParse(priced(price)).success).toBe(true);
    const malformed = variantInputSchema.safeParse(priced('-5'));
    expect(malformed.error?.issues.map((i) => i.message)).toEqual([
      'Enter the price in rupees, like 1499.00 (no minus sign, at most two decimals)',
    ]);
  });
});

describe('a variant’s packed parcel (issue 28)', () => {
  const variant = { title: 'Small', price: '499.00', available: true };
  it('refuses a weight of 0 and a box side of 0 at their fields', () => {
    const weight = variantInputSchema.safeParse({ ...variant, packedWeightGrams: 0 });
    expect(weight.error?.issues[0]).toMatchObject({
      path: ['packedWeightGrams'],
      message: 'The packed weight must be more than 0 g',
    });
    const box = variantInputSchema.safeParse({ ...variant, boxCm: { length: 30, breadth: 0, height: 4 } });
    expect(box.error?.issues[0]?.path).toEqual(['boxCm', 'breadth']);
  });

  it('takes a weight and a box, or neither', () => {
    expect(
      variantInputSchema.safeParse({
        ...variant,
        packedWeightGrams: 650,
        boxCm: { length: 32, breadth: 22, height: 4 },
      }).success,
    ).toBe(true);
    expect(variantInputSchema.safeParse({ ...variant, packedWeightGrams: null, boxCm: null }).success).toBe(true);
  });
});
