import type { MugStyle } from '../types';
import { fractalNoise } from '../../pieces/noise';
import type { Raster } from '../../pieces/raster';
import {
  boxMean,
  celBands,
  drawInk,
  gaussian,
  guidedSmooth,
  kuwahara,
  lumaOf,
  saturate,
  toPlanes,
  toRgb,
  xdogLines,
  type Planes,
} from './npr';

/**
 * The subject drawn in each style rather than filtered as a photograph: flat cel shading with
 * clean outlines (ghibli: pastel, thin warm lines; disney: saturated, bold dark lines), soft
 * rounded shading for the 3D style (pixar), Kuwahara dabs and brush strokes for oil. RGB in and
 * out, the print area's size; `coverage` (one channel, 255 = subject) tells the subject from
 * its backdrop, which is painted more lightly. Sizes scale with the width (tuned at 615 px).
 */
export function drawInStyle(style: MugStyle, scene: Raster, coverage: Raster, seed: number): Raster {
  const planes = toPlanes(scene);
  const unit = scene.width / 615;
  switch (style) {
    case 'ghibli':
      return toRgb(ghibli(planes, unit));
    case 'disney':
      return toRgb(disney(planes, unit));
    case 'pixar':
      return toRgb(pixar(planes, coverage, unit));
    case 'oil-painting':
      return toRgb(oil(planes, unit, seed));
  }
}

/** Pastel cel animation: soft flat washes in five light bands, thin warm-brown lines. */
function ghibli(photo: Planes, unit: number): Planes {
  const flat = guidedSmooth(kuwahara(photo, 2 * unit), Math.round(4 * unit), 900);
  const lines = xdogLines(lumaOf(flat), flat.width, flat.height, 1 * unit, 2, 0.4);
  celBands(flat, 5, 0.15, 34);
  saturate(flat, 0.92);
  // Warm afternoon light: a touch of yellow in the lights, no cold shadows.
  const [r, , b] = flat.c;
  for (let i = 0; i < r.length; i++) {
    r[i] = r[i]! * 1.03 + 6;
    b[i] = b[i]! * 0.94 + 4;
  }
  drawInk(flat, lines, [86, 56, 44], 0.95);
  return flat;
}

/** Classic cel: saturated flat colour in three shading bands, bold near-black ink lines. */
function disney(photo: Planes, unit: number): Planes {
  const flat = guidedSmooth(kuwahara(photo, 3 * unit), Math.round(5 * unit), 1600);
  const lines = xdogLines(lumaOf(flat), flat.width, flat.height, 1.4 * unit, 1.5, 0.6);
  saturate(flat, 1.45);
  celBands(flat, 4, 0.06, 20);
  drawInk(flat, lines, [26, 20, 46], 1);
  return flat;
}

/**
 * Soft 3D animation: texture smoothed away, forms shaded round by a key light from the top left
 * over the subject's own silhouette (the blurred coverage read as a height field), a warm rim
 * light along its edge, rich colour and a soft glow on the highlights. No outlines.
 */
function pixar(photo: Planes, coverage: Raster, unit: number): Planes {
  const { width, height } = photo;
  const smooth = guidedSmooth(kuwahara(photo, 3 * unit), Math.round(6 * unit), 1100);
  celBands(smooth, 10, 0.5);
  saturate(smooth, 1.3);
  const cover = Float32Array.from(coverage.data, (v) => v / 255);
  const height1 = gaussian(cover, width, height, 18 * unit);
  const height2 = gaussian(cover, width, height, 4 * unit);
  // Local contrast from a wide blur: features stand out of the smoothed surface like sculpted forms.
  const lum = lumaOf(smooth);
  const wide = gaussian(lum, width, height, 14 * unit);
  const [r, g, b] = smooth.c;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const s = cover[i]!;
      // Surface normal from the height field's slope; the light comes from the upper left.
      const dx = (height1[i + 1]! - height1[i - 1]!) * 40 * unit;
      const dy = (height1[i + width]! - height1[i - width]!) * 40 * unit;
      const lambert = Math.max(0, (dx * 0.55 + dy * 0.6 + 0.58) / Math.hypot(dx, dy, 1));
      const v = lum[i]!;
      const relief = 1 + (s * (v - wide[i]!) * 0.7) / Math.max(24, v);
      const shade = (1 + s * (lambert - 0.6) * 0.7) * relief;
      // Rim: just inside the silhouette, where the softer height field has started to fall.
      const rim = s * Math.max(0, 1 - height2[i]!) * 1.6;
      r[i] = r[i]! * shade + rim * 60;
      g[i] = g[i]! * shade + rim * 52;
      b[i] = b[i]! * shade + rim * 40;
    }
  }
  return smooth;
}

