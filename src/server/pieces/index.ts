/**
 * pieces/: what a personalised piece is, flat, before anyone draws it on a photo or for a maker.
 * It owns the layout per product kind (board-layout and board-style for name boards, kids-layout,
 * kids-palette and kids-decor for kids plates and buntings, mug-layout and mug-wrap for mugs), the
 * fitting of lettering into a box (text-fit, letter-split), the prompt's hints, ornament and motif
 * geometry, colours, the raster type both outputs share, and sample surfaces (samples/).
 * Two outputs read it: the compositor preview (previews/compositor, which keeps only the raster
 * drawing onto the product photo) and the production files (production/, SVG, PDF, PNG for the
 * maker), so a file prints what the shopper saw; a mug's photo styling stays the preview's and
 * reaches production as MugPhotoStyling (mug-layout.ts). The browser's live draft shares the contracts'
 * half of the layout (contracts/lettering-layout, mug-caption). pieces/ imports neither previews/
 * nor production/ (scripts/server-folders.test.ts).
 */

import type { PrintArea } from '../../contracts/print-area';

/** Larger inputs are refused before decoding: a 25-megapixel photo is already 100 MB of pixels. */
export const MAX_INPUT_PIXELS = 25_000_000;

/** Whole pixels, at least 8 a side, inside a size x size image. */
export function clampArea(area: PrintArea, size: number): PrintArea {
  const x = Math.min(size - 8, Math.max(0, Math.round(area.x)));
  const y = Math.min(size - 8, Math.max(0, Math.round(area.y)));
  const width = Math.max(8, Math.min(size - x, Math.round(area.width)));
  const height = Math.max(8, Math.min(size - y, Math.round(area.height)));
  return { ...area, x, y, width, height };
}
