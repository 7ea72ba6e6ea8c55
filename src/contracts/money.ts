/**
 * Rupees, one module for the browser, the checkout page and the server: how amounts are shown,
 * and exact paise arithmetic so sums never drift the way floats do.
 */

const rupeesWhole = (locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesExact = (locale: string) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** Formatters by locale: the shopper's pages are written in en-IN or hi-IN (same Indian grouping). */
const formatters = new Map<string, { whole: Intl.NumberFormat; exact: Intl.NumberFormat }>();
function formattersFor(locale: string) {
  let known = formatters.get(locale);
  if (!known) formatters.set(locale, (known = { whole: rupeesWhole(locale), exact: rupeesExact(locale) }));
  return known;
}

/** Card price: rounded to whole rupees ('₹1,299'). */
export function formatRupeesRounded(amount: string | number, locale = 'en-IN'): string {
  return formattersFor(locale).whole.format(Math.round(Number(amount) || 0));
}

/** Sheet, cart and checkout price: Indian grouping, two decimals ('₹1,23,456.00'). */
export function formatRupees(amount: string | number, locale = 'en-IN'): string {
  return formattersFor(locale).exact.format(Number(amount) || 0);
}

/** Price shown on a product card: the first variant's, or 0 when there is none. */
export function cardPrice(variants: readonly { price: string }[], locale = 'en-IN'): string {
  return formatRupeesRounded(variants[0]?.price ?? 0, locale);
}

/** A decimal rupee string ('649.50') as an exact number of paise. */
export function toPaise(amount: string): number {
  const [whole = '0', frac = ''] = amount.split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number((frac + '00').slice(0, 2)));
}

export function fromPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
