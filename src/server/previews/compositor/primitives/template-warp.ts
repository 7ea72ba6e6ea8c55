import { DEFAULT_LIGHT, type PrintArea } from '../../../../contracts/print-area';
import { boundsOf, flatFaceSize, mappingOf, type TemplateMapping } from '../../../../contracts/template-geometry';
import { clamp255 } from '../../../pieces/color';
import { blank, type Raster } from '../../../pieces/raster';

/**
 * A shaped template (a board at an angle, a mug's body) is drawn in three steps: the photo under
 * the shape is unrolled into a flat face (once per photo and template), the kind draws onto that
 * face exactly as onto a front-on photo, and only what the drawing changed is warped back onto the
 * photo, over the shape's bounding box. sharp has no perspective warp, so both resamplings are
 * bilinear loops here.
 */

export interface FlatFace {
  mapping: TemplateMapping;
  /** The photo under the shape, unrolled: what the kind draws onto. */
  pixels: Raster;
  /** The print area within it: the whole face, front-on. */
  area: PrintArea;
  /** Mean luminance of the face: the photo's light is taken relative to it. */
  meanLuma: number;
}

export function flattenFace(photo: Raster, area: PrintArea): FlatFace {
  const mapping = mappingOf(area.shape ?? { kind: 'rect', ...area });
  // The browser's live draft lays its lettering out on a face of the same size.
  const { width, height } = flatFaceSize(mapping);
  const pixels = blank(width, height, 3);
  let lumaSum = 0;
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < width; i++) {
      const [x, y] = mapping.forward((i + 0.5) / width, (j + 0.5) / height);
      const at = (j * width + i) * 3;
      bilinear(photo, x - 0.5, y - 0.5, pixels.data, at);
      lumaSum += lumaAt(pixels.data, at);
    }
  }
  const plain: PrintArea = { ...area, x: 0, y: 0, width, height };
  delete plain.shape;
  delete plain.occluder;
  return {
    mapping,
    pixels,
    area: plain,
    meanLuma: Math.max(1, lumaSum / (width * height)),
  };
}

/**
 * The drawn face put back on the photo: each pixel of the shape's bounding box looks up its place
 * on the face; where the drawing changed the face, the change is laid on the photo under the
 * photo's own light (a multiply by its luminance against the face's mean, at `light` strength).
 * Pixels the drawing left alone stay the photo's own, untouched by resampling. `out` starts as a
 * copy of `photo`.
 */
export function warpOnto(out: Raster, photo: Raster, face: FlatFace, drawn: Raster, light = DEFAULT_LIGHT): Raster {
  const changes = changedBox(face.pixels, drawn);
  if (!changes) return out;
  const { width, height } = face.pixels;
  const { forward } = face.mapping;
  // Only the photo under what changed is visited: the lettering is a fraction of the face.
  const edge = Array.from({ length: 9 }, (_, i) => i / 8).flatMap((t) => {
    const [u0, u1, v0, v1] = [changes.x0 / width, changes.x1 / width, changes.y0 / height, changes.y1 / height];
    const u = u0 + (u1 - u0) * t;
    const v = v0 + (v1 - v0) * t;
    return [forward(u, v0), forward(u, v1), forward(u0, v), forward(u1, v)];
  });
  const box = boundsOf(edge);
  const x0 = Math.max(0, box.x - 1);
  const y0 = Math.max(0, box.y - 1);
  const x1 = Math.min(photo.width, box.x + box.width + 2);
  const y1 = Math.min(photo.height, box.y + box.height + 2);
  const { alpha } = changes;
  const src = drawn.data;
  const dst = out.data;
  const lit = photo.data;
  const uv: [number, number] = [0, 0];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (!face.mapping.inverseInto(x + 0.5, y + 0.5, uv)) continue;
      const fx = Math.min(width - 1.001, Math.max(0, uv[0] * width - 0.5));
      const fy = Math.min(height - 1.001, Math.max(0, uv[1] * height - 0.5));
      const ix = fx | 0;
      const iy = fy | 0;
      const i00 = iy * width + ix;
      const a00 = alpha[i00]!;
      const a01 = alpha[i00 + 1]!;
      const a10 = alpha[i00 + width]!;
      const a11 = alpha[i00 + width + 1]!;
      if (a00 + a01 + a10 + a11 === 0) continue;
      const tx = fx - ix;
      const ty = fy - iy;
      const w00 = (1 - tx) * (1 - ty);
      const w01 = tx * (1 - ty);
      const w10 = (1 - tx) * ty;
      const w11 = tx * ty;
      const a = a00 * w00 + a01 * w01 + a10 * w10 + a11 * w11;
      const at = (y * photo.width + x) * 3;
      const luma = 0.2126 * lit[at]! + 0.7152 * lit[at + 1]! + 0.0722 * lit[at + 2]!;
      const shade = Math.min(1.6, Math.max(0.3, 1 + light * (luma / face.meanLuma - 1)));
      const p00 = i00 * 3;
      const p10 = p00 + width * 3;
      for (let k = 0; k < 3; k++) {
        const ink = src[p00 + k]! * w00 + src[p00 + 3 + k]! * w01 + src[p10 + k]! * w10 + src[p10 + 3 + k]! * w11;
        const base = lit[at + k]!;
        dst[at + k] = clamp255(base + a * (ink * shade - base));
      }
    }
  }
  return out;
}

