import { taxLine, taxTotals, type Supply, type TaxedLine, type TaxTotals } from './gst-split';
import type { TaxClass } from './tax-class';

/**
 * Every total the shop shows or charges, computed once from the lines. The one rounding rule:
 * money is whole paise from end to end; a line is unit price x quantity (no rounding); the
 * subtotal and total are plain sums; the only division is the GST taken out of each line's
 * tax-inclusive amount (gst-split.ts), and totals are sums of those rounded lines, never rounded
 * again. So the cart, the order, the payment link and the invoice agree to the paisa.
 */

/** A line as the catalogue prices it: the tax-inclusive unit price and the product's tax class. */
interface LineToPrice extends TaxClass {
  unitPricePaise: number;
  quantity: number;
}

/**
 * A named change to what the shopper pays: a discount (negative), a shipping charge or a fee
 * (positive). A coupon for some products only names the lines it is for (`lines`, indexes into the
 * lines priced); otherwise it is for the whole order.
 */
export interface Adjustment {
  kind: 'discount' | 'shipping' | 'fee';
  label: string;
  amountPaise: number;
  lines?: readonly number[];
}

type PricedLine<L extends LineToPrice> = L & {
  /** Unit price x quantity. */
  grossPaise: number;
  /** The line's share of the adjustments. */
  adjustmentPaise: number;
  /** What the shopper pays for the line: gross plus its share; never negative. */
  amountPaise: number;
};

export interface Pricing<L extends LineToPrice> {
  lines: PricedLine<L>[];
  subtotalPaise: number;
  /** As applied: a discount is capped at what is left to pay on its lines. */
  adjustments: Adjustment[];
  totalPaise: number;
}

function checkLine(line: LineToPrice) {
  if (!Number.isSafeInteger(line.unitPricePaise) || line.unitPricePaise < 0)
    throw new RangeError(`a unit price must be whole paise, not below zero: ${line.unitPricePaise}`);
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
    throw new RangeError(`a quantity must be a whole number from 1: ${line.quantity}`);
}

/**
 * The least a shopper is ever asked to pay, ₹1: Razorpay refuses a smaller amount ("The amount
 * must be at least INR 1.00"), so an order left with less could never be paid (issue 39 item 5).
 * Payment links use the same bound (payments' MIN_ONLINE_PAISE).
 */
export const LEAST_CHARGE_PAISE = 100;

/**
 * What zero and sub-rupee totals mean, the one rule: when discounts leave less than ₹1 to pay,
 * the last discount takes that too, so the order is free (and placed as paid, its discount the
 * reason: orders/place-order.ts); an order is never left owing paise nobody can take. A total
 * under ₹1 with no discount, or left on lines the discount is not for, stays as priced: no
 * catalogue price is under ₹1 (contracts/admin-products.ts).
 */
function waiveBelowLeastCharge(applied: Adjustment[], amounts: number[]) {
  const left = amounts.reduce((n, a) => n + a, 0);
  if (left <= 0 || left >= LEAST_CHARGE_PAISE) return;
  let last = -1;
  applied.forEach((a, i) => {
    if (a.kind === 'discount' && a.amountPaise < 0) last = i;
  });
  const discount = applied[last];
  if (!discount) return;
  // On its own lines only: a coupon for some products never discounts the others.
  const rest = applyOne({ ...discount, amountPaise: -left }, amounts);
  applied[last] = { ...discount, amountPaise: discount.amountPaise + rest.amountPaise };
}

/** A total the shopper pays nothing for: a discount covers it (see waiveBelowLeastCharge). */
export const isFree = (pricing: { totalPaise: number; subtotalPaise: number }) =>
  pricing.totalPaise === 0 && pricing.subtotalPaise > 0;

export function priceLines<L extends LineToPrice>(
  lines: readonly L[],
  adjustments: readonly Adjustment[] = [],
): Pricing<L> {
  lines.forEach(checkLine);
  const gross = lines.map((l) => l.unitPricePaise * l.quantity);
  const amounts = [...gross];
  // Nothing to charge a fee or a discount on without a line.
  const applied = lines.length === 0 ? [] : adjustments.map((a) => applyOne(a, amounts));
  waiveBelowLeastCharge(applied, amounts);
  return pricing(lines, gross, amounts, applied);
}

/**
 * An order's pricing as it was stored when it was placed: each line's share of the adjustments
 * kept on the line, so the invoice taxes exactly the amounts the order charged, whatever order
 * its lines are read back in. Refuses shares that do not add up to the adjustments or that take
 * a line below zero.
 */
