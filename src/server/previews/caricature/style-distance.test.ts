import { describe, expect, it } from 'vitest';
import { blank, type Raster } from '../../pieces/raster';
import { styleDistance } from './style-distance';

const W = 40;
const H = 30;

/** A photo-like test card: a smooth gradient with a fine checker texture on it. */
function card(): Raster {
  const r = blank(W, H, 3);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const t = (x + y) % 2 ? 18 : -18;
      r.data.set([100 + x * 2 + t, 80 + y * 2 + t, 60 + t], (y * W + x) * 3);
    }
  return r;
}

const full = () => {
  const m = blank(W, H, 1);
  m.data.fill(255);
  return m;
};

describe('styleDistance', () => {
  it('is zero for the same picture', () => {
    expect(styleDistance(card(), card(), full())).toEqual({ colour: 0, structure: expect.closeTo(0, 6) });
  });

  it('sees a tint as a colour change that keeps the structure', () => {
    const tinted = card();
    for (let p = 0; p < tinted.data.length; p += 3) tinted.data[p] = Math.min(255, tinted.data[p]! + 40);
    const d = styleDistance(card(), tinted, full());
    expect(d.colour).toBeGreaterThan(10);
    expect(d.structure).toBeLessThan(0.1);
  });

  it('sees texture painted flat as a change of structure', () => {
    const flat = card();
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) flat.data.set([100 + x * 2, 80 + y * 2, 60], (y * W + x) * 3);
    expect(styleDistance(card(), flat, full()).structure).toBeGreaterThan(0.5);
  });

  it('counts only the pixels inside the mask', () => {
    const changed = card();
    const mask = blank(W, H, 1);
    // The change is on the left half; the mask covers the right half only.
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        if (x < W / 2) changed.data.fill(0, (y * W + x) * 3, (y * W + x) * 3 + 3);
        else mask.data[y * W + x] = 255;
      }
    expect(styleDistance(card(), changed, mask).colour).toBe(0);
  });
});
