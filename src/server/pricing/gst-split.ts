/**
 * GST out of tax-inclusive prices, as the store shows them. Between states: taxable value =
 * gross x 100 / (100 + rate), rounded to the paisa (half up: amounts are never negative), and IGST
 * = gross - taxable. Within a state CGST and SGST (or UTGST) are levied at equal rates on the same
 * value, so each is gross x (rate / 2) / (100 + rate) rounded to the paisa, the two are equal, and
 * the taxable value is gross - both: the rounding difference (at most a paisa) stays in the value
 * of the supply, never in one of the taxes. Rule 46(l) of the CGST Rules 2017 asks for the rate
 * and amount of each tax and assigns no odd paisa to either; section 170 of the CGST Act rounds
 * the tax payable to the rupee, which is done in the return, not on each invoice line. Each line's
 * parts add back to exactly what the shopper paid, and totals are sums of the rounded lines, so
 * they add up to the order total to the paisa (and CGST = SGST in the summary too).
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
  if (supply === 'inter_state') {
    const taxablePaise = Math.round((grossPaise * 10_000) / (10_000 + rateBp));
    return {
      ...line,
      grossPaise,
      taxablePaise,
      centralPaise: 0,
      localPaise: 0,
      integratedPaise: grossPaise - taxablePaise,
    };
  }
  // Half the rate in basis points may be a half (2.5 % -> 125 bp), so the numerator stays whole.
  const halfPaise = Math.round((grossPaise * rateBp) / (2 * (10_000 + rateBp)));
  const taxablePaise = grossPaise - 2 * halfPaise;
  return { ...line, grossPaise, taxablePaise, centralPaise: halfPaise, localPaise: halfPaise, integratedPaise: 0 };
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
