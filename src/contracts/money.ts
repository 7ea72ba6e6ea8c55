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

/** Formatters by locale and kind, each made when first needed (making one is the costly part). */
const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(locale: string, kind: 'whole' | 'exact') {
  const key = `${locale} ${kind}`;
  let known = formatters.get(key);
  if (!known) formatters.set(key, (known = kind === 'whole' ? rupeesWhole(locale) : rupeesExact(locale)));
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
function indianWholeRupees(rupees: number | bigint): string {
  const digits = String(rupees);
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
  return `₹${grouped}`;
}

/**
 * '₹1,23,456.50' for a non-negative amount, as Intl writes it in en-IN and hi-IN, or null where
 * Intl must say it (negative, not finite, or written with an exponent). Written out for the same
 * reason as the whole rupees: the sheet and the cart show exact prices as they open, and making
 * the formatters there took 76 ms of the sheet's first draw at Lighthouse's 4x slowdown. Intl
 * rounds the number's shortest decimal form half away from zero, so this rounds the same digits:
 * '2.675' to 2.68.
 */
function indianExactRupees(amount: number): string | null {
  if (!Number.isFinite(amount) || amount < 0 || Object.is(amount, -0)) return null;
  const decimal = String(amount);
  if (/e/i.test(decimal)) return null;
  const [whole = '0', fraction = ''] = decimal.split('.');
  const paise = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) + (fraction.charAt(2) >= '5' ? 1n : 0n);
  return `${indianWholeRupees(paise / 100n)}.${String(paise % 100n).padStart(2, '0')}`;
}

/** Card price: rounded to whole rupees ('₹1,299'). */
export function formatRupeesRounded(amount: string | number, locale = 'en-IN'): string {
  const rupees = Math.round(Number(amount) || 0);
  if (INDIAN_GROUPING_LOCALES.has(locale) && Number.isSafeInteger(rupees) && rupees >= 0 && !Object.is(rupees, -0))
    return indianWholeRupees(rupees);
  return formatterFor(locale, 'whole').format(rupees);
}

/** Sheet, cart and checkout price: Indian grouping, two decimals ('₹1,23,456.00'). */
export function formatRupees(amount: string | number, locale = 'en-IN'): string {
  const rupees = Number(amount) || 0;
  return (
    (INDIAN_GROUPING_LOCALES.has(locale) ? indianExactRupees(rupees) : null) ??
    formatterFor(locale, 'exact').format(rupees)
  );
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
