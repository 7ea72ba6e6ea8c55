import type { PrintArea } from '../../../seed/types';
import { boardLayout, fitBoardLettering, type FlatTextInput } from '../previews/compositor/board-layout';
import { CUT_STROKE, hex, placeArea, roundedRectPath, toPiece, type Drawing, type Shape } from './drawing';
import { fitInto, outlineText, pathData } from './glyph-outlines';
import type { PieceSize } from './piece-size';

/** The lettering zone's margins on a board: clear of the screw holes and the routed edge. */
const BOARD_MARGIN = { x: 0.1, y: 0.16 };

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
    artwork.push({ d: pathData(outline, fitInto(outline, toPiece(on, box))), fill: ink });
  });
  for (const ornament of lettering.ornaments) {
    // The border frame is two rounded rectangles (ornaments.ts); flourishes and sprigs are not drawn yet.
    if (ornament.kind !== 'border') continue;
    const r = toPiece(on, ornament.rect);
    const stroke = ornament.stroke * on.mmPerPx;
    const radius = Math.min(r.width, r.height) * 0.08;
    for (const [k, w] of [
      [1, stroke],
      [3.2, stroke * 0.45],
    ] as const) {
      const inset = stroke * 1.5 * k;
      artwork.push({
        d: roundedRectPath(r.x + inset, r.y + inset, r.width - 2 * inset, r.height - 2 * inset, radius),
        stroke: ink,
        strokeWidth: w,
      });
    }
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
