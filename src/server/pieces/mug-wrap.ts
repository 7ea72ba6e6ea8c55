import { clamp255 } from './color';
import { blank, blurred, luma, type Raster } from './raster';

/**
 * The catalogue's mugs (seed/draw/mug.ts) keep the print area within ±68% of the body's radius,
 * and draw the rim ellipse about a quarter as tall as the radius. A flat print seen on such a
 * cylinder is squeezed towards the sides and its rows curve up at the edges.
 */
const REACH = 0.68;
const ELLIPSE = 0.26;

/** Flat artwork height for a print area, leaving room for the rows to curve up at the sides. */
export function flatHeight(width: number, height: number): number {
  return Math.round(height - curveRise(width));
}

function curveRise(width: number): number {
  const radius = width / 2 / REACH;
  return radius * ELLIPSE * (1 - Math.sqrt(1 - REACH * REACH));
}

/**
 * Bends flat RGBA artwork round the mug: each output column looks up the arc length under it
 * (x_src ∝ asin(u)), so columns are compressed towards the edges, and each row is lifted by the
 * ellipse of the ring it lies on. Bilinear sampling from artwork of any size.
 */
export function wrapToCylinder(art: Raster, width: number, height: number): Raster {
  const out = blank(width, height, 4);
  const radius = width / 2 / REACH;
  const halfAngle = Math.asin(REACH);
  const rise = curveRise(width);
  const sx = art.width;
  const sy = art.height / Math.max(1, height - rise);
  for (let x = 0; x < width; x++) {
    const u = Math.max(-REACH, Math.min(REACH, (x + 0.5 - width / 2) / radius));
    const theta = Math.asin(u);
    const ax = (theta / halfAngle / 2 + 0.5) * sx - 0.5;
    const lift = radius * ELLIPSE * (1 - Math.cos(theta));
    for (let y = 0; y < height; y++) {
      const ay = (y - rise + lift + 0.5) * sy - 0.5;
      sample(art, ax, ay, out.data, (y * width + x) * 4);
    }
  }
  return out;
}

/** Bilinear sample of straight-alpha RGBA, weighting colour by coverage; unrolled because it runs per pixel. */
function sample(art: Raster, x: number, y: number, into: Buffer, at: number): void {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const tx = x - x0;
  const ty = y - y0;
  const acc = [0, 0, 0, 0];
  tap(art, x0, y0, (1 - tx) * (1 - ty), acc);
  tap(art, x0 + 1, y0, tx * (1 - ty), acc);
  tap(art, x0, y0 + 1, (1 - tx) * ty, acc);
  tap(art, x0 + 1, y0 + 1, tx * ty, acc);
  const a = acc[3] ?? 0;
  if (a <= 0) return;
  into[at] = clamp255((acc[0] ?? 0) / a);
  into[at + 1] = clamp255((acc[1] ?? 0) / a);
  into[at + 2] = clamp255((acc[2] ?? 0) / a);
  into[at + 3] = clamp255(a * 255);
}

function tap(art: Raster, x: number, y: number, w: number, acc: number[]): void {
  if (w <= 0 || x < 0 || y < 0 || x >= art.width || y >= art.height) return;
  const p = (y * art.width + x) * 4;
  const alpha = ((art.data[p + 3] ?? 0) / 255) * w;
  acc[0] = (acc[0] ?? 0) + (art.data[p] ?? 0) * alpha;
  acc[1] = (acc[1] ?? 0) + (art.data[p + 1] ?? 0) * alpha;
  acc[2] = (acc[2] ?? 0) + (art.data[p + 2] ?? 0) * alpha;
  acc[3] = (acc[3] ?? 0) + alpha;
}

/**
 * Prints wrapped artwork onto the mug region: the ink takes the mug's own shading (a multiply
 * by its light, normalised to the lit glaze), darkens further where the cylinder turns away,
 * and the glaze's highlights are screened back over it, since a glossy coat sits on the print.
 */
export async function printOnMug(region: Raster, wrapped: Raster): Promise<Raster> {
  const lum = luma(region);
  const light = await blurred(lum, 2.5);
  const sorted = Uint8Array.from(light.data).sort();
  const lit = Math.max(1, sorted[Math.floor(sorted.length * 0.9)] ?? 255);
  const glazeFloor = sorted[Math.floor(sorted.length * 0.75)] ?? 200;
  const { width, height } = region;
  const radius = width / 2 / REACH;
  const out = blank(width, height, 3);
  for (let x = 0; x < width; x++) {
    const u = (x + 0.5 - width / 2) / radius;
    const turn = 0.82 + 0.18 * Math.sqrt(Math.max(0, 1 - u * u));
    for (let y = 0; y < height; y++) {
      const i = y * width + x;
      const a = (wrapped.data[i * 4 + 3] ?? 0) / 255;
      const shade = Math.min(1.04, Math.max(0.3, (light.data[i] ?? 0) / lit)) * turn;
      // The glaze's specular sheen: what is brighter than most of the lit body.
      const gloss = Math.max(0, ((lum.data[i] ?? 0) - glazeFloor) / Math.max(1, 255 - glazeFloor)) * 0.85 * a;
      for (let k = 0; k < 3; k++) {
        const base = region.data[i * region.channels + k] ?? 0;
        const ink = (wrapped.data[i * 4 + k] ?? 0) * shade;
        const mixed = base * (1 - a) + ink * a;
        out.data[i * 3 + k] = clamp255(255 - (255 - mixed) * (1 - gloss));
      }
    }
  }
  return out;
}
