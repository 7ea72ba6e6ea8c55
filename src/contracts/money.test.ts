import { describe, expect, it, vi } from 'vitest';
import type * as money from './money';

const intlWhole = (locale: string, n: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(n);

describe('whole-rupee prices on the product cards', () => {
  it('are written exactly as Intl writes them in en-IN and hi-IN', async () => {
    const { formatRupeesRounded, cardPrice } = await import('./money');
    const samples = [0, 1, 9, 10, 99, 100, 999, 1000, 1299, 9999, 10000, 12345, 99999, 100000, 123456, 999999];
    samples.push(1234567, 12345678, 123456789, 1000000000, Number.MAX_SAFE_INTEGER);
    for (let n = 1; n < 1e15; n = n * 7 + 3) samples.push(n);
    for (const locale of ['en-IN', 'hi-IN']) {
      for (const n of samples) expect(formatRupeesRounded(n, locale), `${locale} ${n}`).toBe(intlWhole(locale, n));
      // Rounded first, as before; strings from the API; a negative, -0 and junk.
      for (const amount of ['649.50', '649.49', '1899.00', '0.4', -1299, -0.4, 'abc', '', 1e21])
        expect(formatRupeesRounded(amount, locale), `${locale} ${amount}`).toBe(
          intlWhole(locale, Math.round(Number(amount) || 0)),
        );
      expect(cardPrice([{ price: '123456.00' }], locale)).toBe('₹1,23,456');
    }
    expect(formatRupeesRounded(1234567, 'en-US')).toBe(intlWhole('en-US', 1234567));
  });

  it('make no Intl.NumberFormat: the first one in a page is a long task on a phone', async () => {
    let made = 0;
    class CountedNumberFormat extends Intl.NumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        made += 1;
      }
    }
    // Undone after the test by vitest (unstubGlobals in vitest.config.ts).
    vi.stubGlobal('Intl', Object.create(Intl, { NumberFormat: { value: CountedNumberFormat } }));
    // A fresh copy of the module (its own URL): the test above has loaded it already.
    const fresh = './money?startup';
    const { cardPrice, formatRupees } = (await import(fresh)) as typeof money;
    expect(cardPrice([{ price: '1299.00' }], 'en-IN')).toBe('₹1,299');
    expect(cardPrice([{ price: '1299.00' }], 'hi-IN')).toBe('₹1,299');
    // Nor do the sheet's and the cart's exact prices, in the shopper's two locales.
    expect(formatRupees('1299.5')).toBe('₹1,299.50');
    expect(formatRupees('1299.5', 'hi-IN')).toBe('₹1,299.50');
    expect(made).toBe(0);
    // Another locale, and a negative amount, are Intl's to write.
    expect(formatRupees('1299.5', 'en-US')).toBe('₹1,299.50');
    expect(made).toBe(1);
    expect(formatRupees(-5)).toBe('-₹5.00');
    expect(made).toBe(2);
  });
});

const intlExact = (locale: string, n: number) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(n);

describe('exact prices in the sheet, the cart and the checkout', () => {
  it('are written exactly as Intl writes them in en-IN and hi-IN, rounding included', async () => {
    const { formatRupees } = await import('./money');
    const samples = [0, 0.004, 0.005, 0.015, 0.125, 1.005, 2.675, 5, 9.995, 99.999, 649.5, 1234.567, 123456.005];
    samples.push(1e7 + 0.994, 1e7 + 0.995, 999999999.995, Number.MAX_SAFE_INTEGER, 1e20, 1e21, 1e-7, 0.1 + 0.2);
    for (let n = 0.013; n < 1e15; n = n * 7.3 + 0.37) samples.push(n, Math.round(n * 100) / 100);
    for (const locale of ['en-IN', 'hi-IN']) {
      for (const n of samples) expect(formatRupees(n, locale), `${locale} ${n}`).toBe(intlExact(locale, n));
      // Strings from the API, negatives, -0, junk and what is not finite.
      for (const amount of ['649.50', '649.49', '1899.00', '0.005', '-1299.5', -0, 'abc', '', 'Infinity', Infinity])
        expect(formatRupees(amount, locale), `${locale} ${amount}`).toBe(intlExact(locale, Number(amount) || 0));
    }
  });
});
