import type { Raster } from '../../pieces/raster';
import { boxMean } from './npr';

/**
 * How far apart two renderings of the same framing are, inside the subject's own mask (weights
 * from a one-channel coverage, 255 = subject). Two numbers, because each misses something:
 * - `colour`: the mean CIE76 ΔE (CIE L*a*b*, D65) per pixel; about 2.3 is a just-noticeable
 *   difference, above 10 the colours read as different ones. A tint alone can raise it.
 * - `structure`: 1 − SSIM of the luminance (Wang et al. 2004, 7×7 box windows). 0 for the same
 *   picture; a photo redrawn with flat colour and lines loses its fine structure and rises
 *   towards 1, which a tint alone cannot do.
 */
export interface StyleDistance {
  colour: number;
  structure: number;
}

export function styleDistance(a: Raster, b: Raster, coverage: Raster): StyleDistance {
  const { width, height } = coverage;
  if (a.width !== width || b.width !== width || a.height !== height || b.height !== height)
    throw new Error('styleDistance needs three rasters of one size');
  const n = width * height;
  const la = new Float32Array(n);
  const lb = new Float32Array(n);
  let weight = 0;
  let colour = 0;
  for (let i = 0; i < n; i++) {
    const [l1, a1, b1] = lab(a, i);
    const [l2, a2, b2] = lab(b, i);
    la[i] = l1;
    lb[i] = l2;
    const w = (coverage.data[i] ?? 0) / 255;
    weight += w;
    colour += w * Math.hypot(l1 - l2, a1 - a2, b1 - b2);
  }
  if (weight < 1) return { colour: 0, structure: 0 };
  return { colour: colour / weight, structure: 1 - ssim(la, lb, coverage, width, height, weight) };
}

/** Mean SSIM over the mask, on L* (0-100), windows of 7×7. */
function ssim(x: Float32Array, y: Float32Array, coverage: Raster, width: number, height: number, weight: number) {
  const n = x.length;
  const xx = new Float32Array(n);
  const yy = new Float32Array(n);
  const xy = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    xx[i] = x[i]! * x[i]!;
    yy[i] = y[i]! * y[i]!;
    xy[i] = x[i]! * y[i]!;
  }
  const mean = (p: Float32Array) => boxMean(p, width, height, 3);
  const [mx, my, mxx, myy, mxy] = [mean(x), mean(y), mean(xx), mean(yy), mean(xy)];
  // The constants of the paper, for a dynamic range of 100.
  const c1 = (0.01 * 100) ** 2;
  const c2 = (0.03 * 100) ** 2;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const ux = mx[i]!;
    const uy = my[i]!;
    const vx = mxx[i]! - ux * ux;
    const vy = myy[i]! - uy * uy;
    const cov = mxy[i]! - ux * uy;
    const s = ((2 * ux * uy + c1) * (2 * cov + c2)) / ((ux * ux + uy * uy + c1) * (vx + vy + c2));
    sum += ((coverage.data[i] ?? 0) / 255) * s;
  }
  return sum / weight;
}

const linear = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);

/** sRGB to CIE L*a*b* (D65 white). */
function lab(r: Raster, i: number): [number, number, number] {
  const p = i * r.channels;
  const R = linear(r.data[p] ?? 0);
  const G = linear(r.data[p + 1] ?? 0);
  const B = linear(r.data[p + 2] ?? 0);
  const fx = f((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047);
  const fy = f(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const fz = f((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}
