import sharp from 'sharp';
import { fontFor } from './fonts';
import type { FontRole } from './prompt';
import { blank, crop, inkBounds, stampMax, toRaster, transformed, type Raster, type Rect } from './raster';

/**
 * Text is rendered once at this size and only ever scaled down to fit, never up: downscaled
 * glyphs stay crisp, and a print area's largest line is still smaller than this.
 */
export const REF_PX = 240;

export interface LineSpec {
  text: string;
  role: FontRole;
  /** Size relative to the other lines (the house number under a name is smaller). */
  size?: number;
  /** Extra space between letters, in em. */
  tracking?: number;
}

export interface FittedText {
  /** One-channel mask the size of the box it was fitted to. */
  mask: Raster;
  /** The inked extent inside the box: always within it. */
  bounds: Rect;
  lines: Rect[];
  /** The scale applied to the reference rendering (REF_PX per em times this). */
  scale: number;
}

/** Pango markup would read the shopper's '<' or '&' as markup; these make them plain text. */
export function escapeMarkup(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function markupFor(text: string, sizePx: number, tracking: number | undefined): string {
  const escaped = escapeMarkup(text);
  // Pango's letter_spacing is in 1024ths of a point; at 72 dpi a point is a pixel.
  return tracking ? `<span letter_spacing="${Math.round(tracking * sizePx * 1024)}">${escaped}</span>` : escaped;
}

/** The line as a tight one-channel ink mask at REF_PX (times its relative size). */
export async function renderLine(spec: LineSpec): Promise<Raster> {
  const { face, file } = fontFor(spec.role);
  const sizePx = Math.round(REF_PX * (spec.size ?? 1));
  const text = {
    text: markupFor(spec.text, sizePx, spec.tracking),
    font: `${face} ${sizePx}`,
    fontfile: file,
    dpi: 72,
  };
  const mask = await toRaster(sharp({ text }).extractChannel(0));
  const ink = inkBounds(mask);
  return ink ? crop(mask, ink) : mask;
}

/**
 * Lays lines out centred, one under another, at the largest size at which all of them fit the
 * box. The scale is taken from the measured ink, so nothing can overflow the box.
 */
export async function fitLines(
  lines: LineSpec[],
  box: { width: number; height: number },
  gap = 0.16,
): Promise<FittedText> {
  const visible = lines.filter((l) => l.text.trim().length > 0);
  const masks = await Promise.all(visible.map(renderLine));
  const gapPx = gap * REF_PX;
  const totalW = Math.max(1, ...masks.map((m) => m.width));
  const totalH = masks.reduce((sum, m) => sum + m.height, 0) + gapPx * Math.max(0, masks.length - 1);
  const scale = Math.min(box.width / totalW, box.height / Math.max(1, totalH), 1);

  const sized = await Promise.all(masks.map((m) => scaled(m, scale)));
  const gapOut = Math.floor(gapPx * scale);
  const usedH = sized.reduce((sum, m) => sum + m.height, 0) + gapOut * Math.max(0, sized.length - 1);
  const mask = blank(box.width, box.height, 1);
  const rects: Rect[] = [];
  let y = Math.floor((box.height - usedH) / 2);
  for (const m of sized) {
    const x = Math.floor((box.width - m.width) / 2);
    stampMax(mask, m, x, y);
    rects.push({ x, y, width: m.width, height: m.height });
    y += m.height + gapOut;
  }
  return { mask, bounds: union(rects), lines: rects, scale };
}

/** A mask resized by `scale` (at least one pixel a side, rounded down so it never grows past a fit). */
export async function scaled(mask: Raster, scale: number): Promise<Raster> {
  const width = Math.max(1, Math.floor(mask.width * scale));
  const height = Math.max(1, Math.floor(mask.height * scale));
  if (width === mask.width && height === mask.height) return mask;
  return transformed(mask, (s) => s.resize(width, height, { fit: 'fill', kernel: 'lanczos3' }));
}

export function union(rects: Rect[]): Rect {
  if (rects.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  const x0 = Math.min(...rects.map((r) => r.x));
  const y0 = Math.min(...rects.map((r) => r.y));
  const x1 = Math.max(...rects.map((r) => r.x + r.width));
  const y1 = Math.max(...rects.map((r) => r.y + r.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