export function pricedAsStored<L extends LineToPrice & { adjustmentPaise: number }>(
  lines: readonly L[],
  adjustments: readonly Adjustment[],
): Pricing<L> {
  lines.forEach(checkLine);
  const gross = lines.map((l) => l.unitPricePaise * l.quantity);
  const amounts = lines.map((l, i) => (gross[i] ?? 0) + l.adjustmentPaise);
  const shares = lines.reduce((n, l) => n + l.adjustmentPaise, 0);
  if (shares !== adjustments.reduce((n, a) => n + a.amountPaise, 0) || amounts.some((a) => a < 0))
    throw new RangeError('the lines’ shares do not add up to the order’s adjustments');
  return pricing(lines, gross, amounts, [...adjustments]);
}

function pricing<L extends LineToPrice>(
  lines: readonly L[],
  gross: readonly number[],
  amounts: readonly number[],
  applied: Adjustment[],
): Pricing<L> {
  const priced = lines.map((line, i) => {
    const grossPaise = gross[i] ?? 0;
    const amountPaise = amounts[i] ?? 0;
    return { ...line, grossPaise, adjustmentPaise: amountPaise - grossPaise, amountPaise };
  });
  return {
    lines: priced,
    subtotalPaise: gross.reduce((a, b) => a + b, 0),
    adjustments: applied,
    totalPaise: priced.reduce((n, l) => n + l.amountPaise, 0),
  };
}

/**
 * One adjustment on the lines' running amounts (changed in place): a discount takes its lines to
 * zero at most, and is spread over them in proportion to what is left to pay on each.
 */
function applyOne(a: Adjustment, amounts: number[]): Adjustment {
  if (!Number.isSafeInteger(a.amountPaise)) throw new RangeError(`an adjustment must be whole paise: ${a.label}`);
  const on = a.lines
    ? [...new Set(a.lines)].filter((i) => i >= 0 && i < amounts.length).sort((x, y) => x - y)
    : amounts.map((_, i) => i);
  const base = on.map((i) => amounts[i] ?? 0);
  const left = base.reduce((n, b) => n + b, 0);
  const amountPaise = on.length === 0 ? 0 : Math.max(a.amountPaise, -left);
  spread(amountPaise, base).forEach((share, k) => {
    const i = on[k]!;
    amounts[i] = (amounts[i] ?? 0) + share;
  });
  return { ...a, amountPaise };
}

/**
 * An amount spread over the lines in proportion to their amounts, largest remainder first, so the
 * shares add up to it exactly and a discount never takes a line below zero. A discount recorded on
 * the invoice lowers each line's taxable value (CGST Act s. 15(3)(a)); a delivery charge billed
 * with the goods is taxed at their rate (a composite supply), pro rata when the lines' rates
 * differ: the owner should confirm that choice with their accountant before charging delivery.
 * BigInt, because amount x gross can pass 2^53 for large orders.
 */
function spread(amountPaise: number, gross: readonly number[]): number[] {
  const total = gross.reduce((a, b) => a + b, 0);
  if (amountPaise === 0 || gross.length === 0) return gross.map(() => 0);
  // Free lines only: the whole amount goes on the first.
  if (total === 0) return gross.map((_, i) => (i === 0 ? amountPaise : 0));
  const sign = amountPaise < 0 ? -1 : 1;
  const amount = BigInt(Math.abs(amountPaise));
  const exact = gross.map((g) => amount * BigInt(g));
  const floors = exact.map((e) => e / BigInt(total));
  let left = Number(amount - floors.reduce((a, b) => a + b, 0n));
  const byRemainder = exact
    .map((e, i) => ({ i, remainder: e % BigInt(total) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  const shares = floors.map(Number);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares.map((s) => sign * s);
}

/** The GST in each line's amount, for the seller's registration and the place of supply. */
export function gstSplit<L extends LineToPrice & { description: string }>(
  pricing: Pricing<L>,
  supply: Supply,
): { lines: TaxedLine[]; totals: TaxTotals } {
  const lines = pricing.lines.map((l) =>
    taxLine(
      {
        description: l.description,
        hsn: l.hsn,
        gstRate: l.gstRate,
        quantity: l.quantity,
        unitPricePaise: l.unitPricePaise,
      },
      supply,
      l.amountPaise,
    ),
  );
  return { lines, totals: taxTotals(lines) };
}
