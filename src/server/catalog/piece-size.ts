import type { Category } from '../../contracts/products';

import { isMakeableSize, type PieceSize } from '../../contracts/piece-size';

export type { PieceSize };

export const MM_PER_INCH = 25.4;

const inches = (w: number, h: number): PieceSize => ({ widthMm: w * MM_PER_INCH, heightMm: h * MM_PER_INCH });

/**
 * Sizes the catalogue names in words rather than measures. A4 and A3 are ISO 216, laid
 * landscape as the plates hang; Small and Large are the workshop's two stock plate blanks.
 */
const NAMED_SIZES: Record<string, PieceSize> = {
  a4: { widthMm: 297, heightMm: 210 },
  a3: { widthMm: 420, heightMm: 297 },
  small: inches(10, 6),
  large: inches(14, 9),
};

/** The stock blank when a variant names no size (a board sold in one size only). */
export const DEFAULT_BOARD_SIZE = inches(12, 8);
export const DEFAULT_PLATE_SIZE = NAMED_SIZES.a4 as PieceSize;

/**
 * A board's or plate's size from its variant title, e.g. "12 x 8 in / Sheesham / With House
 * Number" is 304.8 x 203.2 mm. Option values are joined by ' / ' (src/server/catalog/types.ts).
 * Read once, when the seed catalogue is loaded, into each variant's size: production files use
 * the size kept on the order line or the variant, never a title.
 */
export function pieceSizeFromVariant(variantTitle: string, fallback: PieceSize): PieceSize {
  for (const value of variantTitle.split(' / ')) {
    const measured = /^\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(in|inch|inches|"|cm|mm)\s*$/i.exec(value);
    if (measured) {
      const unit = (measured[3] ?? 'in').toLowerCase();
      const perUnit = unit === 'cm' ? 10 : unit === 'mm' ? 1 : MM_PER_INCH;
      const size = { widthMm: Number(measured[1]) * perUnit, heightMm: Number(measured[2]) * perUnit };
      // The studio refuses such a size at its field; a synced title is not checked, so it is no size.
      if (isMakeableSize(size)) return size;
      continue;
    }
    const named = NAMED_SIZES[value.trim().toLowerCase()];
    if (named) return named;
  }
  return fallback;
}

/** Sublimation wrap areas per mug size: 11 oz is 8.5 x 3.5 in, the taller 15 oz 8.5 x 4 in. */
const MUG_WRAPS: Record<string, PieceSize> = { '11oz': inches(8.5, 3.5), '15oz': inches(8.5, 4) };

export const DEFAULT_MUG_WRAP = MUG_WRAPS['11oz'] as PieceSize;

export function mugWrapFromVariant(variantTitle: string): PieceSize {
  for (const value of variantTitle.split(' / ')) {
    const wrap = MUG_WRAPS[value.replace(/\s+/g, '').toLowerCase()];
    if (wrap) return wrap;
  }
  return MUG_WRAPS['11oz'] as PieceSize;
}

/** Pixels for a length in millimetres at a print resolution. */
export function pixelsAt(mm: number, dpi: number): number {
  return Math.round((mm / MM_PER_INCH) * dpi);
}

/**
 * The size a variant's title names, by its category's rule, for catalogues whose variants carry
 * no measure of their own (the seed's, Shopify's: "12 x 8 in / Sheesham", "15oz"). Read once,
 * when the catalogue is loaded or synced, into the variant's size; never by production files.
 */
export function sizeNamedInTitle(category: Category, title: string): PieceSize {
  if (category === 'Mugs') return mugWrapFromVariant(title);
  return pieceSizeFromVariant(title, category === 'Nameplates' ? DEFAULT_BOARD_SIZE : DEFAULT_PLATE_SIZE);
}
