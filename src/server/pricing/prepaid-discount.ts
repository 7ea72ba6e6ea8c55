import { LEAST_CHARGE_PAISE } from './price-lines';

/**
 * The shop's discount for paying online instead of on delivery (issue 28): a percent of what the
 * order charges now, in whole paise rounded down (the shopper is never promised more than they
 * get), shared over the lines in proportion to what each charges, the remainder paisa by paisa to
 * the largest lines first, so the shares add up to the discount exactly and the invoice taxes each
 * line's real amount.
 */
export function prepaidDiscount(
  lineAmountsPaise: readonly number[],
  percent: number,
): { discountPaise: number; sharesPaise: number[] } {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError(`a discount is a whole percent from 0 to 100: ${percent}`);
  const total = lineAmountsPaise.reduce((a, b) => a + b, 0);
  const off = Math.floor((total * percent) / 100);
  // Pricing's one rule (price-lines.ts): a discount never leaves under ₹1 to pay; it takes that too.
  const discount = total - off > 0 && total - off < LEAST_CHARGE_PAISE ? total : off;
  if (total <= 0 || discount === 0) return { discountPaise: 0, sharesPaise: lineAmountsPaise.map(() => 0) };
  const exact = lineAmountsPaise.map((amount) => (amount * discount) / total);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return { discountPaise: -discount, sharesPaise: shares.map((s) => -s) };
}
