import { describe, expect, it } from 'vitest';
import { prepaidDiscount } from './prepaid-discount';

describe('the prepaid discount (issue 28)', () => {
  it('takes the percent off, rounded down to the paisa, shared so the lines add up exactly', () => {
    const { discountPaise, sharesPaise } = prepaidDiscount([64_900, 33_333, 1], 5);
    expect(discountPaise).toBe(-4911);
    expect(sharesPaise.reduce((a, b) => a + b, 0)).toBe(-4911);
    expect(sharesPaise[0]).toBeLessThan(sharesPaise[1] ?? 0);
    expect(sharesPaise.every((s, i) => -s <= ([64_900, 33_333, 1][i] ?? 0))).toBe(true);
  });

  it('takes nothing at 0% and refuses a percent that is not one', () => {
    expect(prepaidDiscount([64_900], 0)).toEqual({ discountPaise: 0, sharesPaise: [0] });
    expect(() => prepaidDiscount([64_900], 2.5)).toThrow(RangeError);
    expect(() => prepaidDiscount([64_900], 101)).toThrow(RangeError);
  });

  it('never leaves under ₹1 to pay: the discount then takes it all (issue 39 item 5)', () => {
    // ₹1.50 at 50 % would leave 75 paise, which no payment link takes.
    expect(prepaidDiscount([100, 50], 50)).toEqual({ discountPaise: -150, sharesPaise: [-100, -50] });
    expect(prepaidDiscount([200], 50)).toEqual({ discountPaise: -100, sharesPaise: [-100] });
  });
});
