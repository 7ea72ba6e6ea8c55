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
