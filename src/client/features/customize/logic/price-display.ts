import { formatRupees } from '../../../../contracts/money';
import type { VariantMatch } from './find-variant';

/** Shown instead of a price while the chosen options match no variant. */
export const PRICE_PLACEHOLDER = '₹—';

export interface PriceDisplay {
  price: string;
  /** The chosen values in a line, or 'Invalid combination'. */
  summary: string;
}

export function priceDisplay(match: VariantMatch, chosen: readonly (string | null)[]): PriceDisplay {
  const picked = chosen.filter((v): v is string => !!v).join(' · ');
  switch (match.status) {
    case 'matched':
      return { price: formatRupees(match.variant.price), summary: picked };
    case 'missing': {
      const prices = match.candidates.map((v) => Number(v.price));
      const low = Math.min(...prices);
      const from = prices.some((p) => p !== low) ? 'From ' : '';
      return {
        price: `${from}${formatRupees(low)}`,
        summary: `Choose ${match.missing.map((a) => a.label.toLowerCase()).join(', ')}`,
      };
    }
    case 'invalid':
      return { price: PRICE_PLACEHOLDER, summary: 'Invalid combination' };
    case 'none':
      return { price: PRICE_PLACEHOLDER, summary: '' };
  }
}
