import { REF_PX, type FontRole, type LineSpec } from '../../../contracts/lettering-layout';
import type { PrintArea } from '../../../contracts/print-area';
import type { Box } from '../../../contracts/template-geometry';
import { paragraphDirection } from '../../../contracts/lettering-scripts';
import { draftFamily } from './draft-fonts';
import { layoutBoardDraft, type MeasuredInk } from './draft-layout';

/** A line's font on the canvas: the draft's copy of the server's TTF, at REF_PX times its size. */
export function setDraftFont(ctx: CanvasRenderingContext2D, line: LineSpec): void {
  const sizePx = Math.round(REF_PX * (line.size ?? 1));
  ctx.font = `${sizePx}px ${draftFamily(line.role)}`;
  // Pango's letter_spacing in the server render is the same em fraction of the size.
  ctx.letterSpacing = `${(line.tracking ?? 0) * sizePx}px`;
  // The canvas runs the Unicode Bidirectional Algorithm on the line, in the paragraph direction
  // the server's bidi takes (an Urdu name reads from the right, "42" in it from the left); the
  // ink is placed from its left edge either way.
  ctx.direction = paragraphDirection(line.text);
  ctx.textAlign = 'left';
}

/** Measures a line's ink as the browser draws it (the server measures its own the same way). */
export function measureWith(ctx: CanvasRenderingContext2D) {
  return (line: LineSpec): MeasuredInk => {
    setDraftFont(ctx, line);
    const m = ctx.measureText(line.text);
    return {
      width: Math.max(1, m.actualBoundingBoxLeft + m.actualBoundingBoxRight),
      height: Math.max(1, m.actualBoundingBoxAscent + m.actualBoundingBoxDescent),
      left: m.actualBoundingBoxLeft,
      ascent: m.actualBoundingBoxAscent,
    };
  };
}

/** Draws laid-out lines: each measured ink stretched onto its fitted box, as the server resizes its ink mask. */
export function paintDraftLines(
  ctx: CanvasRenderingContext2D,
  lines: Array<{ line: LineSpec; ink: MeasuredInk; box: Box }>,
): void {
  for (const { line, ink, box } of lines) {
    ctx.save();
    ctx.translate(box.x, box.y);
    ctx.scale(box.width / ink.width, box.height / ink.height);
    setDraftFont(ctx, line);
    ctx.fillText(line.text, ink.left, ink.ascent);
    ctx.restore();
  }
}

/**
 * A name board's lettering on `area` (in the canvas's own pixels: the photo's, or a flat face's):
 * the server's lines, box and fitting rule, in its fonts. The shopper's live draft and the
 * studio's sample both draw with it, the font for `role` already loaded (loadDraftFont).
 */
export function paintBoardLettering(
  ctx: CanvasRenderingContext2D,
  area: Box & Pick<PrintArea, 'fonts'>,
  text: { name: string; houseNumber: string },
  role: FontRole,
  fill: string,
): void {
  ctx.fillStyle = fill;
  paintDraftLines(ctx, layoutBoardDraft(area, text, role, measureWith(ctx)));
}
