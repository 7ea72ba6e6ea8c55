import { blank, type Raster } from '../../pieces/raster';

/**
 * Classic non-photorealistic filters on float colour planes (0-255), all O(pixels) through
 * running box sums, so a 615×460 print area takes milliseconds per pass: edge-preserving
 * smoothing (guided filter), Kuwahara strokes, luminance banding (cel shading) and XDoG lines.
 */
export interface Planes {
  width: number;
  height: number;
  /** Red, green, blue. */
  c: [Float32Array, Float32Array, Float32Array];
}

export function toPlanes(r: Raster): Planes {
  const n = r.width * r.height;
  const c: Planes['c'] = [new Float32Array(n), new Float32Array(n), new Float32Array(n)];
  for (let i = 0, p = 0; i < n; i++, p += r.channels) {
    c[0][i] = r.data[p]!;
    c[1][i] = r.data[p + 1]!;
    c[2][i] = r.data[p + 2]!;
  }
  return { width: r.width, height: r.height, c };
}

export function toRgb(planes: Planes): Raster {
  const out = blank(planes.width, planes.height, 3);
  const [r, g, b] = planes.c;
  for (let i = 0, p = 0; i < r.length; i++, p += 3) {
    out.data[p] = clampByte(r[i]!);
    out.data[p + 1] = clampByte(g[i]!);
    out.data[p + 2] = clampByte(b[i]!);
  }
  return out;
}

export function lumaOf({ c: [r, g, b] }: Planes): Float32Array {
  const out = new Float32Array(r.length);
  for (let i = 0; i < r.length; i++) out[i] = 0.2126 * r[i]! + 0.7152 * g[i]! + 0.0722 * b[i]!;
  return out;
}

const clampByte = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

/**
 * Mean over a (2r+1)² box, edges clamped: a running sum along each row, then running column
 * sums a whole row at a time (reading down a column one pixel at a time missed the cache).
 */
export function boxMean(src: Float32Array, width: number, height: number, radius: number): Float32Array {
  const r = Math.max(0, Math.round(radius));
  if (r === 0) return src.slice();
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  const span = 2 * r + 1;
  const last = width - 1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let k = -r; k <= r; k++) sum += src[row + (k < 0 ? 0 : k > last ? last : k)]!;
    for (let x = 0; x < width; x++) {
      tmp[row + x] = sum / span;
      const add = x + r + 1;
      const drop = x - r;
      sum += src[row + (add > last ? last : add)]! - src[row + (drop < 0 ? 0 : drop)]!;
    }
  }
  const sums = new Float32Array(width);
  const rowAt = (y: number) => (y < 0 ? 0 : y >= height ? height - 1 : y) * width;
  for (let k = -r; k <= r; k++) {
    const at = rowAt(k);
    for (let x = 0; x < width; x++) sums[x] = sums[x]! + tmp[at + x]!;
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const add = rowAt(y + r + 1);
    const drop = rowAt(y - r);
    for (let x = 0; x < width; x++) {
      out[row + x] = sums[x]! / span;
      sums[x] = sums[x]! + tmp[add + x]! - tmp[drop + x]!;
    }
  }
  return out;
}

/** A Gaussian of about `sigma` as three box passes (the central limit theorem's blur). */
export function gaussian(src: Float32Array, width: number, height: number, sigma: number): Float32Array {
  // Three boxes of radius r have variance 3·((2r+1)² − 1)/12.
  const r = Math.max(0, Math.round((Math.sqrt(4 * sigma * sigma + 1) - 1) / 2));
  if (r === 0) return src.slice();
  return boxMean(boxMean(boxMean(src, width, height, r), width, height, r), width, height, r);
}

/**
 * Edge-preserving smoothing, the guided filter (He, Sun and Tang 2010) with each channel as its
 * own guide: flat where the local variance is below `eps` (skin, fabric), untouched across edges.
 */
export function guidedSmooth(planes: Planes, radius: number, eps: number): Planes {
  const { width, height } = planes;
  const c = planes.c.map((p) => {
    const mean = boxMean(p, width, height, radius);
    const sq = new Float32Array(p.length);
    for (let i = 0; i < p.length; i++) sq[i] = p[i]! * p[i]!;
    const meanSq = boxMean(sq, width, height, radius);
    const a = new Float32Array(p.length);
    const b = new Float32Array(p.length);
    for (let i = 0; i < p.length; i++) {
      const m = mean[i]!;
      const variance = Math.max(0, meanSq[i]! - m * m);
      a[i] = variance / (variance + eps);
      b[i] = m * (1 - a[i]!);
    }
    const ma = boxMean(a, width, height, radius);
    const mb = boxMean(b, width, height, radius);
    const out = new Float32Array(p.length);
    for (let i = 0; i < p.length; i++) out[i] = ma[i]! * p[i]! + mb[i]!;
    return out;
  }) as Planes['c'];
  return { width, height, c };
}

/**
 * The Kuwahara filter: each pixel takes the mean colour of whichever of its four overlapping
 * (r+1)² quadrants has the least luminance variance, so areas flatten into dabs while edges
 * stay sharp. Sums come from integral images, so the radius costs nothing.
 */
