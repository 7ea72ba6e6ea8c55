import { cylinderForward, type Point, type QuadShape, type TemplateShape } from './template-geometry';

/**
 * Whether a template can be drawn: the editor shows the message beside the handles, the API
 * refuses the template with it. A self-crossing or concave quad has no perspective that maps a
 * flat board onto it; a sliver has no room for a name.
 */

/** Smallest face a name can be fitted into, in master pixels squared (about 40 x 40). */
export const MIN_TEMPLATE_AREA = 1600;

export const TEMPLATE_MESSAGES = {
  outside: 'Every corner must lie on the photo',
  crossing: 'The corners cross: place them top-left, top-right, bottom-right, bottom-left around the face',
  tooSmall: 'The area is too small to hold a name',
  cylinder: 'The mug body must have a radius, a height and an arc between 20 and 180 degrees',
} as const;

export function templateProblem(shape: TemplateShape, imageSize: number): string | null {
  switch (shape.kind) {
    case 'rect':
      if (shape.width * shape.height < MIN_TEMPLATE_AREA || shape.width <= 0 || shape.height <= 0)
        return TEMPLATE_MESSAGES.tooSmall;
      return outside(
        [
          [shape.x, shape.y],
          [shape.x + shape.width, shape.y + shape.height],
        ],
        imageSize,
      );
    case 'quad':
      return outside(shape.corners, imageSize) ?? quadProblem(shape.corners);
    case 'cylinder':
      return cylinderProblem(shape, imageSize);
  }
}

function outside(points: readonly Point[], size: number): string | null {
  const off = points.some(([x, y]) => !(x >= 0 && y >= 0 && x <= size && y <= size));
  return off ? TEMPLATE_MESSAGES.outside : null;
}

function quadProblem(corners: QuadShape['corners']): string | null {
  // Every turn the same way round (clockwise on screen, y down) means a convex, uncrossed quad.
  const turns = corners.map((p, i) => {
    const q = corners[(i + 1) % 4] as Point;
    const r = corners[(i + 2) % 4] as Point;
    return (q[0] - p[0]) * (r[1] - q[1]) - (q[1] - p[1]) * (r[0] - q[0]);
  });
  if (!turns.every((t) => t > 0))
    return turns.every((t) => t === 0) ? TEMPLATE_MESSAGES.tooSmall : crossingOrSmall(corners);
  return quadArea(corners) < MIN_TEMPLATE_AREA ? TEMPLATE_MESSAGES.tooSmall : null;
}

function crossingOrSmall(corners: QuadShape['corners']): string {
  return Math.abs(quadArea(corners)) < MIN_TEMPLATE_AREA ? TEMPLATE_MESSAGES.tooSmall : TEMPLATE_MESSAGES.crossing;
}

/** Shoelace area, positive for clockwise corners on screen. */
export function quadArea(corners: readonly Point[]): number {
  let sum = 0;
  for (const [i, [x, y]] of corners.entries()) {
    const [nx, ny] = corners[(i + 1) % corners.length] as Point;
    sum += x * ny - nx * y;
  }
  return sum / 2;
}

function cylinderProblem(c: Extract<TemplateShape, { kind: 'cylinder' }>, size: number): string | null {
  const height = c.bottom - c.top;
  if (!(c.radius > 0 && height > 0 && c.rim >= 0 && c.arc >= 20 && c.arc <= 180)) return TEMPLATE_MESSAGES.cylinder;
  const corners: Point[] = [
    cylinderForward(c, 0, 0),
    cylinderForward(c, 1, 1),
    [c.axisX, c.top],
    [c.axisX, c.bottom + c.rim],
  ];
  const off = outside([...corners, [c.axisX - c.radius, c.top], [c.axisX + c.radius, c.bottom]], size);
  if (off) return off;
  return c.radius * ((c.arc * Math.PI) / 180) * height < MIN_TEMPLATE_AREA ? TEMPLATE_MESSAGES.tooSmall : null;
}
