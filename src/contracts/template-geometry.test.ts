import { describe, expect, it } from 'vitest';
import {
  applyHomography,
  cssMatrix3d,
  cylinderForward,
  cylinderInverse,
  homographyFromCorners,
  invertHomography,
  mappingOf,
  type CylinderShape,
  type QuadShape,
} from './template-geometry';
import { TEMPLATE_MESSAGES, templateProblem } from './template-validity';

const board: QuadShape = {
  kind: 'quad',
  // A board seen from its left: the far (right) edge is shorter.
  corners: [
    [200, 300],
    [800, 360],
    [800, 640],
    [200, 700],
  ],
};

const mug: CylinderShape = { kind: 'cylinder', axisX: 480, top: 300, bottom: 700, radius: 240, rim: 40, arc: 140 };

describe('a quad template (a face photographed at an angle)', () => {
  it('sends the flat layout corners onto the four marked corners', () => {
    const m = homographyFromCorners(board.corners);
    const unit = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ] as const;
    unit.forEach(([u, v], i) => {
      const [x, y] = applyHomography(m, u, v);
      expect(x).toBeCloseTo(board.corners[i]![0], 6);
      expect(y).toBeCloseTo(board.corners[i]![1], 6);
    });
  });

  it('maps back: inverse after forward is the identity', () => {
    const mapping = mappingOf(board);
    for (const [u, v] of [
      [0.1, 0.2],
      [0.5, 0.5],
      [0.93, 0.71],
    ] as const) {
      const [x, y] = mapping.forward(u, v);
      const back = mapping.inverse(x, y);
      expect(back?.[0]).toBeCloseTo(u, 6);
      expect(back?.[1]).toBeCloseTo(v, 6);
    }
    expect(mapping.inverse(100, 100)).toBeNull();
  });

  it('foreshortens: equal steps across the flat layout get shorter towards the far edge', () => {
    const m = homographyFromCorners(board.corners);
    const x = (u: number) => applyHomography(m, u, 0.5)[0];
    expect(x(0.25) - x(0)).toBeGreaterThan(x(1) - x(0.75));
  });

  it('inverts a matrix to one that undoes it', () => {
    const m = homographyFromCorners(board.corners);
    const [u, v] = applyHomography(invertHomography(m), ...applyHomography(m, 0.3, 0.6));
    expect(u).toBeCloseTo(0.3, 9);
    expect(v).toBeCloseTo(0.6, 9);
  });

  it('bounds the marked corners and sizes the flat layout from the mean of opposite edges', () => {
    const mapping = mappingOf(board);
    expect(mapping.bounds).toEqual({ x: 200, y: 300, width: 600, height: 400 });
    expect(mapping.flat.height).toBeCloseTo((400 + 280) / 2, 6);
    expect(mapping.flat.width).toBeCloseTo(Math.hypot(600, 60), 6);
  });

  it('gives a CSS matrix3d that draws the flat element onto the corners', () => {
    const css = cssMatrix3d(board.corners, 300, 100);
    const n = css.slice('matrix3d('.length, -1).split(',').map(Number);
    // Column-major 4x4 applied to (x, y, 0, 1), then divided by w.
    const at = (x: number, y: number) => {
      const w = n[3]! * x + n[7]! * y + n[15]!;
      return [(n[0]! * x + n[4]! * y + n[12]!) / w, (n[1]! * x + n[5]! * y + n[13]!) / w];
    };
    expect(at(300, 100)[0]).toBeCloseTo(800, 3);
    expect(at(300, 100)[1]).toBeCloseTo(640, 3);
    expect(at(0, 100)[1]).toBeCloseTo(700, 3);
  });

  it('treats a rectangle as a quad with right angles', () => {
    const mapping = mappingOf({ kind: 'rect', x: 100, y: 200, width: 400, height: 100 });
    expect(mapping.forward(0.5, 0.5)).toEqual([300, 250]);
    expect(mapping.flat).toEqual({ width: 400, height: 100 });
  });
});

describe('a cylinder template (a mug)', () => {
  it('curves the baseline with the rim: the middle of a row sits lower than its ends', () => {
    const [, yMiddle] = cylinderForward(mug, 0.5, 1);
    const [, yEnd] = cylinderForward(mug, 0, 1);
    expect(yMiddle).toBeGreaterThan(yEnd);
    expect(yMiddle).toBeCloseTo(740, 6);
  });

  it('foreshortens towards the edges of the body', () => {
    const x = (u: number) => cylinderForward(mug, u, 0.5)[0];
    expect(x(0.55) - x(0.5)).toBeGreaterThan(x(1) - x(0.95));
  });

  it('maps back, and answers null off the design', () => {
    const [x, y] = cylinderForward(mug, 0.8, 0.3);
    const back = cylinderInverse(mug, x, y);
    expect(back?.[0]).toBeCloseTo(0.8, 6);
    expect(back?.[1]).toBeCloseTo(0.3, 6);
    expect(cylinderInverse(mug, mug.axisX + mug.radius + 5, 500)).toBeNull();
    expect(cylinderInverse(mug, mug.axisX + mug.radius * 0.99, 500)).toBeNull(); // beyond the 140° arc
  });

  it('is as wide, flat, as the arc it wraps', () => {
    expect(mappingOf(mug).flat.width).toBeCloseTo((240 * 140 * Math.PI) / 180, 6);
  });
});

describe('template validity', () => {
  it('accepts a board at an angle, a rectangle and a mug', () => {
    expect(templateProblem(board, 1024)).toBeNull();
    expect(templateProblem({ kind: 'rect', x: 10, y: 10, width: 300, height: 100 }, 1024)).toBeNull();
    expect(templateProblem(mug, 1024)).toBeNull();
  });

  it('refuses a quad that crosses itself', () => {
    const [a, b, c, d] = board.corners;
    expect(templateProblem({ kind: 'quad', corners: [a, c, b, d] }, 1024)).toBe(TEMPLATE_MESSAGES.crossing);
  });

  it('refuses a quad with almost no area', () => {
    expect(
      templateProblem(
        {
          kind: 'quad',
          corners: [
            [100, 100],
            [500, 100],
            [500, 102],
            [100, 102],
          ],
        },
        1024,
      ),
    ).toBe(TEMPLATE_MESSAGES.tooSmall);
  });

  it('refuses corners outside the image', () => {
    const [a, b, c] = board.corners;
    expect(templateProblem({ kind: 'quad', corners: [a, b, c, [-5, 700]] }, 1024)).toBe(TEMPLATE_MESSAGES.outside);
  });

  it('refuses a mug body that leaves the photo or has no arc', () => {
    expect(templateProblem({ ...mug, radius: 600 }, 1024)).toBe(TEMPLATE_MESSAGES.outside);
    expect(templateProblem({ ...mug, arc: 5 }, 1024)).toBe(TEMPLATE_MESSAGES.cylinder);
  });
});
