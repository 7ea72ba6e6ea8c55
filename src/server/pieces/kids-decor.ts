import type { Rgb } from './color';
import { prng } from './noise';
import { motifShape, svgMask } from './ornaments';
import type { Motif } from './prompt';
import { blank, type Raster, type Rect } from './raster';

export const MOTIF_COLOURS: Record<Motif, Rgb> = {
  stars: [255, 201, 60],
  hearts: [239, 71, 111],
  leaves: [106, 153, 78],
};

/**
 * A few motifs scattered round the name (stars for space, hearts for a fairy tale, leaves for a
 * safari), placed only where they do not cover the letters. Seeded, so always in the same spots.
 */
export async function motifLayer(
  width: number,
  height: number,
  motif: Motif,
  avoid: Rect,
  seed: number,
): Promise<Raster> {
  return colourMask(await svgMask(width, height, motifSvg(width, height, motif, avoid, seed)), MOTIF_COLOURS[motif]);
}

/** The motifs as SVG shapes in the print area's pixels: the preview paints them, the plate's file draws them. */
export function motifSvg(width: number, height: number, motif: Motif, avoid: Rect, seed: number): string {
  const random = prng(seed);
  const shapes: string[] = [];
  const size = Math.max(10, Math.min(height * 0.22, 40));
  for (let tries = 0; tries < 60 && shapes.length < 7; tries++) {
    const x = size / 2 + random() * (width - size);
    const y = size / 2 + random() * (height - size);
    const clear =
      x + size / 2 < avoid.x ||
      x - size / 2 > avoid.x + avoid.width ||
      y + size / 2 < avoid.y ||
      y - size / 2 > avoid.y + avoid.height;
    if (clear) shapes.push(motifShape(motif, x, y, size * (0.6 + random() * 0.5), random() * 40 - 20));
  }
  return shapes.join('');
}

/** The burst's jagged outline round the name, and the width of its red rim, in print-area pixels. */
export function burstOutline(width: number, height: number, around: Rect) {
  const cx = around.x + around.width / 2;
  const cy = around.y + around.height / 2;
  const rx = Math.min(width / 2, around.width * 0.62);
  const ry = Math.min(height / 2, around.height * 0.85);
  const points: string[] = [];
  const spikes = 16;
  for (let k = 0; k < spikes * 2; k++) {
    const a = (Math.PI * k) / spikes;
    const r = k % 2 === 0 ? 1 : 0.78;
    points.push(`${(cx + Math.cos(a) * rx * r).toFixed(1)},${(cy + Math.sin(a) * ry * r).toFixed(1)}`);
  }
  return { cx, cy, rx, ry, points: points.join(' '), rim: Math.max(3, ry * 0.08) };
}

export const BURST_RIM: Rgb = [214, 40, 40];
export const BURST_FILL: Rgb = [253, 224, 71];

/** A comic-book burst: a jagged yellow star with a red rim and halftone dots, behind the name. */
export async function burstLayer(width: number, height: number, around: Rect): Promise<Raster> {
  const { cx, cy, rx, ry, points: poly, rim: rimWidth } = burstOutline(width, height, around);
  const [rim, body] = await Promise.all([
    svgMask(
      width,
      height,
      `<polygon points="${poly}" fill="#fff" stroke="#fff" stroke-width="${rimWidth.toFixed(1)}" stroke-linejoin="round"/>`,
    ),
    svgMask(width, height, `<polygon points="${poly}" fill="#fff"/>`),
  ]);
  const layer = colourMask(rim, BURST_RIM);
  const dot = Math.max(3, Math.round(ry * 0.07));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const inside = (body.data[i] ?? 0) / 255;
      if (inside <= 0) continue;
      // Halftone: dots on a grid, darker towards the burst's rim.
      const gx = (x % (dot * 2)) - dot;
      const gy = (y % (dot * 2)) - dot;
      const rr = Math.hypot((x - cx) / rx, (y - cy) / ry);
      const inDot = Math.hypot(gx, gy) < dot * 0.35 * (0.5 + rr);
      const c: Rgb = inDot ? [245, 158, 11] : BURST_FILL;
      for (let k = 0; k < 3; k++)
        layer.data[i * 4 + k] = Math.round((layer.data[i * 4 + k] ?? 0) * (1 - inside) + (c[k] ?? 0) * inside);
    }
  }
  return layer;
}

/** An RGBA layer of one colour whose coverage is the mask. */
export function colourMask(mask: Raster, colour: Rgb): Raster {
  const out = blank(mask.width, mask.height, 4);
  for (let i = 0; i < mask.data.length; i++) {
    out.data[i * 4] = colour[0];
    out.data[i * 4 + 1] = colour[1];
    out.data[i * 4 + 2] = colour[2];
    out.data[i * 4 + 3] = mask.data[i] ?? 0;
  }
  return out;
}
