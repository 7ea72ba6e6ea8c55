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

/** The shopper's locales, whose whole-rupee format is written out below (Latin digits in both). */
const INDIAN_GROUPING_LOCALES = new Set(['en-IN', 'hi-IN']);

/**
 * '₹1,23,456' for a whole, non-negative number of rupees, as Intl writes it in en-IN and hi-IN:
 * the last three digits, then pairs. Written out because the first Intl.NumberFormat in a page
 * loads the locale's data, a task of 15-60 ms on a phone in the middle of the home page's start-up
 * (every product card shows a price: issue 26's blocking time). money.test.ts holds it to Intl.
 */
function indianWholeRupees(rupees: number): string {
  const digits = String(rupees);
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
  return `₹${grouped}`;
}

/** Card price: rounded to whole rupees ('₹1,299'). */
export function formatRupeesRounded(amount: string | number, locale = 'en-IN'): string {
  const rupees = Math.round(Number(amount) || 0);
  if (INDIAN_GROUPING_LOCALES.has(locale) && Number.isSafeInteger(rupees) && rupees >= 0 && !Object.is(rupees, -0))
    return indianWholeRupees(rupees);
  return formattersFor(locale).whole.format(rupees);
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
