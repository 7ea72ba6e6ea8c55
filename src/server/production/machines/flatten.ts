import type { Shape } from '../drawing';

/** A point in millimetres on the piece, y down. */
export type Pt = [number, number];

/** One subpath as a polyline; `closed` when its path closed it with Z. */
export interface Polyline {
  points: Pt[];
  closed: boolean;
}

/** Curves become straight segments no further than this from the curve (mm), as CNC software wants. */
export const FLATTEN_TOLERANCE_MM = 0.05;

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function apply(m: Matrix, [x, y]: Pt): Pt {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

const TOKEN = /([MmLlHhVvCcSsQqTtAaZz])|(-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/g;

function tokens(d: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const [, cmd, num] of d.matchAll(TOKEN)) out.push(cmd ?? Number(num));
  return out;
}

/** Steps so a curve of this control-polygon length, after the transform, keeps within the tolerance. */
function steps(points: Pt[], tolerance: number): number {
  // The control polygon's second differences bound the curve's deviation from its chords.
  let dd = 0;
  for (let i = 1; i + 1 < points.length; i++) {
    const [a, b, c] = [points[i - 1]!, points[i]!, points[i + 1]!];
    dd = Math.max(dd, Math.hypot(a[0] - 2 * b[0] + c[0], a[1] - 2 * b[1] + c[1]));
  }
  const n = points.length - 1;
  // Bezier flatness bound: deviation <= n(n-1)/8 * max|second difference| / k^2.
  return Math.max(1, Math.min(512, Math.ceil(Math.sqrt((n * (n - 1) * dd) / (8 * tolerance)))));
}

function bezier(p: Pt[], t: number): Pt {
  let pts = p;
  while (pts.length > 1) {
    const next: Pt[] = [];
    for (let i = 0; i + 1 < pts.length; i++) {
      const [a, b] = [pts[i]!, pts[i + 1]!];
      next.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    }
    pts = next;
  }
  return pts[0]!;
}

/** SVG's endpoint arc as points (after the transform), per the SVG 1.1 implementation notes F.6.5. */
function arcPoints(from: Pt, rx: number, ry: number, phiDeg: number, large: boolean, sweep: boolean, to: Pt): Pt[] {
  if (rx === 0 || ry === 0) return [to];
  const phi = (phiDeg * Math.PI) / 180;
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  const dx = (from[0] - to[0]) / 2;
  const dy = (from[1] - to[1]) / 2;
  const x1 = cos * dx + sin * dy;
  const y1 = -sin * dx + cos * dy;
  rx = Math.abs(rx);
  ry = Math.abs(ry);
  const lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
  const coef = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / (rx * rx * y1 * y1 + ry * ry * x1 * x1)));
  const cx1 = (coef * rx * y1) / ry;
  const cy1 = (-coef * ry * x1) / rx;
  const cx = cos * cx1 - sin * cy1 + (from[0] + to[0]) / 2;
  const cy = sin * cx1 + cos * cy1 + (from[1] + to[1]) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) =>
    Math.sign(ux * vy - uy * vx || 1) *
    Math.acos(Math.max(-1, Math.min(1, (ux * vx + uy * vy) / (Math.hypot(ux, uy) * Math.hypot(vx, vy)))));
  const t1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry);
  let dt = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry);
  if (!sweep && dt > 0) dt -= 2 * Math.PI;
  if (sweep && dt < 0) dt += 2 * Math.PI;
  return [cx, cy, rx, ry, t1, dt, cos, sin] as unknown as Pt[];
}

/**
 * A shape's path as polylines in millimetres on the piece: its transform applied, every curve
 * and arc flattened so no point of the curve is further than `tolerance` from its segments.
 * Understands the whole SVG path grammar (absolute and relative M L H V C S Q T A Z).
 */