export function kuwahara(planes: Planes, radius: number): Planes {
  const { width, height } = planes;
  const r = Math.max(1, Math.round(radius));
  const lum = lumaOf(planes);
  const sq = new Float32Array(lum.length);
  for (let i = 0; i < lum.length; i++) sq[i] = lum[i]! * lum[i]!;
  const tables = [...planes.c, lum, sq].map((p) => integral(p, width, height));
  const [tr, tg, tb, tl, tq] = tables as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array];
  const W = width + 1;
  const n = lum.length;
  const out: Planes['c'] = [new Float32Array(n), new Float32Array(n), new Float32Array(n)];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let best = Infinity;
      let a = 0;
      let b = 0;
      let c = 0;
      let d = 0;
      let area = 1;
      for (let q = 0; q < 4; q++) {
        const x0 = q & 1 ? x : x - r < 0 ? 0 : x - r;
        const x1 = q & 1 ? (x + r > width - 1 ? width - 1 : x + r) : x;
        const y0 = q & 2 ? y : y - r < 0 ? 0 : y - r;
        const y1 = q & 2 ? (y + r > height - 1 ? height - 1 : y + r) : y;
        // The four corners of the quadrant in the integral images.
        const i11 = (y1 + 1) * W + x1 + 1;
        const i01 = y0 * W + x1 + 1;
        const i10 = (y1 + 1) * W + x0;
        const i00 = y0 * W + x0;
        const count = (x1 - x0 + 1) * (y1 - y0 + 1);
        const m = (tl[i11]! - tl[i01]! - tl[i10]! + tl[i00]!) / count;
        const variance = (tq[i11]! - tq[i01]! - tq[i10]! + tq[i00]!) / count - m * m;
        if (variance < best) {
          best = variance;
          a = i11;
          b = i01;
          c = i10;
          d = i00;
          area = count;
        }
      }
      const i = y * width + x;
      out[0][i] = (tr[a]! - tr[b]! - tr[c]! + tr[d]!) / area;
      out[1][i] = (tg[a]! - tg[b]! - tg[c]! + tg[d]!) / area;
      out[2][i] = (tb[a]! - tb[b]! - tb[c]! + tb[d]!) / area;
    }
  }
  return { width, height, c: out };
}

function integral(src: Float32Array, width: number, height: number): Float64Array {
  const W = width + 1;
  const t = new Float64Array(W * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += src[y * width + x]!;
      t[(y + 1) * W + x + 1] = t[y * W + x + 1]! + row;
    }
  }
  return t;
}

/**
 * Cel shading: luminance falls into `bands` flat steps (ramps of `softness` of a step between
 * them), hue and saturation kept by scaling the three channels together. `lift` raises the
 * darkest band (pastel animation has no black shadows).
 */
export function celBands(planes: Planes, bands: number, softness: number, lift = 0): void {
  const [r, g, b] = planes.c;
  const step = 255 / bands;
  for (let i = 0; i < r.length; i++) {
    const v = 0.2126 * r[i]! + 0.7152 * g[i]! + 0.0722 * b[i]!;
    const f = v / step;
    const lo = Math.floor(f);
    const e = Math.min(1, Math.max(0, (f - lo - 0.5) / Math.max(0.01, softness) + 0.5));
    // Each band's level is its middle, so a flat area neither darkens nor brightens overall.
    const target = lift + (1 - lift / 255) * Math.min(255, (lo + e * e * (3 - 2 * e)) * step + step / 2);
    const k = target / Math.max(8, v);
    r[i] = r[i]! * k;
    g[i] = g[i]! * k;
    b[i] = b[i]! * k;
  }
}

/** Saturation around each pixel's own grey: 1 keeps it, above 1 richer. */
export function saturate(planes: Planes, amount: number): void {
  const [r, g, b] = planes.c;
  for (let i = 0; i < r.length; i++) {
    const v = 0.2126 * r[i]! + 0.7152 * g[i]! + 0.0722 * b[i]!;
    r[i] = v + (r[i]! - v) * amount;
    g[i] = v + (g[i]! - v) * amount;
    b[i] = v + (b[i]! - v) * amount;
  }
}

/**
 * Extended difference of Gaussians (Winnemöller 2012): ink 0-1 along dark edges, with clean,
 * even strokes rather than the speckle of a plain gradient. `sigma` sets the line's width,
 * `threshold` how strong an edge must be (in luminance levels) to be drawn.
 */
export function xdogLines(
  lum: Float32Array,
  width: number,
  height: number,
  sigma: number,
  threshold: number,
  sharpness = 0.5,
): Float32Array {
  const narrow = gaussian(lum, width, height, sigma);
  const wide = gaussian(lum, width, height, sigma * 1.6);
  const out = new Float32Array(lum.length);
  for (let i = 0; i < lum.length; i++) {
    const d = wide[i]! - narrow[i]!;
    // Positive where the pixel is darker than its surroundings: the dark side of an edge.
    out[i] = d <= threshold ? 0 : Math.min(1, Math.tanh((d - threshold) * sharpness));
  }
  return out;
}

/** Multiplies `ink` into the planes by `amount` (0-1 per pixel) times `opacity`. */
export function drawInk(planes: Planes, amount: Float32Array, ink: readonly number[], opacity: number): void {
  for (let i = 0; i < amount.length; i++) {
    const a = amount[i]! * opacity;
    if (a <= 0) continue;
    for (let k = 0; k < 3; k++) planes.c[k]![i] = planes.c[k]![i]! * (1 - a) + ink[k]! * a;
  }
}
