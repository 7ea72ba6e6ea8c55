import type { PrintArea } from '../../contracts/print-area';
import { designLayout, fitDesignLettering, type DesignPieceInput } from '../pieces/design-layout';
import type { PieceSize } from '../catalog/piece-size';
import { CUT_STROKE, hex, placeArea, toPiece, type Drawing, type Shape } from './drawing';
import { fillInto, outlineText, pathData } from '../pieces/glyph-outlines';

/**
 * A product's own design (issue 41) at the piece's real size: the print area placed on the piece
 * as the preview placed it, each text slot's lines as outlines in the boxes the same fitting gave
 * the preview, so the maker cuts or prints the names and the date where the shopper saw them.
 */
export async function designDrawing(
  area: PrintArea,
  input: DesignPieceInput,
  size: PieceSize,
  title: string,
): Promise<Drawing> {
  const layout = designLayout(area, input);
  const lettering = await fitDesignLettering(layout);
  const on = placeArea(area, size, { x: 0, y: 0 });
  const ink = hex(layout.style.ink);
  const artwork: Shape[] = [];
  layout.blocks.forEach((block, i) => {
    const fitted = lettering.blocks[i]?.fitted;
    if (!fitted) return;
    // fitLines lays out only the lines with text, in order; their boxes line up with these.
    block.lines
      .filter((l) => l.text.trim().length > 0)
      .forEach((line, j) => {
        const box = fitted.lines[j];
        if (!box) return;
        const outline = outlineText(line.text, line.role, line.tracking ?? 0);
        const placed = { ...box, x: box.x + block.rect.x, y: box.y + block.rect.y };
        // As on a board: the line fills the box the preview stretched its drawing into.
        artwork.push({ d: pathData(outline, fillInto(outline, toPiece(on, placed))), fill: ink });
      });
  });
  return {
    title,
    size,
    layers: [
      {
        id: 'cut',
        label: 'Piece outline',
        shapes: [{ d: `M0 0H${size.widthMm}V${size.heightMm}H0Z`, ...CUT_STROKE }],
      },
      { id: 'artwork', label: 'Print artwork', shapes: artwork },
    ],
  };
}
