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
    expect(made).toBe(0);
    // The sheet's exact prices still come from Intl.
    expect(formatRupees('1299.5')).toBe('₹1,299.50');
    expect(made).toBeGreaterThan(0);
  });
});
