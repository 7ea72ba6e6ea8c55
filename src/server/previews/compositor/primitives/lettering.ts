import { clamp255 } from '../../../pieces/color';
import { fractalNoise } from '../../../pieces/noise';
import type { LetteringStyle } from '../../../pieces/board-style';
import { distress, metalShader, type MetalShader } from './lettering-surfaces';
import { blank, blurred, inkBounds, luma, shifted, type Raster, type Rect } from '../../../pieces/raster';
import { union } from '../../../pieces/text-fit';

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
  shading?: Shading,
): Promise<Raster> {
  const ink = style.distressed ? distress(mask, style.seed, strokePx) : mask;
  const raised = style.finish === 'brass' || style.finish === 'painted' || style.finish === 'chalk';
  const bevelSigma = Math.min(4, Math.max(0.8, strokePx * 0.22));
  const offset = Math.max(1, Math.round(strokePx * (style.finish === 'brass' ? 0.35 : 0.18)));
  const [{ lightMap, detail, meanLight }, height, shadow, haloNear, haloFar] = await Promise.all([
    shading ?? shadingOf(region),
    blurred(ink, bevelSigma),
    raised ? blurred(shifted(ink, offset, Math.round(offset * 1.3)), offset * 0.9) : null,
    style.finish === 'glow' ? blurred(ink, Math.max(2, strokePx * 0.9)) : null,
    style.finish === 'glow' ? blurred(ink, Math.max(6, strokePx * 3.5)) : null,
  ]);
  const { width, height: h } = region;
  const out = rgbCopy(region);
  // Far from any letter nothing changes: only the box where the ink, its bevel, shadow or halo
  // reach is worked pixel by pixel, and the rest of the board is the copy above.
  const reach = unionOf([ink, height, shadow, haloFar].map((r) => (r ? inkBounds(r) : null)));
  if (!reach) return out;
  const chalk = style.finish === 'chalk' ? fractalNoise(width, h, style.seed + 7, 3, 2) : null;
  const metalOf = metalShader(style.metal, lines, h);

  const brass = style.finish === 'brass';
  const engraved = style.finish === 'engraved';
  const [inkR, inkG, inkB] = style.ink;
  // Plain numbers and one scratch colour in the loop: a fresh array per inked pixel was most of
  // this function's time (and the collector's) in a profile of a name board render.
  const fill: [number, number, number] = [0, 0, 0];
  for (let y = reach.y; y < reach.y + reach.height; y++) {
    for (let x = reach.x; x < reach.x + reach.width; x++) {
      const i = y * width + x;
      const p = i * region.channels;
      const q = i * 3;
      const m = (ink.data[i] ?? 0) / 255;
      const shadowHere = shadow ? (shadow.data[i] ?? 0) : 0;
      const haloHere = haloFar ? (haloFar.data[i] ?? 0) : 0;
      const heightHere = height.data[i] ?? 0;
      const baseR = region.data[p] ?? 0;
      const baseG = region.data[p + 1] ?? 0;
      const baseB = region.data[p + 2] ?? 0;
      // Between and around the letters nothing changes either, and the copy already holds it.
      if (m === 0 && shadowHere === 0 && haloHere === 0 && (heightHere === 0 || heightHere === 255)) continue;
      const light = (lightMap.data[i] ?? 0) / meanLight;
      const grain = ((detail.data[i] ?? 0) - (lightMap.data[i] ?? 0)) / 255;
      // Slope of the blurred mask: positive where a raised surface faces the light.
      const gx = ((height.data[i + (x + 1 < width ? 1 : 0)] ?? 0) - (height.data[i - (x > 0 ? 1 : 0)] ?? 0)) / 255;
      const gy = ((height.data[i + (y + 1 < h ? width : 0)] ?? 0) - (height.data[i - (y > 0 ? width : 0)] ?? 0)) / 255;
      const facing = (LIGHT_X * gx + LIGHT_Y * gy) * 2.2;

      let r = baseR;
      let g = baseG;
      let b = baseB;
      const shade = (shadowHere / 255) * (1 - m);
      if (shade > 0) {
        const k = 1 - shade * (brass ? 0.6 : 0.42);
        r *= k;
        g *= k;
        b *= k;
      }
      if (m > 0) {
        fillInto(fill, style, baseR, baseG, baseB, light, grain, x, y, metalOf, chalk?.[i]);
        const a = chalk ? m * (0.55 + 0.45 * (chalk[i] ?? 0)) : m;
        r = r * (1 - a) + fill[0] * a;
        g = g * (1 - a) + fill[1] * a;
        b = b * (1 - a) + fill[2] * a;
      }
      // A groove: walls facing away from the light are dark, the far walls catch it.
      const lift = engraved
        ? -facing * 150 * Math.max(m, 0.35)
        : raised && facing !== 0
          ? facing * (brass ? 190 : 70) * m
          : 0;
      r += lift;
      g += lift;
      b += lift;
      if (haloNear && haloFar) {
        const a = Math.min(1, ((haloNear.data[i] ?? 0) / 255) * 0.7 + ((haloFar.data[i] ?? 0) / 255) * 0.55);
        r = 255 - (255 - r) * (1 - (inkR / 255) * a);
        g = 255 - (255 - g) * (1 - (inkG / 255) * a);
        b = 255 - (255 - b) * (1 - (inkB / 255) * a);
      }
      out.data[q] = clamp255(r);
      out.data[q + 1] = clamp255(g);
      out.data[q + 2] = clamp255(b);
    }
  }
  return out;
}

