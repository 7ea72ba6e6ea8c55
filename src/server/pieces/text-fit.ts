import sharp from 'sharp';
import { fontFor } from '../platform/text-shaping/bundled-fonts';
import type { FontRole } from '../../contracts/lettering-layout';
import {
  letteringChain,
  letteringRuns,
  pangoFace,
  registerLetteringFonts,
} from '../platform/text-shaping/lettering-fonts';
import { shapeText } from '../platform/text-shaping/shape-text';
import { fitInk, REF_PX, type LineSpec } from '../../contracts/lettering-layout';
import { blank, crop, inkBounds, stampMax, toRaster, transformed, type Raster, type Rect } from './raster';

// Re-exported so the compositor's modules keep one import for text; the rule lives in contracts.
export { REF_PX, type LineSpec } from '../../contracts/lettering-layout';

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

const ARABIC = /\p{Script=Arabic}/u;

/**
 * Pango markup for a line: each run of one script in the face the lettering chain gives it (the
 * same file the production outlines and the live draft use), so fontconfig never picks a font of
 * its own for a letter. Arabic letters join, so Urdu runs get no letter spacing.
 */
function markupFor(text: string, role: FontRole, sizePx: number, tracking: number | undefined): string {
  return letteringRuns(text, role)
    .map((run) => {
      const escaped = escapeMarkup(run.text);
      // Pango's letter_spacing is in 1024ths of a point; at 72 dpi a point is a pixel.
      const spacing =
        tracking && !ARABIC.test(run.text) ? ` letter_spacing="${Math.round(tracking * sizePx * 1024)}"` : '';
      return `<span font="${escapeMarkup(pangoFace(run.fontFile))} ${sizePx}"${spacing}>${escaped}</span>`;
    })
    .join('');
}

/**
 * The line as a tight one-channel ink mask at REF_PX (times its relative size). The markup names
 * each script's face, which fontconfig knows only once the lettering fonts are registered, so the
 * line registers them itself: a production file drawn before any preview in this process (after a
 * restart, or on a web server whose previews run in separate workers) would otherwise be measured
 * from hex-code boxes and engraved smaller than the preview (issue 45).
 */
export async function renderLine(spec: LineSpec): Promise<Raster> {
  await registerLetteringFonts();
  const { face, file } = fontFor(spec.role);
  const fullPx = Math.round(REF_PX * (spec.size ?? 1));
  const sizePx = drawablePx(spec, fullPx);
  const text = {
    text: markupFor(spec.text, spec.role, sizePx, spec.tracking),
    font: `${face} ${sizePx}`,
    fontfile: file,
    dpi: 72,
  };
  const mask = await toRaster(sharp({ text }).extractChannel(0));
  const ink = inkBounds(mask);
  const line = ink ? crop(mask, ink) : mask;
  // Drawn smaller than it is measured: brought back to its size, so the fit sees the same line.
  return sizePx === fullPx ? line : scaled(line, fullPx / sizePx);
}

/**
 * Cairo, which Pango draws into, refuses a surface over 32767 pixels a side: a line of 20
 * conjuncts (each letter up to six consonants joined by viramas) or a 60-letter caption can
 * measure more than that at REF_PX. Such a line is drawn smaller and scaled back up; it is
 * shrunk a hundredfold into its box anyway.
 */
const MAX_LINE_PX = 24_000;

/**
 * The size in pixels a line measured at `fullPx` is drawn at: itself, or smaller when the line
 * would be wider than cairo draws (MAX_LINE_PX); the caller scales what it drew back by
 * fullPx / the answer. Kids' letters are drawn this way too (letter-split.ts).
 */
export function drawablePx(spec: LineSpec, fullPx: number): number {
  const widthPx = lineWidthEm(spec) * fullPx;
  return widthPx > MAX_LINE_PX ? Math.floor((fullPx * MAX_LINE_PX) / widthPx) : fullPx;
}

/** The line's advance in em, as HarfBuzz shapes it (the same engine Pango uses), letter spacing included. */
function lineWidthEm(spec: LineSpec): number {
  let em = 0;
  for (const run of shapeText(spec.text, letteringChain(spec.role))) {
    em += run.width;
    if (spec.tracking && !ARABIC.test(run.text))
      em += spec.tracking * run.glyphs.filter((g) => g.codePoints.length > 0).length;
  }
  return em;
}

/**
 * Lays lines out centred, one under another, at the largest size at which all of them fit the
 * box (the shared rule in contracts, which the browser's live draft follows too). The scale is
 * taken from the measured ink, so nothing can overflow the box.
 */
export async function fitLines(
  lines: LineSpec[],
  box: { width: number; height: number },
  gap = 0.16,
): Promise<FittedText> {
  const visible = lines.filter((l) => l.text.trim().length > 0);
  const masks = await Promise.all(visible.map(renderLine));
  const fit = fitInk(masks, box, gap);
  const mask = blank(box.width, box.height, 1);
  const sized = await Promise.all(masks.map((m, i) => resizedTo(m, fit.lines[i] ?? m)));
  sized.forEach((m, i) => stampMax(mask, m, fit.lines[i]?.x ?? 0, fit.lines[i]?.y ?? 0));
  return { mask, bounds: union(fit.lines), lines: fit.lines, scale: fit.scale };
}

/** A mask resized by `scale` (at least one pixel a side, rounded down so it never grows past a fit). */
export function scaled(mask: Raster, scale: number): Promise<Raster> {
  return resizedTo(mask, {
    width: Math.max(1, Math.floor(mask.width * scale)),
    height: Math.max(1, Math.floor(mask.height * scale)),
  });
}

async function resizedTo(mask: Raster, size: { width: number; height: number }): Promise<Raster> {
  const { width, height } = size;
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