interface Changes {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Per face pixel, how much of the drawing replaces the photo: 0 where it left the face alone. */
  alpha: Float32Array;
}

/** Which face pixels the drawing changed (and how much), and the box around them; null when none. */
function changedBox(face: Raster, drawn: Raster): Changes | null {
  const { width, height } = face;
  const alpha = new Float32Array(width * height);
  const f = face.data;
  const d = drawn.data;
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 3;
      const change = Math.max(
        Math.abs(f[p]! - d[p]!),
        Math.abs(f[p + 1]! - d[p + 1]!),
        Math.abs(f[p + 2]! - d[p + 2]!),
      );
      if (change === 0) continue;
      // A change of 24 levels or more is the drawing itself; fainter ones are its soft edges.
      alpha[y * width + x] = Math.min(1, change / 24);
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  return x1 < 0 ? null : { x0, y0, x1: x1 + 1, y1: y1 + 1, alpha };
}

/** What stands in front of the design (a one-channel mask, 255 = in front) painted back from the photo. */
export function occlude(out: Raster, photo: Raster, mask: Raster): void {
  for (let i = 0; i < mask.data.length; i++) {
    const m = (mask.data[i] ?? 0) / 255;
    if (m === 0) continue;
    for (let k = 0; k < 3; k++) {
      const p = i * 3 + k;
      out.data[p] = Math.round((out.data[p] ?? 0) * (1 - m) + (photo.data[p] ?? 0) * m);
    }
  }
}

function lumaAt(data: Buffer, at: number): number {
  return 0.2126 * (data[at] ?? 0) + 0.7152 * (data[at + 1] ?? 0) + 0.0722 * (data[at + 2] ?? 0);
}

/** Bilinear sample of RGB at (x, y), edges clamped, written as bytes. */
function bilinear(r: Raster, x: number, y: number, into: Buffer, at: number): void {
  const px = new Float64Array(3);
  sampleInto(r, x, y, px);
  into[at] = clamp255(px[0] ?? 0);
  into[at + 1] = clamp255(px[1] ?? 0);
  into[at + 2] = clamp255(px[2] ?? 0);
}

function sampleInto(r: Raster, x: number, y: number, into: Float64Array): void {
  const cx = Math.min(r.width - 1.001, Math.max(0, x));
  const cy = Math.min(r.height - 1.001, Math.max(0, y));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const tx = cx - x0;
  const ty = cy - y0;
  const c = r.channels;
  const p00 = (y0 * r.width + x0) * c;
  const p01 = p00 + r.width * c;
  for (let k = 0; k < 3; k++) {
    const top = (r.data[p00 + k] ?? 0) * (1 - tx) + (r.data[p00 + c + k] ?? 0) * tx;
    const bottom = (r.data[p01 + k] ?? 0) * (1 - tx) + (r.data[p01 + c + k] ?? 0) * tx;
    into[k] = top * (1 - ty) + bottom * ty;
  }
}
