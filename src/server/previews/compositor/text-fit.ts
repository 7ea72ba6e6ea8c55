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
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
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
  const text = { text: markupFor(spec.text, sizePx, spec.tracking), font: `${face} ${sizePx}`, fontfile: file, dpi: 72 };
  const mask = await toRaster(sharp({ text }).extractChannel(0));
  const ink = inkBounds(mask);
  return ink ? crop(mask, ink) : mask;
}

/**
 * Lays lines out centred, one under another, at the largest size at which all of them fit the
 * box. The scale is taken from the measured ink, so nothing can overflow the box.
 */
export async function fitLines(lines: LineSpec[], box: { width: number; height: number }, gap = 0.16): Promise<FittedText> {
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

export interface Letter {
  text: string;
  mask: Raster;
  /** Position of the letter's ink in the word rendering, so baselines and kerning are kept. */
  x: number;
  y: number;
}

/**
 * The word rendered once with Pango (kerning, baselines, Devanagari shaping intact) and split
 * into its letters: each grapheme is drawn in a colour that encodes its index, and every inked
 * pixel is given to the letter whose code is nearest.
 */
export async function renderLetters(word: string, role: FontRole, tracking = 0): Promise<{ width: number; height: number; letters: Letter[] }> {
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word)].map((s) => s.segment);
  const { face, file } = fontFor(role);
  const spans = graphemes.map((g, i) => `<span foreground="${codeColour(i)}">${escapeMarkup(g)}</span>`).join('');
  const markup = tracking ? `<span letter_spacing="${Math.round(tracking * REF_PX * 1024)}">${spans}</span>` : spans;
  const rgba = await toRaster(sharp({ text: { text: markup, font: `${face} ${REF_PX}`, fontfile: file, dpi: 72, rgba: true } }).ensureAlpha());
  const { width, height } = rgba;
  const labels = labelPixels(rgba, graphemes.length);
  // Each letter's extent first, so its mask is allocated at its own size, not the word's.
  const boxes = graphemes.map(() => ({ x0: width, y0: height, x1: -1, y1: -1 }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const box = boxes[labels[i] ?? -1];
      if (!box || (rgba.data[i * 4 + 3] ?? 0) <= 8) continue;
      box.x0 = Math.min(box.x0, x);
      box.x1 = Math.max(box.x1, x);
      box.y0 = Math.min(box.y0, y);
      box.y1 = Math.max(box.y1, y);
    }
  }
  const letters: Letter[] = [];
  boxes.forEach((box, index) => {
    if (box.x1 < 0) return;
    const mask = blank(box.x1 - box.x0 + 1, box.y1 - box.y0 + 1, 1);
    for (let y = box.y0; y <= box.y1; y++) {
      for (let x = box.x0; x <= box.x1; x++) {
        const i = y * width + x;
        if (labels[i] === index) mask.data[(y - box.y0) * mask.width + x - box.x0] = rgba.data[i * 4 + 3] ?? 0;
      }
    }
    letters.push({ text: graphemes[index] ?? '', mask, x: box.x0, y: box.y0 });
  });
  return { width, height, letters };
}

/**
 * The letter index of each inked pixel. Solid pixels read it from their colour; faint edge
 * pixels cannot (their 8-bit colour was un-premultiplied from a few levels), so they take the
 * index of a solid neighbour within two pixels.
 */
function labelPixels(rgba: Raster, count: number): Int8Array {
  const { width, height, data } = rgba;
  const labels = new Int8Array(width * height).fill(-1);
  const fromColour = (i: number) => Math.min(count - 1, Math.max(0, Math.round(((data[i * 4] ?? 0) - 8) / 16)));
  for (let i = 0; i < labels.length; i++) if ((data[i * 4 + 3] ?? 0) >= 128) labels[i] = fromColour(i);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (labels[i] !== -1 || (data[i * 4 + 3] ?? 0) === 0) continue;
      labels[i] = nearestLabel(labels, width, height, x, y) ?? fromColour(i);
    }
  }
  return labels;
}

function nearestLabel(labels: Int8Array, width: number, height: number, x: number, y: number): number | undefined {
  for (let r = 1; r <= 2; r++) {
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const label = labels[ny * width + nx] ?? -1;
        if (label >= 0) return label;
      }
    }
  }
  return undefined;
}

/** Red 8, 24, 40...: 16 apart, so antialiasing rounding never moves a pixel to the next letter. */
function codeColour(index: number): string {
  const r = Math.min(255, 8 + 16 * index);
  return `#${r.toString(16).padStart(2, '0')}0000`;
}
