import { luminance } from '../../contracts/mug-caption';

/** An sRGB colour, each channel 0-255. */
export type Rgb = readonly [number, number, number];

const HEX = /^#?([0-9a-f]{6})$/i;

/** The colour of a hex string like '#8B4513', or null when it is not one. */
export function parseHex(value: string | undefined): Rgb | null {
  const match = value === undefined ? null : HEX.exec(value.trim());
  if (!match?.[1]) return null;
  const n = Number.parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function clamp255(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : v;
}

/** a*(1-t) + b*t per channel. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

// Relative luminance 0-1 lives in contracts: the browser's draft picks a mug caption's ink by it too.
export { luminance };

/** Whether text in `ink` would be hard to read on `ground`. */
export function lowContrast(ink: Rgb, ground: Rgb): boolean {
  return Math.abs(luminance(ink) - luminance(ground)) < 0.22;
}

/** Saturation 0-1 (HSV), used to tell a tinted colour from a grey. */
export function saturation([r, g, b]: Rgb): number {
  const max = Math.max(r, g, b);
  return max === 0 ? 0 : (max - Math.min(r, g, b)) / max;
}

export const WHITE: Rgb = [255, 255, 255];
