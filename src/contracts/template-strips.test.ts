import { describe, expect, it } from 'vitest';
import {
  cylinderForward,
  cylinderStripCount,
  cylinderStrips,
  flatFaceSize,
  mappingOf,
  type CylinderShape,
} from './template-geometry';

/** The same handled mug as the sample photos: seen from a little above, 150 degrees of design. */
const mug: CylinderShape = { kind: 'cylinder', axisX: 560, top: 300, bottom: 760, radius: 250, rim: 55, arc: 150 };

const place = (affine: number[], s: number, t: number): [number, number] => {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = affine;
  return [a * s + c * t + e, b * s + d * t + f];
};

describe("a cylinder's design cut into strips (the browser's wrapped draft)", () => {
  it('puts every strip corner exactly where the shared cylinder mapping puts it', () => {
    for (const strip of cylinderStrips(mug, 24)) {
      for (const [s, t] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const [x, y] = place(strip.affine, s, t);
        const [fx, fy] = cylinderForward(mug, s === 0 ? strip.u0 : strip.u1, t);
        expect(x).toBeCloseTo(fx, 6);
        expect(y).toBeCloseTo(fy, 6);
      }
    }
  });

  it('covers the design edge to edge with no gap or overlap', () => {
    const strips = cylinderStrips(mug, 17);
    expect(strips).toHaveLength(17);
    expect(strips[0]?.u0).toBe(0);
    expect(strips.at(-1)?.u1).toBe(1);
    strips.slice(1).forEach((s, i) => expect(s.u0).toBe(strips[i]?.u1));
  });

  it('stays within a fifth of a pixel of the true curve between its edges at the chosen count', () => {
    const strips = cylinderStrips(mug, cylinderStripCount(mug));
    let worst = 0;
    for (const strip of strips)
      for (const s of [0.25, 0.5, 0.75])
        for (const t of [0, 0.5, 1]) {
          const [x, y] = place(strip.affine, s, t);
          const [fx, fy] = cylinderForward(mug, strip.u0 + s * (strip.u1 - strip.u0), t);
          worst = Math.max(worst, Math.hypot(x - fx, y - fy));
        }
    expect(worst).toBeLessThan(0.2);
    // Too few strips would show the chords: the same check fails at four.
    const coarse = cylinderStrips(mug, 4)[1]!;
    const [x, y] = place(coarse.affine, 0.5, 0);
    const [fx, fy] = cylinderForward(mug, (coarse.u0 + coarse.u1) / 2, 0);
    expect(Math.hypot(x - fx, y - fy)).toBeGreaterThan(1);
  });

  it('foreshortens towards the edges: a strip at the side is narrower on the photo than one in front', () => {
    const strips = cylinderStrips(mug, 20);
    const width = (i: number) => Math.abs(strips[i]!.affine[0]);
    expect(width(0)).toBeLessThan(width(10) * 0.5);
    expect(width(19)).toBeCloseTo(width(0), 6);
  });

  it('asks for more strips on a wider mug, within bounds', () => {
    expect(cylinderStripCount(mug)).toBeGreaterThan(cylinderStripCount({ ...mug, radius: 100 }));
    expect(cylinderStripCount({ ...mug, radius: 2 })).toBe(8);
    expect(cylinderStripCount({ ...mug, radius: 10_000 })).toBe(128);
  });
});

describe('the flat face a shaped design is laid out on', () => {
  it('is the mapping’s own size when it fits, and scaled down to 1024 a side when not', () => {
    const small = flatFaceSize(
      mappingOf({
        kind: 'quad',
        corners: [
          [100, 100],
          [500, 100],
          [500, 300],
          [100, 300],
        ],
      }),
    );
    expect(small).toEqual({ width: 400, height: 200 });
    const wide = flatFaceSize({ flat: { width: 3000, height: 600 } });
    expect(wide).toEqual({ width: 1024, height: 205 });
  });
});
