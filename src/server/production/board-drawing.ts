import type { PrintArea } from '../../contracts/print-area';
import { boardLayout, fitBoardLettering, type BoardOrnament, type FlatTextInput } from '../pieces/board-layout';
import { borderSvg, flourishSvg, sprigSvg } from '../pieces/ornaments';
import { CUT_STROKE, hex, placeArea, roundedRectPath, toPiece, type Drawing, type Shape } from './drawing';
import { fillInto, outlineText, pathData } from '../pieces/glyph-outlines';
import { shapesFromSvg } from './svg-shapes';
import type { PieceSize } from '../catalog/piece-size';

/** The lettering zone's margins on a board: clear of the screw holes and the routed edge. */
export const BOARD_MARGIN = { x: 0.1, y: 0.16 };

/**
 * A name board's production drawing: the same layout the preview drew (the same fitted line
 * boxes, measured from the same glyphs), at the board's real size, lettering as outlines.
 */
export async function boardDrawing(
  area: PrintArea,
  input: FlatTextInput,
  size: PieceSize,
  title: string,
): Promise<Drawing> {
  const layout = boardLayout(area, input);
  const lettering = await fitBoardLettering(area, layout);
  const on = placeArea(area, size, BOARD_MARGIN);
  const ink = hex(layout.style.ink);
  // fitLines lays out only the lines with text, in order; their boxes line up with these.
  const visible = layout.lines.filter((l) => l.text.trim().length > 0);
  const artwork: Shape[] = [];
  visible.forEach((line, i) => {
    const box = lettering.lines[i];
    if (!box) return;
    const outline = outlineText(line.text, line.role, line.tracking ?? 0);
    // The line fills the box the preview stretched it into, to the shopper's own proportions.
    artwork.push({ d: pathData(outline, fillInto(outline, toPiece(on, box))), fill: ink });
  });
  for (const ornament of lettering.ornaments) {
    const r = toPiece(on, ornament.rect);
    // The ornament's own SVG, drawn in its pixel box, scaled onto the board.
    artwork.push(...shapesFromSvg(ornamentSvg(ornament, ink), [on.mmPerPx, 0, 0, on.mmPerPx, r.x, r.y], ink));
  }
  const corner = Math.min(size.widthMm, size.heightMm) * 0.04;
  return {
    title,
    size,
    layers: [
      {
        id: 'cut',
        label: 'Cut outline',
        shapes: [{ d: roundedRectPath(0, 0, size.widthMm, size.heightMm, corner), ...CUT_STROKE }],
      },
      { id: 'artwork', label: layout.style.finish === 'engraved' ? 'Engraving' : 'Print artwork', shapes: artwork },
    ],
  };
}

function ornamentSvg(ornament: BoardOrnament, paint: string): string {
  const { width, height } = ornament.rect;
  switch (ornament.kind) {
    case 'flourish':
      return flourishSvg(width, height, ornament.stroke, paint);
    case 'border':
      return borderSvg(width, height, ornament.stroke, paint);
    case 'sprig':
      return sprigSvg(width, height, ornament.mirrored, paint);
  }
}
