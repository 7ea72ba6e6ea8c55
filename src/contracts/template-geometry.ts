/**
 * The one template maths the server's renderer, the shopper's live draft and the owner's editor
 * share: where a point of the flat layout (u, v in 0..1 across its width and height) lands on the
 * product photo, and back. A rectangle is a front-on photo, a quad a flat face photographed at an
 * angle (a perspective homography solved from its four corners), a cylinder a mug's body.
 */

export type Point = [number, number];

export interface RectShape {
  kind: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface QuadShape {
  kind: 'quad';
  /** Top-left, top-right, bottom-right, bottom-left, in master pixels. */
  corners: [Point, Point, Point, Point];
}

/**
 * A mug photographed upright: the axis is vertical at `axisX`, the body runs from the top rim's
 * centre (`top`) to the bottom rim's centre (`bottom`), both rims are ellipses with half-height
 * `rim` (0 when seen exactly side-on), and the design spans `arc` degrees around the front.
 */
export interface CylinderShape {
  kind: 'cylinder';
  axisX: number;
  top: number;
  bottom: number;
  radius: number;
  rim: number;
  arc: number;
}

export type TemplateShape = RectShape | QuadShape | CylinderShape;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** 3x3 row-major matrix mapping (u, v, 1) to homogeneous (x, y, w). */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];

export function rectCorners({ x, y, width, height }: Box): QuadShape['corners'] {
  return [
    [x, y],
    [x + width, y],
    [x + width, y + height],
    [x, y + height],
  ];
}

