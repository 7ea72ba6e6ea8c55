/**
 * Seeded noise for textures (distressed paint, canvas, brush strokes). Seeded rather than
 * Math.random so the same request always gives the same image, and the stored cache stays valid.
 */

/** mulberry32: a tiny fast PRNG, plenty for texture. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable 32-bit seed from text (FNV-1a). */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Smooth value noise in 0-1 summed over octaves, `cell` pixels for the coarsest one. `stretch`
 * > 1 elongates features horizontally (wood-like streaks, brush strokes).
 */
export function fractalNoise(
  width: number,
  height: number,
  seed: number,
  cell: number,
  octaves = 3,
  stretch = 1,
): Float32Array {
  const out = new Float32Array(width * height);
  let amplitude = 1;
  let total = 0;
  let size = cell;
  const random = prng(seed);
  for (let o = 0; o < octaves; o++) {
    const cw = Math.max(1, size * stretch);
    const ch = Math.max(1, size);
    const gw = Math.ceil(width / cw) + 2;
    const gh = Math.ceil(height / ch) + 2;
    const grid = new Float32Array(gw * gh);
    for (let i = 0; i < grid.length; i++) grid[i] = random();
    for (let y = 0; y < height; y++) {
      const gy = y / ch;
      const y0 = Math.floor(gy);
      const ty = smooth(gy - y0);
      for (let x = 0; x < width; x++) {
        const gx = x / cw;
        const x0 = Math.floor(gx);
        const tx = smooth(gx - x0);
        const a = grid[y0 * gw + x0] ?? 0;
        const b = grid[y0 * gw + x0 + 1] ?? 0;
        const c = grid[(y0 + 1) * gw + x0] ?? 0;
        const d = grid[(y0 + 1) * gw + x0 + 1] ?? 0;
        const i = y * width + x;
        out[i] = (out[i] ?? 0) + amplitude * (a + (b - a) * tx + (c - a + (d - c - b + a) * tx) * ty);
      }
    }
    total += amplitude;
    amplitude *= 0.5;
    size /= 2;
  }
  for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) / total;
  return out;
}

function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}
