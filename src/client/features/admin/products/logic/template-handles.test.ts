import { describe, expect, it } from 'vitest';
import { templateProblem } from '../../../../../contracts/template-validity';
import { arrowStep, convertShape, handlesOf, moveHandle } from './template-handles';

describe('template handles', () => {
  const quad = {
    kind: 'quad' as const,
    corners: [
      [100, 100],
      [500, 120],
      [480, 400],
      [110, 380],
    ] as [number, number][] as never,
  };

  it('moves one corner of a quad and names each corner', () => {
    const moved = moveHandle(quad, 1, [520, 90]);
    expect(handlesOf(moved).map((h) => h.at)).toEqual([
      [100, 100],
      [520, 90],
      [480, 400],
      [110, 380],
    ]);
    expect(handlesOf(moved)[0]?.name).toBe('Top-left corner');
  });

  it('a crossed quad is refused by the shared validity rule', () => {
    const crossed = moveHandle(quad, 0, [600, 450]);
    expect(templateProblem(crossed, 1024)).toMatch(/cross/);
  });

  it('converts between kinds keeping the area', () => {
    const rect = convertShape(quad, 'rect');
    expect(rect).toEqual({ kind: 'rect', x: 100, y: 100, width: 400, height: 300 });
    const cyl = convertShape(rect, 'cylinder');
    expect(cyl).toMatchObject({ kind: 'cylinder', axisX: 300, top: 100, bottom: 400, radius: 200 });
    expect(templateProblem(cyl, 1024)).toBeNull();
  });
});

describe('the arrow keys', () => {
  it('step a handle or point by 2, or 20 with Shift, and ignore other keys', () => {
    expect(arrowStep('ArrowLeft', false)).toEqual([-2, 0]);
    expect(arrowStep('ArrowDown', true)).toEqual([0, 20]);
    expect(arrowStep('Delete', false)).toBeNull();
  });
});