/** The region as three-channel RGB: one block copy when it already is. */
function rgbCopy(region: Raster): Raster {
  if (region.channels === 3) return { ...region, data: Buffer.from(region.data) };
  const out = blank(region.width, region.height, 3);
  for (let i = 0, p = 0; i < out.data.length; i += 3, p += region.channels) {
    out.data[i] = region.data[p]!;
    out.data[i + 1] = region.data[p + 1]!;
    out.data[i + 2] = region.data[p + 2]!;
  }
  return out;
}

function unionOf(rects: (Rect | null)[]): Rect | null {
  const known = rects.filter((r): r is Rect => r !== null);
  return known.length ? union(known) : null;
}

/** The board's own light and grain under the print area; the same for every name on it. */
export interface Shading {
  /** Luminance blurred wide: the lighting. */
  lightMap: Raster;
  /** Luminance as it is: lighting plus grain. */
  detail: Raster;
  meanLight: number;
}

export async function shadingOf(region: Raster): Promise<Shading> {
  const detail = luma(region);
  const lightMap = await blurred(detail, 12);
  return { lightMap, detail, meanLight: mean(lightMap.data) || 1 };
}

/** The ink's colour at one pixel, written into `into`. */
function fillInto(
  into: [number, number, number],
  style: LetteringStyle,
  baseR: number,
  baseG: number,
  baseB: number,
  light: number,
  grain: number,
  x: number,
  y: number,
  metal: MetalShader,
  noise?: number,
): void {
  const ink = style.ink;
  switch (style.finish) {
    case 'engraved': {
      // Cut wood darkens and keeps its grain (a multiply); cut slate or dark stone shows paler.
      if (style.cut === 'darken') {
        into[0] = baseR * (ink[0] / 255) * 0.7;
        into[1] = baseG * (ink[1] / 255) * 0.7;
        into[2] = baseB * (ink[2] / 255) * 0.7;
        return;
      }
      const t = 0.85 + grain * 1.5;
      into[0] = ink[0] * light * t;
      into[1] = ink[1] * light * t;
      into[2] = ink[2] * light * t;
      return;
    }
    case 'painted':
      into[0] = ink[0] * light + grain * 90;
      into[1] = ink[1] * light + grain * 90;
      into[2] = ink[2] * light + grain * 90;
      return;
    case 'chalk': {
      const dust = 0.82 + 0.18 * (noise ?? 1);
      into[0] = ink[0] * dust * light;
      into[1] = ink[1] * dust * light;
      into[2] = ink[2] * dust * light;
      return;
    }
    case 'brass': {
      const [r, g, b] = metal(x, y);
      into[0] = r;
      into[1] = g;
      into[2] = b;
      return;
    }
    case 'glow':
      into[0] = 255 - (255 - ink[0]) * 0.25;
      into[1] = 255 - (255 - ink[1]) * 0.25;
      into[2] = 255 - (255 - ink[2]) * 0.25;
  }
}

function mean(data: Buffer): number {
  let sum = 0;
  for (const v of data) sum += v;
  return sum / Math.max(1, data.length);
}
