import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MUG_STYLES as STYLE_NAMES } from '../../../../contracts/previews';
import type { MugStyle } from '../../types';
import { MUG_STYLES } from './mug-styles';
import { flatHeight, wrapToCylinder } from '../../../pieces/mug-wrap';
import { blank, toRaster, type Raster } from '../../../pieces/raster';
import { samplePhoto } from '../../../pieces/samples/sample-photo';

let photo: Raster;

beforeAll(async () => {
  photo = await toRaster(
    sharp(await samplePhoto(450, 600))
      .resize(300, 360)
      .removeAlpha(),
  );
});

/** Brightness, saturation and fine texture (Laplacian energy): a small fingerprint of a look. */
function fingerprint(r: Raster) {
  let lum = 0;
  let sat = 0;
  let texture = 0;
  const w = r.width;
  const at = (x: number, y: number, k: number) => r.data[(y * w + x) * 3 + k] ?? 0;
  for (let y = 1; y < r.height - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const [a, b, c] = [at(x, y, 0), at(x, y, 1), at(x, y, 2)];
      const max = Math.max(a, b, c);
      lum += (a + b + c) / 3;
      sat += max === 0 ? 0 : (max - Math.min(a, b, c)) / max;
      for (let k = 0; k < 3; k++)
        texture +=
          Math.abs(4 * at(x, y, k) - at(x - 1, y, k) - at(x + 1, y, k) - at(x, y - 1, k) - at(x, y + 1, k)) / 3;
    }
  }
  const n = (r.width - 2) * (r.height - 2);
  return { lum: lum / n, saturation: sat / n, texture: texture / n };
}

function meanDifference(a: Raster, b: Raster): number {
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
  return sum / a.data.length;
}

describe('mug styles', () => {
  it('are the four styles of the contract', () => {
    expect(Object.keys(MUG_STYLES).sort()).toEqual([...STYLE_NAMES].sort());
  });

  it('each change the photo and keep its size', async () => {
    for (const style of STYLE_NAMES) {
      const out = await MUG_STYLES[style]({ ...photo, data: Buffer.from(photo.data) }, 7);
      expect([out.width, out.height, out.channels]).toEqual([photo.width, photo.height, 3]);
      expect(meanDifference(out, photo)).toBeGreaterThan(4);
    }
  });

  it('look measurably different from one another', async () => {
    const outs = new Map<MugStyle, Raster>();
    for (const style of STYLE_NAMES)
      outs.set(style, await MUG_STYLES[style]({ ...photo, data: Buffer.from(photo.data) }, 7));
    for (const a of STYLE_NAMES) {
      for (const b of STYLE_NAMES) {
        if (a >= b) continue;
        expect(meanDifference(outs.get(a)!, outs.get(b)!), `${a} vs ${b}`).toBeGreaterThan(6);
      }
    }
    const print = Object.fromEntries([...outs].map(([k, v]) => [k, fingerprint(v)]));
    // Ghibli is the soft pastel one: the lightest and least saturated.
    for (const other of ['disney', 'pixar', 'oil-painting']) {
      expect(print.ghibli!.lum).toBeGreaterThan(print[other]!.lum);
      expect(print.ghibli!.saturation).toBeLessThan(print[other]!.saturation);
    }
    // Disney's cel colour is the most saturated.
    expect(print.disney!.saturation).toBeGreaterThan(print.pixar!.saturation);
    // Oil paint carries brush and canvas texture; Pixar's soft 3D look is the smoothest.
    expect(print['oil-painting']!.texture).toBeGreaterThan(3 * print.disney!.texture);
    expect(print.pixar!.texture).toBeLessThan(print.disney!.texture);
  });

  it('are deterministic', async () => {
    for (const style of STYLE_NAMES) {
      const a = await MUG_STYLES[style]({ ...photo, data: Buffer.from(photo.data) }, 3);
      const b = await MUG_STYLES[style]({ ...photo, data: Buffer.from(photo.data) }, 3);
      expect(a.data.equals(b.data)).toBe(true);
    }
  });
});

describe('wrapToCylinder', () => {
  /** Vertical stripes 10 px apart: on the cylinder they must crowd together at the sides. */
  function stripes(width: number, height: number): Raster {
    const r = blank(width, height, 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const v = Math.floor(x / 10) % 2 === 0 ? 255 : 0;
        r.data.set([v, v, v, 255], (y * width + x) * 4);
      }
    }
    return r;
  }

  function stripeWidths(row: Raster, y: number): number[] {
    const widths: number[] = [];
    let run = 0;
    let last = -1;
    for (let x = 0; x < row.width; x++) {
      const p = (y * row.width + x) * 4;
      if ((row.data[p + 3] ?? 0) < 250) continue;
      const on = (row.data[p] ?? 0) > 127 ? 1 : 0;
      if (on === last) run++;
      else {
        if (last !== -1) widths.push(run);
        run = 1;
        last = on;
      }
    }
    return widths;
  }

  it('compresses columns towards the edges and curves the rows', () => {
    const width = 280;
    const height = 360;
    const art = stripes(width, flatHeight(width, height));
    const out = wrapToCylinder(art, width, height);
    const widths = stripeWidths(out, Math.round(height / 2));
    const middle = widths[Math.floor(widths.length / 2)]!;
    const edge = widths[1]!;
    expect(edge).toBeLessThan(middle);
    // The top edge of the print is lower at the centre than at the sides.
    const firstInked = (x: number) => {
      for (let y = 0; y < height; y++) if ((out.data[(y * width + x) * 4 + 3] ?? 0) > 127) return y;
      return height;
    };
    expect(firstInked(width / 2)).toBeGreaterThan(firstInked(2));
  });
});
