import { clamp255 } from '../../../pieces/color';
import { blank, luma, pipeline, toRaster, transformed, type Raster } from '../../../pieces/raster';

/**
 * Pixel filters shared by the mug styles. libvips does the heavy neighbourhood work (median,
 * blur, convolution); JS loops do the per-pixel colour maths sharp has no operation for.
 */

/** Edge strength 0-255 of an RGB raster: Sobel through libvips convolutions, magnitude in JS. */
export async function sobel(r: Raster, preBlur = 1): Promise<Raster> {
  const grey = await transformed(luma(r), (s) => s.blur(preBlur));
  // Offset 128 keeps the signed gradient inside 8 bits.
  const kx = { width: 3, height: 3, kernel: [-1, 0, 1, -2, 0, 2, -1, 0, 1], scale: 8, offset: 128 };
  const ky = { width: 3, height: 3, kernel: [-1, -2, -1, 0, 0, 0, 1, 2, 1], scale: 8, offset: 128 };
  const [gx, gy] = await Promise.all([
    transformed(grey, (s) => s.convolve(kx)),
    transformed(grey, (s) => s.convolve(ky)),
  ]);
  const out = blank(r.width, r.height, 1);
  for (let i = 0; i < out.data.length; i++) {
    out.data[i] = clamp255(Math.hypot((gx.data[i] ?? 128) - 128, (gy.data[i] ?? 128) - 128) * 8);
  }
  return out;
}

/** Laplacian edge response 0-255 (zero-crossing strength), for clean cartoon outlines. */
export async function laplacian(r: Raster, preBlur = 1.2): Promise<Raster> {
  const grey = await transformed(luma(r), (s) => s.blur(preBlur));
  const k = { width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], scale: 1, offset: 128 };
  const lap = await transformed(grey, (s) => s.convolve(k));
  const out = blank(r.width, r.height, 1);
  // Only the dark side of an edge (positive response) is kept: one line per edge, not two.
  for (let i = 0; i < out.data.length; i++) out.data[i] = clamp255(((lap.data[i] ?? 128) - 128) * 14);
  return out;
}

/** Multiplies an RGB raster towards `ink` where `mask` is set: outlines drawn in ink. */
export function inkLines(
  r: Raster,
  mask: Raster,
  ink: readonly [number, number, number],
  strength: number,
  threshold = 0,
): void {
  for (let i = 0; i < mask.data.length; i++) {
    const m = Math.min(1, Math.max(0, ((mask.data[i] ?? 0) - threshold) / Math.max(1, 255 - threshold))) * strength;
    if (m <= 0) continue;
    const p = i * r.channels;
    for (let k = 0; k < 3; k++) r.data[p + k] = Math.round((r.data[p + k] ?? 0) * (1 - m) + (ink[k] ?? 0) * m);
  }
}

/**
 * Soft posterisation: each channel snaps towards `levels` steps with a smooth ramp between
 * them, so flat painted areas form without the hard contour lines of a plain posterize.
 */
export function softPosterize(r: Raster, levels: number, softness: number): void {
  const step = 255 / (levels - 1);
  const table = new Uint8Array(256);
  for (let v = 0; v < 256; v++) {
    const f = v / step;
    const lo = Math.floor(f);
    const t = f - lo;
    const e = Math.min(1, Math.max(0, (t - 0.5) / softness + 0.5));
    const s = e * e * (3 - 2 * e);
    table[v] = clamp255((lo + s) * step);
  }
  for (let i = 0; i < r.data.length; i++) if (r.channels !== 4 || i % 4 !== 3) r.data[i] = table[r.data[i] ?? 0] ?? 0;
}

/** Cel shading: brightness falls into a few bands while hue and saturation are kept. */
export function celShade(r: Raster, bands: number[]): void {
  for (let p = 0; p < r.data.length; p += r.channels) {
    const red = r.data[p] ?? 0;
    const green = r.data[p + 1] ?? 0;
    const blue = r.data[p + 2] ?? 0;
    const v = Math.max(red, green, blue) / 255;
    if (v <= 0) continue;
    let target = bands[0] ?? v;
    for (let b = 1; b < bands.length; b++) {
      const edge = ((bands[b - 1] ?? 0) + (bands[b] ?? 0)) / 2;
      const t = Math.min(1, Math.max(0, (v - edge) / 0.05 + 0.5));
      target = target + ((bands[b] ?? 0) - target) * t * t * (3 - 2 * t);
    }
    const k = target / v;
    r.data[p] = clamp255(red * k);
    r.data[p + 1] = clamp255(green * k);
    r.data[p + 2] = clamp255(blue * k);
  }
}

/** Darkens towards the corners, as a lens does. */
export function vignette(r: Raster, strength: number): void {
  const cx = r.width / 2;
  const cy = r.height / 2;
  for (let y = 0; y < r.height; y++) {
    for (let x = 0; x < r.width; x++) {
      const d = ((x - cx) / cx) ** 2 + ((y - cy) / cy) ** 2;
      const k = 1 - strength * Math.min(1, d / 2) ** 1.1;
      const p = (y * r.width + x) * r.channels;
      for (let c = 0; c < 3; c++) r.data[p + c] = Math.round((r.data[p + c] ?? 0) * k);
    }
  }
}

/** Screen-blends a blurred copy of the highlights back in: light that spills, like a lens glow. */
export async function bloom(r: Raster, threshold: number, sigma: number, amount: number): Promise<void> {
  const bright = blank(r.width, r.height, 3);
  for (let i = 0, p = 0; i < r.width * r.height; i++, p += r.channels) {
    for (let k = 0; k < 3; k++)
      bright.data[i * 3 + k] = clamp255(((r.data[p + k] ?? 0) - threshold) * (255 / (255 - threshold)));
  }
  const glow = await toRaster(pipeline(bright).blur(sigma));
  for (let i = 0, p = 0; i < r.width * r.height; i++, p += r.channels) {
    for (let k = 0; k < 3; k++) {
      const a = (r.data[p + k] ?? 0) / 255;
      const b = ((glow.data[i * 3 + k] ?? 0) / 255) * amount;
      r.data[p + k] = clamp255((1 - (1 - a) * (1 - b)) * 255);
    }
  }
}
