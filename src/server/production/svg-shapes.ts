import { roundedRectPath, type Shape } from './drawing';
import type { Matrix } from '../pieces/glyph-outlines';

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m then n: the map that applies `n` first, then `m` (SVG's nested transforms). */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** translate(), rotate() and scale() lists, as the ornaments write them. */
function parseTransform(value: string | undefined): Matrix {
  let m = IDENTITY;
  for (const [, op, args] of (value ?? '').matchAll(/(translate|rotate|scale)\(([^)]*)\)/g)) {
    const [a = 0, b] = (args ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (op === 'translate') m = multiply(m, [1, 0, 0, 1, a, b ?? 0]);
    else if (op === 'scale') m = multiply(m, [a, 0, 0, b ?? a, 0, 0]);
    else {
      const r = (a * Math.PI) / 180;
      m = multiply(m, [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0]);
    }
  }
  return m;
}

function attributes(source: string): Record<string, string> {
  return Object.fromEntries([...source.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, k, v]) => [k ?? '', v ?? '']));
}

function circlePath(cx: number, cy: number, r: number): string {
  return roundedRectPath(cx - r, cy - r, 2 * r, 2 * r, r);
}

/**
 * The compositor's ornaments (ornaments.ts) are SVG fragments of paths, circles and rounded
 * rects in groups with simple transforms; this turns one into shapes both file writers draw,
 * placed by `place`. Only that vocabulary is understood: the fragments are ours, not a shopper's.
 */
export function shapesFromSvg(fragment: string, place: Matrix, paint: string): Shape[] {
  const shapes: Shape[] = [];
  const stack: Matrix[] = [place];
  for (const [, closing, tag, rest] of fragment.matchAll(/<(\/?)(g|path|circle|rect)\b([^>]*)>/g)) {
    const current = stack[stack.length - 1] ?? place;
    if (closing) {
      stack.pop();
      continue;
    }
    const a = attributes(rest ?? '');
    const transform = multiply(current, parseTransform(a.transform));
    if (tag === 'g') {
      if (!(rest ?? '').trimEnd().endsWith('/')) stack.push(transform);
      continue;
    }
    let d: string;
    if (tag === 'circle') d = circlePath(Number(a.cx), Number(a.cy), Number(a.r));
    else if (tag === 'rect')
      d = roundedRectPath(Number(a.x), Number(a.y), Number(a.width), Number(a.height), Number(a.rx ?? 0));
    else d = a.d ?? '';
    const stroked = a.stroke && a.stroke !== 'none';
    shapes.push({
      d,
      fill: a.fill === 'none' ? undefined : paint,
      stroke: stroked ? paint : undefined,
      strokeWidth: stroked ? Number(a['stroke-width'] ?? 1) : undefined,
      transform,
    });
  }
  return shapes;
}
