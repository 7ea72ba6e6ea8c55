import sharp from 'sharp';
import { fontFor } from '../platform/text-shaping/bundled-fonts';
import { letteringRuns, pangoFace, registerLetteringFonts } from '../platform/text-shaping/lettering-fonts';
import type { FontRole } from './prompt';
import { blank, toRaster, type Raster } from './raster';
import { drawablePx, escapeMarkup, REF_PX, scaled } from './text-fit';

export interface Letter {
  text: string;
  /** The letter's place among the word's letters (a letter with no ink of its own is left out of the list). */
  index: number;
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
export async function renderLetters(
  word: string,
  role: FontRole,
  tracking = 0,
): Promise<{ width: number; height: number; letters: Letter[] }> {
  // The markup names each script's face: fontconfig knows them only once registered (issue 45).
  await registerLetteringFonts();
  // A name of twelve conjuncts of eight consonants each is valid at the field and measures over
  // 40,000 pixels at REF_PX, more than cairo draws (issue 39): such a word is drawn smaller and
  // its letters scaled back, so callers always see it at REF_PX.
  const sizePx = drawablePx({ text: word, role, tracking }, REF_PX);
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const graphemes: string[] = [];
  // Each run in the face the lettering chain gives it, as renderLine and the production outlines
  // draw it, never a face fontconfig picks for a letter the role's font lacks.
  const runs = letteringRuns(word, role).map((run) => {
    const spans = [...segmenter.segment(run.text)].map(({ segment }) => {
      graphemes.push(segment);
      return `<span foreground="${codeColour(graphemes.length - 1)}">${escapeMarkup(segment)}</span>`;
    });
    return `<span font="${escapeMarkup(pangoFace(run.fontFile))} ${sizePx}">${spans.join('')}</span>`;
  });
  const { face, file } = fontFor(role);
  const spans = runs.join('');
  const markup = tracking ? `<span letter_spacing="${Math.round(tracking * sizePx * 1024)}">${spans}</span>` : spans;
  const rgba = await toRaster(
    sharp({ text: { text: markup, font: `${face} ${sizePx}`, fontfile: file, dpi: 72, rgba: true } }).ensureAlpha(),
  );
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
    letters.push({ text: graphemes[index] ?? '', index, mask, x: box.x0, y: box.y0 });
  });
  if (sizePx === REF_PX) return { width, height, letters };
  const back = REF_PX / sizePx;
  const grown = await Promise.all(letters.map((l) => scaled(l.mask, back)));
  return {
    width: Math.round(width * back),
    height: Math.round(height * back),
    letters: letters.map((l, i) => ({
      ...l,
      mask: grown[i] ?? l.mask,
      x: Math.round(l.x * back),
      y: Math.round(l.y * back),
    })),
  };
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