/**
 * Oil on canvas: Kuwahara dabs, colour gathered into fewer tones, brush strokes drawn along the
 * picture's own contours (noise smeared along the edge direction), dark lines where a painter
 * would draw a contour, and the canvas weave under it all.
 */
function oil(photo: Planes, unit: number, seed: number): Planes {
  const { width, height } = photo;
  const dabs = kuwahara(kuwahara(photo, 4 * unit), 3 * unit);
  saturate(dabs, 1.3);
  for (const p of dabs.c) for (let i = 0; i < p.length; i++) p[i] = Math.round(p[i]! / 20) * 20 + 6;
  const lum = gaussian(lumaOf(dabs), width, height, 2 * unit);
  const lines = xdogLines(lum, width, height, 1.1 * unit, 3, 0.25);
  const strokes = brushStrokes(lum, width, height, seed, unit);
  const [r, g, b] = dabs.c;
  for (let i = 0; i < r.length; i++) {
    const x = i % width;
    const y = (i - x) / width;
    const ridge = strokes[i]! * 34;
    const weave = Math.sin(x * 1.7) * Math.sin(y * 1.7) * 4;
    r[i] = r[i]! * 1.05 + ridge + weave;
    g[i] = g[i]! + ridge + weave;
    b[i] = b[i]! * 0.88 + ridge * 0.8 + weave;
  }
  drawInk(dabs, lines, [58, 36, 24], 0.55);
  return dabs;
}

/**
 * Bristle texture (−1 to 1) smeared along the contours: each pixel averages fine noise over a
 * short path across the luminance gradient's normal, so strokes follow the forms (line integral
 * convolution, Cabral and Leedom 1993).
 */
function brushStrokes(lum: Float32Array, width: number, height: number, seed: number, unit: number): Float32Array {
  const noise = fractalNoise(width, height, seed, Math.max(1.5, 1.5 * unit), 1);
  const bristle = Float32Array.from(noise, (v) => v - 0.5);
  // The direction field, smoothed so neighbouring strokes agree.
  const gx = new Float32Array(lum.length);
  const gy = new Float32Array(lum.length);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const dx = lum[i + 1]! - lum[i - 1]!;
      const dy = lum[i + width]! - lum[i - width]!;
      // Structure tensor terms: direction without sign, so opposite gradients agree.
      gx[i] = dx * dx - dy * dy;
      gy[i] = 2 * dx * dy;
    }
  }
  const sx = boxMean(gx, width, height, 4 * unit);
  const sy = boxMean(gy, width, height, 4 * unit);
  const out = new Float32Array(lum.length);
  const steps = Math.max(4, Math.round(7 * unit));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      // The tangent is the gradient's angle plus a right angle; where flat, strokes run diagonal.
      const flat = Math.abs(sx[i]!) + Math.abs(sy[i]!) < 4;
      const angle = flat ? Math.PI / 4 : Math.atan2(sy[i]!, sx[i]!) / 2 + Math.PI / 2;
      const tx = Math.cos(angle);
      const ty = Math.sin(angle);
      let acc = 0;
      for (let s = -steps; s <= steps; s++) {
        const px = Math.min(width - 1, Math.max(0, Math.round(x + tx * s)));
        const py = Math.min(height - 1, Math.max(0, Math.round(y + ty * s)));
        acc += bristle[py * width + px]!;
      }
      out[i] = (acc / (2 * steps + 1)) * 3;
    }
  }
  return out;
}
