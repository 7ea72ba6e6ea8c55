import {
  boardLines,
  boardTextBox,
  fitInk,
  PLAIN_LOOK,
  REF_PX,
  type LineSpec,
} from '../../../../../contracts/lettering-layout';
import type { Box } from '../../../../../contracts/template-geometry';

const FAMILY = "'Fraunces Variable', Georgia, serif";

function setFont(ctx: CanvasRenderingContext2D, line: LineSpec) {
  const size = Math.round(REF_PX * (line.size ?? 1));
  ctx.font = `600 ${size}px ${FAMILY}`;
  ctx.letterSpacing = `${(line.tracking ?? 0) * size}px`;
}

/**
 * The sample name laid out flat on `face` (pixels of the canvas drawn on) by the server's fitting
 * rule (boardLines, boardTextBox, fitInk from the shared contracts), ink measured by the browser.
 * The studio's ShapedDraft maps the flat face onto the photo as the shopper's live draft does.
 */
export function paintSampleLettering(ctx: CanvasRenderingContext2D, face: Box, name: string, color: string): void {
  const lines = boardLines(name, '', 'serif', PLAIN_LOOK).filter((l) => l.text.trim());
  const box = boardTextBox(face, PLAIN_LOOK, lines.length);
  const inks = lines.map((line) => {
    setFont(ctx, line);
    const m = ctx.measureText(line.text);
    return {
      width: Math.max(1, m.actualBoundingBoxLeft + m.actualBoundingBoxRight),
      height: Math.max(1, m.actualBoundingBoxAscent + m.actualBoundingBoxDescent),
      left: m.actualBoundingBoxLeft,
      ascent: m.actualBoundingBoxAscent,
    };
  });
  const fit = fitInk(inks, box, box.gap);
  ctx.fillStyle = color;
  lines.forEach((line, i) => {
    const ink = inks[i];
    const r = fit.lines[i];
    if (!ink || !r) return;
    ctx.save();
    ctx.translate(face.x + box.x + r.x, face.y + box.y + r.y);
    ctx.scale(r.width / ink.width, r.height / ink.height);
    setFont(ctx, line);
    ctx.fillText(line.text, ink.left, ink.ascent);
    ctx.restore();
  });
}
