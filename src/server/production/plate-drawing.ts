import type { PrintArea } from '../../../seed/types';
import { kidsLettering, placeKidsLetters, type KidsInput } from '../previews/compositor/kids-layout';
import { renderLetters } from '../previews/compositor/letter-split';
import { CUT_STROKE, hex, placeArea, roundedRectPath, type Drawing, type Shape } from './drawing';
import { fitInto, outlineText, pathData } from './glyph-outlines';
import type { PieceSize } from './piece-size';

/** Plates are printed nearly edge to edge; the margin keeps letters off the cut. */
const PLATE_MARGIN = { x: 0.06, y: 0.1 };

/**
 * A kids name plate's production drawing: each letter where the preview put it (the same word
 * rendering split into letters, the same scale, tilt and bounce), in its colour, with its
 * outline (and comic keyline) as a wider stroke of the same shape behind it.
 */
export async function plateDrawing(
  area: PrintArea,
  input: KidsInput,
  size: PieceSize,
  title: string,
): Promise<Drawing> {
  const lettering = kidsLettering(area, input);
  const { look } = lettering;
  const word = await renderLetters(lettering.name, look.role, lettering.tracking);
  const placement = placeKidsLetters(area, word, lettering);
  const on = placeArea(area, size, PLATE_MARGIN);
  // The same reach as the preview's tiles (kids-letters.ts), in mm.
  const outlineMm = Math.max(1.5, look.keyline ? placement.outlinePx / 1.6 : placement.outlinePx) * on.mmPerPx;
  const keylines: Shape[] = [];
  const outlines: Shape[] = [];
  const fills: Shape[] = [];
  for (const letter of placement.letters) {
    if (!letter.text.trim()) continue;
    const outline = outlineText(letter.text, look.role);
    const target = {
      x: on.x + (letter.cx - letter.width / 2) * on.mmPerPx,
      y: on.y + (letter.cy - letter.height / 2) * on.mmPerPx,
      width: letter.width * on.mmPerPx,
      height: letter.height * on.mmPerPx,
    };
    const d = pathData(outline, fitInto(outline, target, letter.angle));
    const colour = look.colours[letter.fillIndex % look.colours.length] ?? [230, 57, 70];
    if (look.keyline)
      keylines.push({ d, fill: hex(look.keyline), stroke: hex(look.keyline), strokeWidth: outlineMm * 4 });
    outlines.push({ d, fill: hex(look.outline), stroke: hex(look.outline), strokeWidth: outlineMm * 2 });
    fills.push({ d, fill: hex(colour) });
  }
  const corner = Math.min(size.widthMm, size.heightMm) * 0.08;
  return {
    title,
    size,
    layers: [
      {
        id: 'cut',
        label: 'Cut outline',
        shapes: [{ d: roundedRectPath(0, 0, size.widthMm, size.heightMm, corner), ...CUT_STROKE }],
      },
      // Painted bottom to top: keylines, then every white outline, then the letters, so a
      // neighbour's outline never covers a letter.
      { id: 'artwork', label: 'Print artwork', shapes: [...keylines, ...outlines, ...fills] },
    ],
  };
}
