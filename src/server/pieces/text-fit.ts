import { fitInk, REF_PX, type LineSpec } from '../../contracts/lettering-layout';
import { outlineText, rasterFilled, rasterOutline, type Outline } from './glyph-outlines';
import { blank, stampMax, transformed, type Raster, type Rect } from './raster';

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

/**
 * The line as a tight one-channel ink mask at REF_PX (times its relative size), drawn from the
 * HarfBuzz outlines the production file cuts (glyph-outlines.ts), each run in the face the
 * role's lettering chain gives it. The preview once drew it with Pango, a second shaper with
 * hinted advances of its own that needed every script face registered with fontconfig first:
 * its letters sat up to a few pixels from the file's, and a process that had drawn no preview
 * measured hex-code boxes (issue 45). One drawing leaves nothing to disagree.
 */
export async function renderLine(spec: LineSpec): Promise<Raster> {
  return drawLine(spec, lineOutline(spec));
}

const lineOutline = (spec: LineSpec): Outline => outlineText(spec.text, spec.role, spec.tracking ?? 0);

async function drawLine(spec: LineSpec, outline: Outline): Promise<Raster> {
  const fullPx = Math.round(REF_PX * (spec.size ?? 1));
  const widthPx = outline.bounds.width * fullPx;
  const sizePx = widthPx > MAX_LINE_PX ? Math.floor((fullPx * MAX_LINE_PX) / widthPx) : fullPx;
  const { mask: line } = await rasterOutline(outline, sizePx);
  // Drawn smaller than it is measured: brought back to its size, so the fit sees the same line.
  return sizePx === fullPx ? line : scaled(line, fullPx / sizePx);
}

/**
 * librsvg draws into a Cairo surface, which refuses over 32767 pixels a side: a line of 20
 * conjuncts (each letter up to six consonants joined by viramas) or a 60-letter caption can
 * measure more than that at REF_PX. Such a line is drawn smaller and scaled back up; it is
 * shrunk a hundredfold into its box anyway.
 */
const MAX_LINE_PX = 24_000;

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
  const outlines = visible.map(lineOutline);
  const masks = await Promise.all(visible.map((line, i) => drawLine(line, outlines[i]!)));
  const fit = fitInk(masks, box, gap);
  const mask = blank(box.width, box.height, 1);
  // Each line drawn afresh at its fitted size from its outline, as the file's outlines fill the same box.
  const sized = await Promise.all(
    masks.map(async (m, i) => {
      const at = fit.lines[i];
      return at ? rasterFilled(outlines[i]!, at.width, at.height) : m;
    }),
  );
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
