import { n, roundedRectPath, seededRandom } from './svg-kit';

/** rounded: a plain plank; arch: a temple-door top; scalloped: cusped top and bottom edges; rough: split slate. */
export type BoardShape = 'rounded' | 'arch' | 'scalloped' | 'rough';

/** Rise of the arch as a share of the board's height. */
export const ARCH_RISE = 0.3;

function archPath(x: number, y: number, w: number, h: number): string {
  const rise = h * ARCH_RISE;
  const r = 18;
  return (
    `M${n(x)},${n(y + rise)} A${n(w / 2)},${n(rise)} 0 0 1 ${n(x + w)},${n(y + rise)} ` +
    `V${n(y + h - r)} A${r},${r} 0 0 1 ${n(x + w - r)},${n(y + h)} H${n(x + r)} A${r},${r} 0 0 1 ${n(x)},${n(y + h - r)} Z`
  );
}

/** Top and bottom edges made of shallow outward bulges, as fretwork boards are cut. */
function scallopedPath(x: number, y: number, w: number, h: number): string {
  const count = 7;
  const step = w / count;
  const bulge = Math.min(22, h * 0.06);
  const top = y + bulge;
  const bottom = y + h - bulge;
  const topEdge = Array.from(
    { length: count },
    (_, i) => `Q${n(x + step * (i + 0.5))},${n(y - bulge)} ${n(x + step * (i + 1))},${n(top)}`,
  );
  const bottomEdge = Array.from(
    { length: count },
    (_, i) => `Q${n(x + w - step * (i + 0.5))},${n(y + h + bulge)} ${n(x + w - step * (i + 1))},${n(bottom)}`,
  );
  return `M${n(x)},${n(top)} ${topEdge.join(' ')} V${n(bottom)} ${bottomEdge.join(' ')} Z`;
}

/** A split slate outline: small random chips along each edge, the same every run. */
function roughPath(x: number, y: number, w: number, h: number): string {
  const random = seededRandom(`slate-${w}x${h}`);
  const points: Array<[number, number]> = [];
  const step = 28;
  const jitter = () => (random() - 0.5) * 9;
  for (let px = x; px < x + w; px += step) points.push([px, y + jitter()]);
  for (let py = y; py < y + h; py += step) points.push([x + w + jitter(), py]);
  for (let px = x + w; px > x; px -= step) points.push([px, y + h + jitter()]);
  for (let py = y + h; py > y; py -= step) points.push([x + jitter(), py]);
  return `M${points.map(([px, py]) => `${n(px)},${n(py)}`).join(' L')} Z`;
}

/** The outline of a board of the given shape, optionally inset (for routed grooves). */
export function boardOutline(shape: BoardShape, w: number, h: number, inset = 0): string {
  const x = inset;
  const y = inset;
  const iw = w - inset * 2;
  const ih = h - inset * 2;
  switch (shape) {
    case 'rounded':
      return roundedRectPath(x, y, iw, ih, Math.max(6, 26 - inset * 0.5));
    case 'arch':
      return archPath(x, y, iw, ih);
    case 'scalloped':
      return scallopedPath(x, y, iw, ih);
    case 'rough':
      return roughPath(x, y, iw, ih);
  }
}
