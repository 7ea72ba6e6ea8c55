import { outlineLetters, rasterOutline, type Outline } from './glyph-outlines';
import type { FontRole } from './prompt';
import type { Raster } from './raster';
import { REF_PX } from './text-fit';

export interface Letter {
  text: string;
  /** The letter's place among the word's letters (a letter with no ink of its own is left out of the list). */
  index: number;
  mask: Raster;
  /** Position of the letter's ink in the word rendering, so baselines and kerning are kept. */
  x: number;
  y: number;
  /** The letter's outline in em, as the production file cuts it; `mask` is its ink at REF_PX. */
  outline: Outline;
}

/**
 * The word shaped once with HarfBuzz (kerning, baselines, Urdu's joined forms, Indic conjuncts
 * intact) and split into its letters, each drawn from the outline the production file cuts
 * (glyph-outlines.ts) at its place in the word. The preview once drew the word with Pango and split its
 * pixels by colour, so a letter's ink (Devanagari's headline, Nastaliq's joins) could fall to a
 * neighbour the file did not give it to (issue 45).
 */
export async function renderLetters(
  word: string,
  role: FontRole,
  tracking = 0,
): Promise<{ width: number; height: number; letters: Letter[] }> {
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word)].map((s) => s.segment);
  const outlines = outlineLetters(word, role, tracking);
  const drawn = await Promise.all(outlines.map((o) => rasterOutline(o, REF_PX)));
  // The word's box is its letters' ink together; each letter is placed in it.
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  const letters: Letter[] = [];
  outlines.forEach((outline, index) => {
    const ink = drawn[index];
    if (!ink || !outline.commands.length) return;
    x0 = Math.min(x0, ink.x);
    y0 = Math.min(y0, ink.y);
    x1 = Math.max(x1, ink.x + ink.mask.width);
    y1 = Math.max(y1, ink.y + ink.mask.height);
    letters.push({ text: graphemes[index] ?? '', index, mask: ink.mask, x: ink.x, y: ink.y, outline });
  });
  for (const letter of letters) {
    letter.x -= x0;
    letter.y -= y0;
  }
  if (!letters.length) return { width: 1, height: 1, letters };
  return { width: x1 - x0, height: y1 - y0, letters };
}
