/**
 * GST out of tax-inclusive prices, as the store shows them. Per line: taxable value =
 * gross x 100 / (100 + rate), rounded to the paisa (half up: amounts are never negative); tax =
 * gross - taxable, so each line's parts add back to exactly what the shopper paid. Within a state the tax is halved into CGST and SGST (or
 * UTGST), the odd paisa going to the second half; between states it is all IGST. Totals are sums
 * of the rounded lines, so they add up to the order total to the paisa.
 */
export interface TaxableLine {
  description: string;
  hsn: string;
  /** Percent, e.g. 5 or 18 (2.5 allowed: quarter-percent steps). */
  gstRate: number;
  quantity: number;
  /** Tax-inclusive unit price in paise. */
  unitPricePaise: number;
}

export interface TaxedLine extends TaxableLine {
  grossPaise: number;
  taxablePaise: number;
  centralPaise: number;
  localPaise: number;
  integratedPaise: number;
}

export type Supply = 'intra_state' | 'inter_state' | 'untaxed';

export interface TaxTotals {
  grossPaise: number;
  taxablePaise: number;
  centralPaise: number;
  localPaise: number;
  integratedPaise: number;
}

/**
 * One line's split. Its gross is what the shopper pays for it: unit price x quantity, or, once an
 * order has discounts or charges, the line's amount after its share of them (see price-lines.ts).
 */
export function taxLine(
  line: TaxableLine,
  supply: Supply,
  grossPaise = line.unitPricePaise * line.quantity,
): TaxedLine {
  if (supply === 'untaxed')
    return { ...line, grossPaise, taxablePaise: grossPaise, centralPaise: 0, localPaise: 0, integratedPaise: 0 };
  // Basis points keep 2.5 % exact in integers.
  const rateBp = Math.round(line.gstRate * 100);
  const taxablePaise = Math.round((grossPaise * 10_000) / (10_000 + rateBp));
  const tax = grossPaise - taxablePaise;
  if (supply === 'inter_state')
    return { ...line, grossPaise, taxablePaise, centralPaise: 0, localPaise: 0, integratedPaise: tax };
  const centralPaise = Math.floor(tax / 2);
  return { ...line, grossPaise, taxablePaise, centralPaise, localPaise: tax - centralPaise, integratedPaise: 0 };
}

export function taxTotals(lines: readonly TaxedLine[]): TaxTotals {
  const sum = (pick: (l: TaxedLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    grossPaise: sum((l) => l.grossPaise),
    taxablePaise: sum((l) => l.taxablePaise),
    centralPaise: sum((l) => l.centralPaise),
    localPaise: sum((l) => l.localPaise),
    integratedPaise: sum((l) => l.integratedPaise),
  };
}

/** Where a supply of goods is taxed: the delivery state is the place of supply (IGST Act s. 10(1)(a)). */
export function supplyOf(registered: boolean, sellerState: string, placeOfSupply: string): Supply {
  if (!registered) return 'untaxed';
  return sellerState === placeOfSupply ? 'intra_state' : 'inter_state';
}
