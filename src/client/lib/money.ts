const rupeesWhole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesExact = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Card price: rounded to whole rupees ('₹1,299'). */
export function formatRupeesRounded(amount: string | number): string {
  return rupeesWhole.format(Math.round(Number(amount) || 0));
}

/** Sheet and cart price: Indian grouping, two decimals ('₹1,23,456.00'). */
export function formatRupees(amount: string | number): string {
  return rupeesExact.format(Number(amount) || 0);
}

/** Price shown on a product card: the first variant's, or 0 when there is none. */
export function cardPrice(variants: readonly { price: string }[]): string {
  return formatRupeesRounded(variants[0]?.price ?? 0);
}