export function flattenShape(shape: Pick<Shape, 'd' | 'transform'>, tolerance = FLATTEN_TOLERANCE_MM): Polyline[] {
  const m: Matrix = shape.transform ?? IDENTITY;
  const out: Polyline[] = [];
  let current: Polyline | null = null;
  let pen: Pt = [0, 0];
  let start: Pt = [0, 0];
  let lastControl: Pt | null = null;
  let lastOp = '';
  const t = tokens(shape.d);
  let i = 0;
  let op = '';
  const next = () => Number(t[i++]);
  const push = (p: Pt) => {
    if (!current) {
      current = { points: [apply(m, pen)], closed: false };
      out.push(current);
    }
    current.points.push(apply(m, p));
  };
  const curve = (ctrl: Pt[]) => {
    const placed = ctrl.map((p) => apply(m, p));
    const n = steps(placed, tolerance);
    if (!current) {
      current = { points: [placed[0]!], closed: false };
      out.push(current);
    }
    for (let k = 1; k <= n; k++) current.points.push(bezier(placed, k / n));
  };
  while (i < t.length) {
    const tok = t[i];
    if (typeof tok === 'string') {
      op = tok;
      i++;
      if (op === 'Z' || op === 'z') {
        if (current) {
          (current as Polyline).closed = true;
          current = null;
        }
        pen = start;
        lastControl = null;
        lastOp = 'Z';
        continue;
      }
    } else if (!op) {
      i++;
      continue;
    }
    const rel = op === op.toLowerCase();
    const base: Pt = rel ? pen : [0, 0];
    const at = (x: number, y: number): Pt => [base[0] + x, base[1] + y];
    const upper = op.toUpperCase();
    if (i >= t.length || typeof t[i] === 'string') continue;
    switch (upper) {
      case 'M': {
        pen = at(next(), next());
        start = pen;
        current = null;
        // Further pairs after a moveto are linetos.
        op = rel ? 'l' : 'L';
        break;
      }
      case 'L': {
        const p = at(next(), next());
        push(p);
        pen = p;
        break;
      }
      case 'H': {
        const p: Pt = [rel ? pen[0] + next() : next(), pen[1]];
        push(p);
        pen = p;
        break;
      }
      case 'V': {
        const p: Pt = [pen[0], rel ? pen[1] + next() : next()];
        push(p);
        pen = p;
        break;
      }
      case 'C':
      case 'S': {
        const c1: Pt =
          upper === 'C'
            ? at(next(), next())
            : lastControl && 'CS'.includes(lastOp)
              ? [2 * pen[0] - lastControl[0], 2 * pen[1] - lastControl[1]]
              : pen;
        const c2 = at(next(), next());
        const p = at(next(), next());
        curve([pen, c1, c2, p]);
        lastControl = c2;
        pen = p;
        lastOp = 'C';
        continue;
      }
      case 'Q':
      case 'T': {
        const c: Pt =
          upper === 'Q'
            ? at(next(), next())
            : lastControl && 'QT'.includes(lastOp)
              ? [2 * pen[0] - lastControl[0], 2 * pen[1] - lastControl[1]]
              : pen;
        const p = at(next(), next());
        curve([pen, c, p]);
        lastControl = c;
        pen = p;
        lastOp = 'Q';
        continue;
      }
      case 'A': {
        const [rx, ry, phi, large, sweep] = [next(), next(), next(), next(), next()];
        const p = at(next(), next());
        const arc = arcPoints(pen, rx, ry, phi, large !== 0, sweep !== 0, p);
        if (arc.length === 1) push(p);
        else {
          const [cx, cy, arx, ary, t1, dt, cos, sin] = arc as unknown as number[];
          // Chord error r(1 - cos(θ/2)) <= tolerance, in the placed size of the larger radius.
          const scale = Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2])) || 1;
          const r = Math.max(arx!, ary!) * scale;
          const per = r > tolerance ? 2 * Math.acos(1 - tolerance / r) : Math.PI / 2;
          const n = Math.max(1, Math.min(1024, Math.ceil(Math.abs(dt!) / per)));
          for (let k = 1; k <= n; k++) {
            const a = t1! + (dt! * k) / n;
            const [ex, ey] = [arx! * Math.cos(a), ary! * Math.sin(a)];
            push(k === n ? p : [cos! * ex - sin! * ey + cx!, sin! * ex + cos! * ey + cy!]);
          }
        }
        pen = p;
        break;
      }
      default:
        i++;
    }
    lastControl = null;
    lastOp = upper;
  }
  // A lone moveto draws nothing.
  return out.filter((p) => p.points.length > 1);
}
