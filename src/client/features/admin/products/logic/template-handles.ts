import type { Point, TemplateShape } from '../../../../../contracts/template-geometry';
import { rectCorners } from '../../../../../contracts/template-geometry';

/** A draggable point of a template: what it is called to a screen reader, and where it is. */
export interface Handle {
  name: string;
  at: Point;
}

const CORNER_NAMES = ['Top-left corner', 'Top-right corner', 'Bottom-right corner', 'Bottom-left corner'];

/** The handles a shape is edited by: a quad's four corners, a cylinder's axis ends, radius and rim. */
export function handlesOf(shape: TemplateShape): Handle[] {
  if (shape.kind === 'cylinder')
    return [
      { name: 'Mug top (centre of the top rim)', at: [shape.axisX, shape.top] },
      { name: 'Mug bottom (centre of the bottom rim)', at: [shape.axisX, shape.bottom] },
      { name: 'Mug radius (side of the body)', at: [shape.axisX + shape.radius, (shape.top + shape.bottom) / 2] },
      { name: 'Rim depth (front of the top rim)', at: [shape.axisX, shape.top + shape.rim] },
    ];
  const corners = shape.kind === 'rect' ? rectCorners(shape) : shape.corners;
  return corners.map((at, i) => ({ name: CORNER_NAMES[i] ?? `Corner ${i + 1}`, at }));
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The shape with handle `index` moved to `to` (a rect's corner moves its own edges). */
export function moveHandle(shape: TemplateShape, index: number, to: Point): TemplateShape {
  const p: Point = [round(to[0]), round(to[1])];
  if (shape.kind === 'quad') {
    const corners = [...shape.corners] as typeof shape.corners;
    corners[index] = p;
    return { kind: 'quad', corners };
  }
  if (shape.kind === 'rect') {
    const [x0, y0, x1, y1] = [shape.x, shape.y, shape.x + shape.width, shape.y + shape.height];
    const left = index === 0 || index === 3 ? p[0] : x0;
    const right = index === 1 || index === 2 ? p[0] : x1;
    const top = index === 0 || index === 1 ? p[1] : y0;
    const bottom = index === 2 || index === 3 ? p[1] : y1;
    return { kind: 'rect', x: left, y: top, width: right - left, height: bottom - top };
  }
  switch (index) {
    case 0:
      return { ...shape, axisX: p[0], top: p[1] };
    case 1:
      return { ...shape, axisX: p[0], bottom: p[1] };
    case 2:
      return { ...shape, radius: round(Math.abs(p[0] - shape.axisX)) };
    default:
      return { ...shape, rim: round(Math.max(0, p[1] - shape.top)) };
  }
}

/** The same area as another kind, so switching rect/quad/cylinder keeps it where it was. */
export function convertShape(shape: TemplateShape, kind: TemplateShape['kind']): TemplateShape {
  if (shape.kind === kind) return shape;
  const pts = handlesOf(shape).map((h) => h.at);
  const xs = pts.map((q) => q[0]);
  const ys = pts.map((q) => q[1]);
  const box = {
    x: Math.min(...xs),
    y: Math.min(...ys),
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.max(...ys) - Math.min(...ys),
  };
  if (shape.kind === 'cylinder') {
    box.x = shape.axisX - shape.radius;
    box.width = shape.radius * 2;
    box.y = shape.top;
    box.height = shape.bottom - shape.top;
  }
  if (kind === 'rect') return { kind: 'rect', ...box };
  if (kind === 'quad') return { kind: 'quad', corners: rectCorners(box) };
  return {
    kind: 'cylinder',
    axisX: box.x + box.width / 2,
    top: box.y,
    bottom: box.y + box.height,
    radius: box.width / 2,
    rim: Math.round(box.height * 0.08),
    arc: 120,
  };
}

const STEP = 2;
const BIG_STEP = 20;

/** How far an arrow key moves the focused handle or point (Shift for bigger steps); null for other keys. */
export function arrowStep(key: string, shift: boolean): Point | null {
  const step = shift ? BIG_STEP : STEP;
  const by: Record<string, Point> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  return by[key] ?? null;
}
