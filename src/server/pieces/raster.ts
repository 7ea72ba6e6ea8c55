import sharp, { type Sharp } from 'sharp';

/** Raw interleaved 8-bit pixels. Masks are one channel, 255 = fully inked. */
export interface Raster {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function blank(width: number, height: number, channels: Raster['channels']): Raster {
  return { data: Buffer.alloc(width * height * channels), width, height, channels };
}

export function pipeline(r: Raster): Sharp {
  return sharp(r.data, { raw: { width: r.width, height: r.height, channels: r.channels } });
}

/**
 * Runs a libvips operation on a raster and keeps its channel count: sharp otherwise hands back
 * a one-channel mask as three-channel sRGB.
 */
export function transformed(r: Raster, op: (s: Sharp) => Sharp): Promise<Raster> {
  const s = op(pipeline(r));
  return toRaster(r.channels === 1 ? s.toColourspace('b-w') : s);
}

export async function toRaster(s: Sharp): Promise<Raster> {
  const { data, info } = await s.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Gaussian blur of a raster through libvips (SIMD, far faster than a JS loop). */
export async function blurred(r: Raster, sigma: number): Promise<Raster> {
  if (sigma < 0.3) return r;
  return transformed(r, (s) => s.blur(sigma));
}

/** The raster moved by (dx, dy) whole pixels, the uncovered edge filled with zero. */
export function shifted(r: Raster, dx: number, dy: number): Raster {
  const out = blank(r.width, r.height, r.channels);
  const c = r.channels;
  for (let y = 0; y < r.height; y++) {
    const sy = y - dy;
    if (sy < 0 || sy >= r.height) continue;
    const x0 = Math.max(0, dx);
    const x1 = Math.min(r.width, r.width + dx);
    if (x1 <= x0) continue;
    r.data.copy(out.data, (y * r.width + x0) * c, (sy * r.width + x0 - dx) * c, (sy * r.width + x1 - dx) * c);
  }
  return out;
}

/** A copy of part of an interleaved raster. */
export function crop(r: Raster, rect: Rect): Raster {
  const out = blank(rect.width, rect.height, r.channels);
  const row = rect.width * r.channels;
  for (let y = 0; y < rect.height; y++) {
    const from = ((rect.y + y) * r.width + rect.x) * r.channels;
    r.data.copy(out.data, y * row, from, from + row);
  }
  return out;
}

/** Writes `part` into `r` at (x, y); both must have the same channel count. */
export function paste(r: Raster, part: Raster, x: number, y: number): void {
  const row = part.width * part.channels;
  for (let py = 0; py < part.height; py++)
    part.data.copy(r.data, ((y + py) * r.width + x) * r.channels, py * row, py * row + row);
}

/**
 * Ink extent of a one-channel mask (pixels above `floor`), or null when it is empty. Each row is
 * read from the left up to its first inked pixel and from the right down to the widest edge found
 * so far, never across the letters: a line of text at REF_PX is a few hundred thousand pixels and
 * reading every one of them was a visible share of a name board render on the event loop.
 */
export function inkBounds(mask: Raster, floor = 0): Rect | null {
  const { width, height, data } = mask;
  let x0 = width;
  let x1 = -1;
  let y0 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let first = 0;
    while (first < width && data[row + first]! <= floor) first++;
    if (first === width) continue;
    if (y0 < 0) y0 = y;
    y1 = y;
    if (first < x0) x0 = first;
    for (let x = width - 1; x > x1; x--) {
      if (data[row + x]! > floor) {
        x1 = x;
        break;
      }
    }
  }
  return y0 < 0 ? null : { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/** Adds a one-channel mask into a larger one at (x, y), keeping the maximum where they overlap. */
export function stampMax(target: Raster, mask: Raster, x: number, y: number): void {
  // Clipped once up front rather than per pixel.
  const mx0 = Math.max(0, -x);
  const mx1 = Math.min(mask.width, target.width - x);
  const my0 = Math.max(0, -y);
  const my1 = Math.min(mask.height, target.height - y);
  const from = mask.data;
  const into = target.data;
  for (let my = my0; my < my1; my++) {
    let s = my * mask.width + mx0;
    let t = (y + my) * target.width + x + mx0;
    for (let mx = mx0; mx < mx1; mx++, s++, t++) {
      const v = from[s]!;
      if (v > into[t]!) into[t] = v;
    }
  }
}

/** Luminance 0-255 of an RGB(A) raster as a one-channel raster. */
export function luma(r: Raster): Raster {
  const out = blank(r.width, r.height, 1);
  const c = r.channels;
  for (let i = 0, p = 0; i < out.data.length; i++, p += c) {
    out.data[i] = Math.round(0.2126 * (r.data[p] ?? 0) + 0.7152 * (r.data[p + 1] ?? 0) + 0.0722 * (r.data[p + 2] ?? 0));
  }
  return out;
}

/**
 * Straight-alpha "over": paints an RGBA layer onto an RGB or RGBA raster at (x, y), in place,
 * clipped to the base. An RGBA base accumulates coverage, so tiles can be stacked into a layer.
 */
export function over(base: Raster, layer: Raster, opacity = 1, x = 0, y = 0): void {
  const bc = base.channels;
  for (let ly = Math.max(0, -y); ly < layer.height && y + ly < base.height; ly++) {
    for (let lx = Math.max(0, -x); lx < layer.width && x + lx < base.width; lx++) {
      const q = (ly * layer.width + lx) * 4;
      const a = ((layer.data[q + 3] ?? 0) / 255) * opacity;
      if (a <= 0) continue;
      const p = ((y + ly) * base.width + x + lx) * bc;
      if (bc === 4) {
        const b = (base.data[p + 3] ?? 0) / 255;
        const out = a + b * (1 - a);
        for (let k = 0; k < 3; k++)
          base.data[p + k] = Math.round(((layer.data[q + k] ?? 0) * a + (base.data[p + k] ?? 0) * b * (1 - a)) / out);
        base.data[p + 3] = Math.round(out * 255);
      } else {
        for (let k = 0; k < 3; k++)
          base.data[p + k] = Math.round((base.data[p + k] ?? 0) * (1 - a) + (layer.data[q + k] ?? 0) * a);
      }
    }
  }
}
