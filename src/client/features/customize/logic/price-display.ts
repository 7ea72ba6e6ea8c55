import { formatRupees } from '../../../../contracts/money';
import { attributeLabel } from '../../../lib/i18n/attribute-label';
import { en, type Dictionary } from '../../../lib/i18n/en';
import type { VariantMatch } from './find-variant';

/** Shown instead of a price while the chosen options match no variant. */
export const PRICE_PLACEHOLDER = '₹—';

export interface PriceDisplay {
  price: string;
  /** The chosen values in a line, or 'Invalid combination'. */
  summary: string;
}

export function priceDisplay(
  match: VariantMatch,
  chosen: readonly (string | null)[],
  t: Dictionary = en,
  /** The catalogue's own words in the shopper's language (useCatalogueText). */
  say: (text: string) => string = (text) => text,
): PriceDisplay {
  const picked = chosen
    .filter((v): v is string => !!v)
    .map(say)
    .join(' · ');
  switch (match.status) {
    case 'matched':
      return { price: formatRupees(match.variant.price, t.locale), summary: picked };
    case 'missing': {
      const prices = match.candidates.map((v) => Number(v.price));
      const low = Math.min(...prices);
      const lowest = formatRupees(low, t.locale);
      const labels = match.missing.map((a) => attributeLabel(t, a.label, say).toLowerCase()).join(', ');
      return { price: prices.some((p) => p !== low) ? t.price.from(lowest) : lowest, summary: t.price.choose(labels) };
    }
    case 'invalid':
      return { price: PRICE_PLACEHOLDER, summary: t.price.invalid };
    case 'none':
      return { price: PRICE_PLACEHOLDER, summary: '' };
  }
}