/** The homography taking the unit square's corners to `corners` (Heckbert's closed form). */
export function homographyFromCorners(corners: QuadShape['corners']): Homography {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = corners;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  if (Math.abs(sx) < 1e-9 && Math.abs(sy) < 1e-9) {
    return [x1 - x0, x3 - x0, x0, y1 - y0, y3 - y0, y0, 0, 0, 1];
  }
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const den = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / den;
  const h = (dx1 * sy - sx * dy1) / den;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

export function invertHomography(m: Homography): Homography {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [
    A / det,
    -(b * i - c * h) / det,
    (b * f - c * e) / det,
    B / det,
    (a * i - c * g) / det,
    -(a * f - c * d) / det,
    C / det,
    -(a * h - b * g) / det,
    (a * e - b * d) / det,
  ];
}

export function applyHomography(m: Homography, u: number, v: number): Point {
  const w = m[6] * u + m[7] * v + m[8];
  return [(m[0] * u + m[1] * v + m[2]) / w, (m[3] * u + m[4] * v + m[5]) / w];
}

/** Where the flat layout's (u, v) lands on a cylinder's photo. */
export function cylinderForward(c: CylinderShape, u: number, v: number): Point {
  const theta = (u - 0.5) * toRadians(c.arc);
  return [c.axisX + c.radius * Math.sin(theta), c.top + v * (c.bottom - c.top) + c.rim * Math.cos(theta)];
}

/** The flat layout's (u, v) under a photo pixel, or null where the pixel is off the design. */
export function cylinderInverse(c: CylinderShape, x: number, y: number): Point | null {
  const s = (x - c.axisX) / c.radius;
  if (s < -1 || s > 1) return null;
  const theta = Math.asin(s);
  const u = theta / toRadians(c.arc) + 0.5;
  const v = (y - c.top - c.rim * Math.cos(theta)) / (c.bottom - c.top);
  return u < 0 || u > 1 || v < 0 || v > 1 ? null : [u, v];
}

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

export interface TemplateMapping {
  forward: (u: number, v: number) => Point;
  /** (u, v) for a photo pixel; null outside the design. */
  inverse: (x: number, y: number) => Point | null;
  /** The same, written into `into` (false outside): the renderer calls it per pixel, allocating nothing. */
  inverseInto: (x: number, y: number, into: Point) => boolean;
  /** The photo pixels the design may touch, rounded outwards. */
  bounds: Box;
  /** The flat layout's natural size in photo pixels: what the lettering is fitted into. */
  flat: { width: number; height: number };
}

export function mappingOf(shape: TemplateShape): TemplateMapping {
  if (shape.kind === 'cylinder') return cylinderMapping(shape);
  const corners = shape.kind === 'rect' ? rectCorners(shape) : shape.corners;
  const forwardMatrix = homographyFromCorners(corners);
  const [a, b, c, d, e, f, g, h, i] = invertHomography(forwardMatrix);
  const inverseInto = (x: number, y: number, into: Point): boolean => {
    const w = g * x + h * y + i;
    const u = (a * x + b * y + c) / w;
    const v = (d * x + e * y + f) / w;
    into[0] = u;
    into[1] = v;
    return u >= 0 && u <= 1 && v >= 0 && v <= 1;
  };
  return {
    forward: (u, v) => applyHomography(forwardMatrix, u, v),
    inverse: (x, y) => {
      const into: Point = [0, 0];
      return inverseInto(x, y, into) ? into : null;
    },
    inverseInto,
    bounds: boundsOf(corners),
    flat: quadFlatSize(corners),
  };
}

function cylinderMapping(c: CylinderShape): TemplateMapping {
  const edge = Array.from({ length: 17 }, (_, i) => i / 16).flatMap((u) => [
    cylinderForward(c, u, 0),
    cylinderForward(c, u, 1),
  ]);
  return {
    forward: (u, v) => cylinderForward(c, u, v),
    inverse: (x, y) => cylinderInverse(c, x, y),
    inverseInto: (x, y, into) => {
      const uv = cylinderInverse(c, x, y);
      if (uv) [into[0], into[1]] = uv;
      return uv !== null;
    },
    bounds: boundsOf(edge),
    flat: { width: c.radius * toRadians(c.arc), height: c.bottom - c.top },
  };
}

/** The face's own proportions: the mean of opposite edges, so a foreshortened board stays its shape. */
function quadFlatSize([tl, tr, br, bl]: QuadShape['corners']): { width: number; height: number } {
  return {
    width: (distance(tl, tr) + distance(bl, br)) / 2,
    height: (distance(tl, bl) + distance(tr, br)) / 2,
  };
}

function distance(a: Point, b: Point): number {
  return Math.hypot(b[0] - a[0], b[1] - a[1]);
}

export function boundsOf(points: readonly Point[]): Box {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x = Math.floor(Math.min(...xs));
  const y = Math.floor(Math.min(...ys));
  return { x, y, width: Math.ceil(Math.max(...xs)) - x, height: Math.ceil(Math.max(...ys)) - y };
}

/**
 * A CSS `matrix3d` that draws an element `width` x `height` (transform-origin 0 0) onto the quad:
 * the live draft's and the editor's way of showing the server's perspective without a render.
 */
export function cssMatrix3d(corners: QuadShape['corners'], width: number, height: number): string {
  const [a, b, c, d, e, f, g, h, i] = homographyFromCorners(corners);
  const m = [a / width, d / width, 0, g / width, b / height, e / height, 0, h / height, 0, 0, 1, 0, c, f, 0, i];
  return `matrix3d(${m.map((n) => Number(n.toFixed(9))).join(',')})`;
}

/** Flat faces are kept within this many pixels a side: finer than the photo's own 1024 px. */
export const MAX_FLAT_SIDE = 1024;

/**
 * The size, in whole pixels, of the flat face a shaped template's design is laid out on: the
 * mapping's natural size, scaled down to MAX_FLAT_SIDE. The server renders onto a face this size
 * and the browser's drafts lay their lettering out on the same, so both fit it alike.
 */
export function flatFaceSize(mapping: Pick<TemplateMapping, 'flat'>): { width: number; height: number } {
  const { flat } = mapping;
  const fit = Math.min(1, MAX_FLAT_SIDE / Math.max(flat.width, flat.height, 1));
  return { width: Math.max(8, Math.round(flat.width * fit)), height: Math.max(8, Math.round(flat.height * fit)) };
}

/**
 * One vertical strip of a cylinder's flat design, from `u0` to `u1`, and the affine map
 * [a, b, c, d, e, f] (as canvas setTransform takes it: x' = a s + c t + e, y' = b s + d t + f)
 * from the strip's unit square (s, t in 0..1) onto the photo.
 */
export interface CylinderStrip {
  u0: number;
  u1: number;
  affine: [number, number, number, number, number, number];
}

/**
 * The cylinder's design cut into `count` equal vertical strips, each placed by cylinderForward at
 * its corners. A column of the design keeps one x on the photo and moves down it linearly, so a
 * strip lands on a parallelogram and an affine map places it exactly at its edges; between them
 * the chord stands in for the arc (under a fifth of a pixel at 32 strips over 150 degrees of a
 * 250 px mug). A browser draws that with a 2D canvas, cheaply, where no perspective is needed.
 */
export function cylinderStrips(c: CylinderShape, count: number): CylinderStrip[] {
  const n = Math.max(1, Math.round(count));
  return Array.from({ length: n }, (_, i) => {
    const u0 = i / n;
    const u1 = (i + 1) / n;
    const [x0, y0] = cylinderForward(c, u0, 0);
    const [x1, y1] = cylinderForward(c, u1, 0);
    const [x2, y2] = cylinderForward(c, u0, 1);
    return { u0, u1, affine: [x1 - x0, y1 - y0, x2 - x0, y2 - y0, x0, y0] };
  });
}

/** Enough strips that none spans more than about 8 px of the photo's width at the mug's front. */
export function cylinderStripCount(c: CylinderShape): number {
  const frontWidth = c.radius * toRadians(c.arc);
  return Math.min(128, Math.max(8, Math.ceil(frontWidth / 8)));
}
