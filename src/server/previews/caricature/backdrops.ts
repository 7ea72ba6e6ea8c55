import type { MugStyle } from '../types';
import { clamp255, mix, type Rgb } from '../../pieces/color';
import { fractalNoise, prng } from '../../pieces/noise';
import { blank, type Raster } from '../../pieces/raster';

/**
 * The scene behind the cut-out subject, one per style, so the four read apart at a glance:
 * a pastel sky over a green hill (ghibli), a deep blue night (disney; its sparkles are drawn
 * after the style filter so they stay crisp), a soft studio sweep (pixar), a warm toned canvas
 * ground (oil painting, which the style's brushing then paints over). RGB, `width` × `height`.
 */
export function backdrop(style: MugStyle, width: number, height: number, seed: number): Raster {
  switch (style) {
    case 'ghibli':
      return sky(width, height, seed);
    case 'disney':
      return gradient(width, height, [92, 128, 232], [22, 30, 104], 0.5, 0.42);
    case 'pixar':
      return gradient(width, height, [250, 238, 222], [128, 156, 190], 0.5, 0.38);
    case 'oil-painting':
      return canvasGround(width, height, seed);
  }
}

/** A radial glow from `inner` at (cx, cy) (fractions) to `outer` at the corners. */
function gradient(width: number, height: number, inner: Rgb, outer: Rgb, cx: number, cy: number): Raster {
  const out = blank(width, height, 3);
  const reach = Math.hypot(width, height) * 0.62;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = Math.min(1, Math.hypot(x - cx * width, y - cy * height) / reach);
      const c = mix(inner, outer, t * t * (3 - 2 * t));
      out.data.set([Math.round(c[0]), Math.round(c[1]), Math.round(c[2])], (y * width + x) * 3);
    }
  }
  return out;
}

/** Blue sky lightening to the horizon, soft cumulus clouds, a rolling green hill below. */
function sky(width: number, height: number, seed: number): Raster {
  const out = blank(width, height, 3);
  const clouds = fractalNoise(width, height, seed, Math.max(24, width / 5), 4, 1.8);
  const hillPhase = (seed % 628) / 100;
  for (let y = 0; y < height; y++) {
    const v = y / height;
    const base = mix([104, 170, 228], [214, 234, 246], Math.min(1, v * 1.3));
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      // Clouds thin out towards the horizon.
      const n = ((clouds[i] ?? 0) - 0.5) * 2.6 + 0.2 - v * 0.5;
      const cloud = Math.min(1, Math.max(0, n * 2.2));
      let c = mix(base, [255, 252, 246], cloud);
      const hill = 0.8 + 0.05 * Math.sin((x / width) * 5 + hillPhase) + 0.03 * Math.sin((x / width) * 13);
      if (v > hill) c = mix([150, 200, 112], [96, 150, 84], Math.min(1, (v - hill) * 5));
      out.data.set([clamp255(c[0]), clamp255(c[1]), clamp255(c[2])], i * 3);
    }
  }
  return out;
}

/** A warm umber ground, mottled as an underpainting is, lighter behind the sitter. */
function canvasGround(width: number, height: number, seed: number): Raster {
  const base = gradient(width, height, [196, 150, 92], [74, 48, 32], 0.5, 0.35);
  const mottle = fractalNoise(width, height, seed + 7, Math.max(16, width / 8), 3);
  for (let i = 0; i < width * height; i++) {
    const m = ((mottle[i] ?? 0.5) - 0.5) * 60;
    for (let k = 0; k < 3; k++) base.data[i * 3 + k] = clamp255((base.data[i * 3 + k] ?? 0) + m * (k === 2 ? 0.6 : 1));
  }
  return base;
}

/**
 * Four-pointed sparkles and small glints scattered over the background (where the subject's
 * coverage is low), in white and pale gold: the fairy-tale shimmer behind a Disney character.
 */
export function sparkle(r: Raster, coverage: Raster, seed: number): void {
  const random = prng(seed);
  const count = Math.round((r.width * r.height) / 5200);
  for (let n = 0; n < count; n++) {
    const cx = random() * r.width;
    const cy = random() * r.height;
    const size = (n % 5 === 0 ? 0.05 : 0.018) * r.width * (0.6 + random() * 0.6);
    const tint: Rgb = random() < 0.35 ? [255, 226, 140] : [255, 255, 255];
    const x0 = Math.max(0, Math.floor(cx - size));
    const x1 = Math.min(r.width - 1, Math.ceil(cx + size));
    const y0 = Math.max(0, Math.floor(cy - size));
    const y1 = Math.min(r.height - 1, Math.ceil(cy + size));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const dx = Math.abs(x - cx) / size;
        const dy = Math.abs(y - cy) / size;
        // A star with four thin rays: bright where one offset is small and the other is in reach.
        const rays = Math.max(0, 1 - dx * 7 - dy) + Math.max(0, 1 - dy * 7 - dx);
        const glow = Math.max(0, 1 - Math.hypot(dx, dy) * 2.2) * 0.8;
        const i = y * r.width + x;
        const a = Math.min(1, rays + glow) * (1 - (coverage.data[i] ?? 0) / 255);
        if (a <= 0) continue;
        for (let k = 0; k < 3; k++)
          r.data[i * 3 + k] = clamp255((r.data[i * 3 + k] ?? 0) * (1 - a) + (tint[k] ?? 255) * a);
      }
    }
  }
}
