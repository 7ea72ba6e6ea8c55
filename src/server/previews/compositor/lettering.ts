import { clamp255, type Rgb } from './color';
import { fractalNoise } from './noise';
import type { Finish } from './prompt';
import { distress, metalShader, type Metal, type MetalShader } from './lettering-surfaces';
import { blank, blurred, luma, shifted, type Raster, type Rect } from './raster';

export interface LetteringStyle {
  finish: Finish;
  ink: Rgb;
  metal: Metal;
  distressed: boolean;
  seed: number;
  /** How an engraving shows: cut wood and brass darken, cut stone and dark acrylic show paler. */
  cut: 'darken' | 'lighten';
}

/** Light comes from the top left, as in every catalogue master. */
const LIGHT_X = 0.6;
const LIGHT_Y = 0.8;

/**
 * Puts lettering onto a region of the product, so it reads as made in the material rather than
 * pasted over it: the board's own grain and lighting run through the ink, engraved letters get
 * shaded groove walls, raised ones a bevel and a shadow, glowing ones a halo.
 *
 * `mask` is one channel the size of `region`; `strokePx` is roughly a letter stroke's width,
 * which sets how wide bevels, shadows and halos are.
 */
export async function applyLettering(
  region: Raster,
  mask: Raster,
  style: LetteringStyle,
  lines: Rect[],
  strokePx: number,
): Promise<Raster> {
  const ink = style.distressed ? distress(mask, style.seed, strokePx) : mask;
  const raised = style.finish === 'brass' || style.finish === 'painted' || style.finish === 'chalk';
  const bevelSigma = Math.min(4, Math.max(0.8, strokePx * 0.22));
  const offset = Math.max(1, Math.round(strokePx * (style.finish === 'brass' ? 0.35 : 0.18)));
  const [lightMap, height, shadow, haloNear, haloFar] = await Promise.all([
    blurred(luma(region), 12),
    blurred(ink, bevelSigma),
    raised ? blurred(shifted(ink, offset, Math.round(offset * 1.3)), offset * 0.9) : null,
    style.finish === 'glow' ? blurred(ink, Math.max(2, strokePx * 0.9)) : null,
    style.finish === 'glow' ? blurred(ink, Math.max(6, strokePx * 3.5)) : null,
  ]);
  const detail = luma(region);
  const out = blank(region.width, region.height, 3);
  const { width, height: h } = region;
  const meanLight = mean(lightMap.data) || 1;
  const chalk = style.finish === 'chalk' ? fractalNoise(width, h, style.seed + 7, 3, 2) : null;
  const metalOf = metalShader(style.metal, lines, h);

  for (let y = 0; y < h; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const p = i * region.channels;
      const q = i * 3;
      const m = (ink.data[i] ?? 0) / 255;
      const shadowHere = shadow ? (shadow.data[i] ?? 0) : 0;
      const haloHere = haloFar ? (haloFar.data[i] ?? 0) : 0;
      const bevelHere = (height.data[i] ?? 0) > 0 && (height.data[i] ?? 0) < 255;
      // Far from any letter nothing changes; most of a board is copied as it is, which keeps this fast.
      if (m === 0 && shadowHere === 0 && haloHere === 0 && !bevelHere) {
        out.data[q] = region.data[p] ?? 0;
        out.data[q + 1] = region.data[p + 1] ?? 0;
        out.data[q + 2] = region.data[p + 2] ?? 0;
        continue;
      }
      const base: Rgb = [region.data[p] ?? 0, region.data[p + 1] ?? 0, region.data[p + 2] ?? 0];
      const light = (lightMap.data[i] ?? 0) / meanLight;
      const grain = ((detail.data[i] ?? 0) - (lightMap.data[i] ?? 0)) / 255;
      // Slope of the blurred mask: positive where a raised surface faces the light.
      const gx = ((height.data[i + (x + 1 < width ? 1 : 0)] ?? 0) - (height.data[i - (x > 0 ? 1 : 0)] ?? 0)) / 255;
      const gy = ((height.data[i + (y + 1 < h ? width : 0)] ?? 0) - (height.data[i - (y > 0 ? width : 0)] ?? 0)) / 255;
      const facing = (LIGHT_X * gx + LIGHT_Y * gy) * 2.2;

      let rgb: Rgb = base;
      const shade = (shadowHere / 255) * (1 - m);
      if (shade > 0) rgb = scale(rgb, 1 - shade * (style.finish === 'brass' ? 0.6 : 0.42));
      if (m > 0) {
        const fill = fillFor(style, base, light, grain, x, y, metalOf, chalk?.[i]);
        const a = chalk ? m * (0.55 + 0.45 * (chalk[i] ?? 0)) : m;
        rgb = [rgb[0] * (1 - a) + fill[0] * a, rgb[1] * (1 - a) + fill[1] * a, rgb[2] * (1 - a) + fill[2] * a];
      }
      if (style.finish === 'engraved') {
        // A groove: walls facing away from the light are dark, the far walls catch it.
        rgb = addLight(rgb, -facing * 150 * Math.max(m, 0.35));
      } else if (raised && facing !== 0) {
        rgb = addLight(rgb, facing * (style.finish === 'brass' ? 190 : 70) * m);
      }
      if (haloNear && haloFar)
        rgb = screen(
          rgb,
          style.ink,
          Math.min(1, ((haloNear.data[i] ?? 0) / 255) * 0.7 + ((haloFar.data[i] ?? 0) / 255) * 0.55),
        );
      out.data[q] = clamp255(rgb[0]);
      out.data[q + 1] = clamp255(rgb[1]);
      out.data[q + 2] = clamp255(rgb[2]);
    }
  }
  return out;
}

function fillFor(
  style: LetteringStyle,
  base: Rgb,
  light: number,
  grain: number,
  x: number,
  y: number,
  metal: MetalShader,
  noise?: number,
): Rgb {
  const ink = style.ink;
  switch (style.finish) {
    case 'engraved': {
      // Cut wood darkens and keeps its grain (a multiply); cut slate or dark stone shows paler.
      if (style.cut === 'darken')
        return [base[0] * (ink[0] / 255) * 0.7, base[1] * (ink[1] / 255) * 0.7, base[2] * (ink[2] / 255) * 0.7];
      const t = 0.85 + grain * 1.5;
      return [ink[0] * light * t, ink[1] * light * t, ink[2] * light * t];
    }
    case 'painted':
      return [ink[0] * light + grain * 90, ink[1] * light + grain * 90, ink[2] * light + grain * 90];
    case 'chalk': {
      const dust = 0.82 + 0.18 * (noise ?? 1);
      return [ink[0] * dust * light, ink[1] * dust * light, ink[2] * dust * light];
    }
    case 'brass':
      return metal(x, y);
    case 'glow':
      return [255 - (255 - ink[0]) * 0.25, 255 - (255 - ink[1]) * 0.25, 255 - (255 - ink[2]) * 0.25];
  }
}

function scale(c: Rgb, k: number): Rgb {
  return [c[0] * k, c[1] * k, c[2] * k];
}

function addLight(c: Rgb, amount: number): Rgb {
  return [c[0] + amount, c[1] + amount, c[2] + amount];
}

function screen(c: Rgb, glow: Rgb, a: number): Rgb {
  return [
    255 - (255 - c[0]) * (1 - (glow[0] / 255) * a),
    255 - (255 - c[1]) * (1 - (glow[1] / 255) * a),
    255 - (255 - c[2]) * (1 - (glow[2] / 255) * a),
  ];
}

function mean(data: Buffer): number {
  let sum = 0;
  for (const v of data) sum += v;
  return sum / Math.max(1, data.length);
}
