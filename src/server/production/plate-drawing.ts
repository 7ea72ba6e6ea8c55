import type { PrintArea } from '../../contracts/print-area';
import { BURST_FILL, BURST_RIM, burstOutline, MOTIF_COLOURS, motifSvg } from '../pieces/kids-decor';
import {
  kidsDecoration,
  kidsLettering,
  placeKidsLetters,
  type KidsInput,
  type KidsLettering,
  type KidsPlacement,
} from '../pieces/kids-layout';
import { renderLetters } from '../pieces/letter-split';
import { CUT_STROKE, hex, placeArea, roundedRectPath, type AreaOnPiece, type Drawing, type Shape } from './drawing';
import { fitInto, pathData } from '../pieces/glyph-outlines';
import type { PieceSize } from '../catalog/piece-size';
import { shapesFromSvg } from './svg-shapes';

/** Plates are printed nearly edge to edge; the margin keeps letters off the cut. */
export const PLATE_MARGIN = { x: 0.06, y: 0.1 };

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
  // Each letter's own outline (Urdu's joined forms, Indic conjuncts), the one the preview drew.
  for (const [i, letter] of placement.letters.entries()) {
    const outline = word.letters[i]?.outline;
    if (!letter.text.trim() || !outline?.commands.length) continue;
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
      // Painted bottom to top: the decoration behind the name, keylines, then every white
      // outline, then the letters, so a neighbour's outline never covers a letter.
      {
        id: 'artwork',
        label: 'Print artwork',
        shapes: [...decorationShapes(area, lettering, placement, on), ...keylines, ...outlines, ...fills],
      },
    ],
  };
}

/**
 * The stars, hearts or leaves round the name, or the comic burst behind it, where the preview
 * paints them (the same shapes, placed by the same seed). The burst's halftone dots are a
 * printed texture of the preview and are left to the print shop's own screen.
 */
function decorationShapes(
  area: PrintArea,
  lettering: KidsLettering,
  placement: KidsPlacement,
  on: AreaOnPiece,
): Shape[] {
  const decoration = kidsDecoration(lettering);
  const toMm: [number, number, number, number, number, number] = [on.mmPerPx, 0, 0, on.mmPerPx, on.x, on.y];
  if (decoration?.kind === 'motif') {
    const svg = motifSvg(area.width, area.height, decoration.motif, placement.nameBox, lettering.seed);
    return shapesFromSvg(svg, toMm, hex(MOTIF_COLOURS[decoration.motif]));
  }
  if (decoration?.kind === 'burst') {
    const burst = burstOutline(area.width, area.height, placement.nameBox);
    const d = `M${burst.points.split(' ').join(' L')} Z`;
    // As the preview paints it: the red rim reaches past the edge, the yellow body covers the rest.
    return [
      { d, fill: hex(BURST_RIM), stroke: hex(BURST_RIM), strokeWidth: burst.rim, transform: toMm },
      { d, fill: hex(BURST_FILL), transform: toMm },
    ];
  }
  return [];
}
