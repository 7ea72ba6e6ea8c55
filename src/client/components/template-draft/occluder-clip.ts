import type { Point } from '../../../contracts/template-geometry';

/**
 * A CSS clip-path that keeps everything of a `size`-square layer except the occluder polygon: the
 * frame's square and the polygon as one even-odd path, so the polygon is a hole. The server paints
 * the photo back under the occluder after drawing the design; cutting the draft there shows the
 * same photo. Fewer than three points cut nothing.
 */
export function occluderClipPath(points: readonly Point[] | undefined, size: number): string | undefined {
  if (!points || points.length < 3) return undefined;
  const n = (v: number) => Number(v.toFixed(1));
  const hole = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join(' ');
  return `path(evenodd, "M0 0 H${size} V${size} H0 Z ${hole} Z")`;
}
