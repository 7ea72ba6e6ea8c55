// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cssMatrix3d,
  cylinderStripCount,
  cylinderStrips,
  flatFaceSize,
  mappingOf,
  type CylinderShape,
  type QuadShape,
} from '../../../contracts/template-geometry';
import { ShapedDraft, wrapOntoCylinder } from './shaped-draft';

afterEach(cleanup);

const board: QuadShape = {
  kind: 'quad',
  corners: [
    [140, 320],
    [860, 230],
    [860, 800],
    [140, 700],
  ],
};
const mug: CylinderShape = { kind: 'cylinder', axisX: 560, top: 300, bottom: 660, radius: 250, rim: 55, arc: 150 };

describe('a draft on a quad template', () => {
  it("is a canvas the server's flat-face size, mapped onto the quad by the shared matrix3d", () => {
    render(<ShapedDraft shape={board} shown paint={() => undefined} testId="draft" />);
    const canvas = screen.getByTestId<HTMLCanvasElement>('draft');
    const { width, height } = flatFaceSize(mappingOf(board));
    expect([canvas.width, canvas.height]).toEqual([width, height]);
    expect(canvas.style.transform).toBe(cssMatrix3d(board.corners, width, height));
  });

  it('has the occluder cut out of its layer, and nothing cut without one', () => {
    const handle: [number, number][] = [
      [200, 400],
      [300, 400],
      [250, 500],
    ];
    const { rerender } = render(
      <ShapedDraft shape={board} occluder={handle} shown paint={() => undefined} testId="draft" />,
    );
    const layer = screen.getByTestId('draft').parentElement!;
    expect(layer.style.clipPath).toContain('M200 400 L300 400 L250 500 Z');
    rerender(<ShapedDraft shape={board} shown paint={() => undefined} testId="draft" />);
    expect(layer.style.clipPath).toBe('');
  });
});

describe('a draft wrapped round a cylinder', () => {
  it('paints the flat face once, then draws each strip of it through its own placement', () => {
    const face = flatFaceSize(mappingOf(mug));
    const flat = document.createElement('canvas');
    const flatCtx = {} as CanvasRenderingContext2D;
    // jsdom has no 2D context: the flat canvas hands out a stand-in the paint call must receive.
    flat.getContext = (() => flatCtx) as unknown as HTMLCanvasElement['getContext'];
    const paint = vi.fn();
    const ctx = { setTransform: vi.fn(), drawImage: vi.fn() };
    wrapOntoCylinder(ctx, flat, mug, face, paint);

    expect(paint).toHaveBeenCalledOnce();
    expect(paint).toHaveBeenCalledWith(flatCtx, { x: 0, y: 0, ...face });
    expect([flat.width, flat.height]).toEqual([face.width, face.height]);
    const strips = cylinderStrips(mug, cylinderStripCount(mug));
    expect(ctx.drawImage).toHaveBeenCalledTimes(strips.length);
    strips.forEach((strip, i) => {
      expect(ctx.setTransform.mock.calls[i]).toEqual(strip.affine);
      const [source, sx = NaN, sy, sw = NaN, sh, dx, dy, dw, dh] = ctx.drawImage.mock.calls[i] as number[];
      expect(source).toBe(flat);
      // Its own slice of the face, full height, one pixel more so neighbours meet without a hairline.
      expect(sx).toBeCloseTo(strip.u0 * face.width, 6);
      expect([sy, sh, dx, dy, dh]).toEqual([0, face.height, 0, 0, 1]);
      const own = (strip.u1 - strip.u0) * face.width;
      expect(sw).toBeCloseTo(Math.min(own + 1, face.width - sx), 6);
      expect(dw).toBeCloseTo(sw / own, 6);
    });
    // The last draw leaves the context as it found it.
    expect(ctx.setTransform.mock.calls.at(-1)).toEqual([1, 0, 0, 1, 0, 0]);
  });
});
