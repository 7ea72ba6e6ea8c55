import { clamp255, type Rgb } from '../../../pieces/color';
import { blank, blurred, luma, over, shifted, stampMax, transformed, type Raster } from '../../../pieces/raster';

export interface TileSpec {
  /** The letter's mask at its final size. */
  mask: Raster;
  fill: Rgb;
  outline: Rgb;
  outlinePx: number;
  keyline?: Rgb;
  /** Degrees, clockwise. */
  angle: number;
}

/**
 * One playful letter as an RGBA tile: a glossy painted fill, a rounded outline (from a blurred,
 * steepened mask, so it stays smooth where a morphological dilate would be jagged), an optional
 * dark keyline, then turned. Its centre is the tile's centre.
 */
export async function letterTile(spec: TileSpec): Promise<Raster> {
  const reach = spec.outlinePx * (spec.keyline ? 2 : 1);
  const pad = Math.ceil(reach * 1.6 + 4);
  const padded = blank(spec.mask.width + 2 * pad, spec.mask.height + 2 * pad, 1);
  stampMax(padded, spec.mask, pad, pad);
  const [outline, keyline, bevel] = await Promise.all([
    blurred(padded, Math.max(0.6, spec.outlinePx * 0.55)),
    spec.keyline ? blurred(padded, Math.max(0.8, reach * 0.55)) : null,
    blurred(padded, Math.max(0.8, spec.outlinePx * 0.4)),
  ]);
  const { width, height } = padded;
  const tile = blank(width, height, 4);
  for (let y = 0; y < height; y++) {
    // Paint catches the light at the top of each letter and falls off towards the bottom.
    const sheen = 28 - (56 * y) / height;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const m = (padded.data[i] ?? 0) / 255;
      const o = edge(outline.data[i] ?? 0);
      const k = keyline ? edge(keyline.data[i] ?? 0) : 0;
      if (m === 0 && o === 0 && k === 0) continue;
      const gx = (bevel.data[i + 1] ?? 0) - (bevel.data[i - 1] ?? 0);
      const gy = (bevel.data[i + width] ?? 0) - (bevel.data[i - width] ?? 0);
      const light = sheen + (gx * 0.6 + gy * 0.8) * 0.5;
      const fill: Rgb = [spec.fill[0] + light, spec.fill[1] + light, spec.fill[2] + light];
      const [rgb, alpha] = stack([
        [spec.keyline ?? spec.outline, k],
        [spec.outline, o],
        [fill, m],
      ]);
      const q = i * 4;
      tile.data[q] = clamp255(rgb[0]);
      tile.data[q + 1] = clamp255(rgb[1]);
      tile.data[q + 2] = clamp255(rgb[2]);
      tile.data[q + 3] = Math.round(alpha * 255);
    }
  }
  if (Math.abs(spec.angle) < 0.05) return tile;
  return transformed(tile, (s) => s.rotate(spec.angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } }));
}

/** A crisp, antialiased outline edge from a blurred mask: a steep ramp well outside the letter. */
function edge(blurredValue: number): number {
  return Math.min(1, Math.max(0, (blurredValue / 255 - 0.06) * 5));
}

/** Straight-alpha layers painted bottom to top: the colour and coverage of the result. */
function stack(layers: [Rgb, number][]): [Rgb, number] {
  let rgb: Rgb = [0, 0, 0];
  let alpha = 0;
  for (const [c, a] of layers) {
    const out = a + alpha * (1 - a);
    if (out <= 0) continue;
    const keep = (alpha * (1 - a)) / out;
    rgb = [c[0] * (a / out) + rgb[0] * keep, c[1] * (a / out) + rgb[1] * keep, c[2] * (a / out) + rgb[2] * keep];
    alpha = out;
  }
  return [rgb, alpha];
}

/**
 * Lays an RGBA layer onto a product region so it looks printed on it: a soft contact shadow,
 * then the layer shaded by the region's own light (a plate darker at one end darkens the
 * letters there too).
 */
export async function printOnto(region: Raster, layer: Raster, shadowPx: number): Promise<Raster> {
  const alpha = blank(layer.width, layer.height, 1);
  for (let i = 0; i < alpha.data.length; i++) alpha.data[i] = layer.data[i * 4 + 3] ?? 0;
  const offset = Math.max(1, Math.round(shadowPx));
  const [shadow, lightMap] = await Promise.all([
    blurred(shifted(alpha, offset, Math.round(offset * 1.4)), offset * 0.9),
    blurred(luma(region), 14),
  ]);
  let total = 0;
  for (const v of lightMap.data) total += v;
  const meanLight = total / Math.max(1, lightMap.data.length) || 1;
  const out = blank(region.width, region.height, 3);
  const lit = blank(layer.width, layer.height, 4);
  for (let i = 0; i < region.width * region.height; i++) {
    const s = ((shadow.data[i] ?? 0) / 255) * 0.38;
    const light = Math.min(1.15, Math.max(0.7, (lightMap.data[i] ?? 0) / meanLight));
    for (let k = 0; k < 3; k++) {
      out.data[i * 3 + k] = Math.round((region.data[i * region.channels + k] ?? 0) * (1 - s));
      lit.data[i * 4 + k] = clamp255((layer.data[i * 4 + k] ?? 0) * light);
    }
    lit.data[i * 4 + 3] = layer.data[i * 4 + 3] ?? 0;
  }
  over(out, lit);
  return out;
}
