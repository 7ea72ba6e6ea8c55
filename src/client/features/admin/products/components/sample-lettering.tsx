import { useEffect, useRef } from 'react';
import {
  boardLines,
  boardTextBox,
  fitInk,
  PLAIN_LOOK,
  REF_PX,
  type LineSpec,
} from '../../../../../contracts/lettering-layout';

const FAMILY = "'Fraunces Variable', Georgia, serif";

function setFont(ctx: CanvasRenderingContext2D, line: LineSpec) {
  const size = Math.round(REF_PX * (line.size ?? 1));
  ctx.font = `600 ${size}px ${FAMILY}`;
  ctx.letterSpacing = `${(line.tracking ?? 0) * size}px`;
}

/**
 * The sample name laid out flat on a face `width` x `height` (master pixels) by the server's
 * fitting rule (boardLines, boardTextBox, fitInk from the shared contracts), ink measured by the
 * browser. The caller maps this flat canvas onto the photo.
 */
export function SampleLettering({
  name,
  width,
  height,
  color,
}: {
  name: string;
  width: number;
  height: number;
  color: string;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = ref.current?.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, width, height);
    const lines = boardLines(name, '', 'serif', PLAIN_LOOK).filter((l) => l.text.trim());
    const box = boardTextBox({ width, height }, PLAIN_LOOK, lines.length);
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
      ctx.translate(box.x + r.x, box.y + r.y);
      ctx.scale(r.width / ink.width, r.height / ink.height);
      setFont(ctx, line);
      ctx.fillText(line.text, ink.left, ink.ascent);
      ctx.restore();
    });
  }, [name, width, height, color]);
  return <canvas ref={ref} width={width} height={height} aria-hidden className="block" style={{ width, height }} />;
}
