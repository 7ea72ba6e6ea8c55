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
 * (positive). None exist today; they belong here, so every total already accounts for them.
 */
export interface Adjustment {
  kind: 'discount' | 'shipping' | 'fee';
  label: string;
  amountPaise: number;
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
  /** As applied: a discount is capped at what is left to pay. */
  adjustments: Adjustment[];
  totalPaise: number;
}

export function priceLines<L extends LineToPrice>(
  lines: readonly L[],
  adjustments: readonly Adjustment[] = [],
): Pricing<L> {
  for (const line of lines) {
    if (!Number.isSafeInteger(line.unitPricePaise) || line.unitPricePaise < 0)
      throw new RangeError(`a unit price must be whole paise, not below zero: ${line.unitPricePaise}`);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
      throw new RangeError(`a quantity must be a whole number from 1: ${line.quantity}`);
  }
  const gross = lines.map((l) => l.unitPricePaise * l.quantity);
  const subtotalPaise = gross.reduce((a, b) => a + b, 0);
  // Nothing to charge a fee or a discount on without a line.
  const applied = lines.length === 0 ? [] : applyInOrder(subtotalPaise, adjustments);
  const shares = spread(
    applied.reduce((n, a) => n + a.amountPaise, 0),
    gross,
  );
  const priced = lines.map((line, i) => {
    const grossPaise = gross[i] ?? 0;
    const adjustmentPaise = shares[i] ?? 0;
    return { ...line, grossPaise, adjustmentPaise, amountPaise: grossPaise + adjustmentPaise };
  });
  return {
    lines: priced,
    subtotalPaise,
    adjustments: applied,
    totalPaise: priced.reduce((n, l) => n + l.amountPaise, 0),
  };
}

/** Each adjustment in turn on the running total; a discount takes it to zero at most. */
function applyInOrder(subtotalPaise: number, adjustments: readonly Adjustment[]): Adjustment[] {
  let running = subtotalPaise;
  return adjustments.map((a) => {
    if (!Number.isSafeInteger(a.amountPaise)) throw new RangeError(`an adjustment must be whole paise: ${a.label}`);
    const amountPaise = Math.max(a.amountPaise, -running);
    running += amountPaise;
    return { ...a, amountPaise };
  });
}

/**
 * An amount spread over the lines in proportion to their gross, largest remainder first, so the
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
