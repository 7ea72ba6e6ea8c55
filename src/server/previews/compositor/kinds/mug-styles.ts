import type { MugStyle } from '../../types';
import { clamp255 } from '../../../pieces/color';
import { bloom, celShade, inkLines, laplacian, sobel, softPosterize, vignette } from '../primitives/filters';
import { fractalNoise } from '../../../pieces/noise';
import { blurred, transformed, type Raster } from '../../../pieces/raster';

/**
 * The four mug styles as real image processing on the shopper's photo (RGB in, RGB out, same
 * size). None can redraw a face the way an image model does; each is a clearly different
 * treatment a print shop could make from the photo.
 */
export const MUG_STYLES: Record<MugStyle, (photo: Raster, seed: number) => Promise<Raster>> = {
  ghibli,
  disney,
  pixar,
  'oil-painting': oilPainting,
};

/** Soft pastel watercolour: smoothed flat washes, lifted shadows, warm light, soft brown outlines. */
async function ghibli(photo: Raster, seed: number): Promise<Raster> {
  const washes = await transformed(photo, (s) =>
    s.median(5).blur(1.2).modulate({ saturation: 0.8, brightness: 1.06 }).linear(0.8, 40),
  );
  softPosterize(washes, 8, 0.35);
  const edges = await sobel(washes, 1.6);
  const soft = await blurred(edges, 0.8);
  inkLines(washes, soft, [96, 68, 52], 0.5, 70);
  const paper = fractalNoise(photo.width, photo.height, seed, 3, 2);
  const { width, height } = washes;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const p = i * 3;
      // Late-afternoon light from the top left, and paper grain under the paint.
      const sun = Math.max(0, 1 - Math.hypot(x / width, y / height) * 0.9) * 40;
      const grain = ((paper[i] ?? 0.5) - 0.5) * 14;
      washes.data[p] = clamp255((washes.data[p] ?? 0) * 1.04 + sun + grain);
      washes.data[p + 1] = clamp255((washes.data[p + 1] ?? 0) + sun * 0.8 + grain);
      washes.data[p + 2] = clamp255((washes.data[p + 2] ?? 0) * 0.9 + sun * 0.45 + grain);
    }
  }
  return washes;
}

/** Classic cel animation: flat saturated colour in a few shading bands, clean dark ink outlines. */
async function disney(photo: Raster): Promise<Raster> {
  const flat = await transformed(photo, (s) => s.median(7).median(5).modulate({ saturation: 1.6, brightness: 1.06 }));
  celShade(flat, [0.22, 0.48, 0.72, 0.93]);
  softPosterize(flat, 6, 0.2);
  const lines = await laplacian(flat, 1.4);
  // The threshold keeps real contours (the pre-blur already dropped speckle; a median would
  // erase the thin lines too); dilate, which libvips applies to a binary image, gives a pen's width.
  const crisp = await transformed(lines, (s) => s.threshold(120).dilate(1).blur(0.7));
  inkLines(flat, crisp, [28, 24, 48], 0.92);
  return flat;
}

/**
 * Soft 3D animation: smooth skin, strong local contrast, rich colour, glowing highlights, a
 * vignette. Local contrast is an unsharp mask with a wide radius (CLAHE looked similar and
 * measured ten times slower).
 */
async function pixar(photo: Raster): Promise<Raster> {
  const smooth = await transformed(photo, (s) => s.blur(1.3).modulate({ saturation: 1.45, brightness: 1.04 }));
  const wide = await blurred(smooth, Math.max(8, photo.width / 18));
  for (let i = 0; i < smooth.data.length; i++) {
    const v = smooth.data[i] ?? 0;
    smooth.data[i] = clamp255(v + (v - (wide.data[i] ?? 0)) * 0.9);
  }
  await bloom(smooth, 160, Math.max(6, photo.width / 30), 0.85);
  vignette(smooth, 0.42);
  return smooth;
}

/** Oil on canvas: flattened dabs pulled in varying brush directions, raised strokes, canvas weave. */
async function oilPainting(photo: Raster, seed: number): Promise<Raster> {
  // Dabs and strokes sized to the picture: a 9-pixel median and stroke lost the features of a
  // face at mug size; 5 and 7 keep eyes and mouth while the paint still reads as brushed.
  const dabs = await transformed(photo, (s) => s.median(5).modulate({ saturation: 1.35 }).linear(1.12, -14));
  const len = 7;
  const line = (dir: 1 | -1) => ({
    width: len,
    height: len,
    kernel: Array.from({ length: len * len }, (_, k) =>
      Math.floor(k / len) === (dir === 1 ? k % len : len - 1 - (k % len)) ? 1 : 0,
    ),
    scale: len,
  });
  const [down, up] = await Promise.all([
    transformed(dabs, (s) => s.convolve(line(1))),
    transformed(dabs, (s) => s.convolve(line(-1))),
  ]);
  const direction = fractalNoise(photo.width, photo.height, seed, Math.max(16, photo.width / 12), 2);
  const strokes = fractalNoise(photo.width, photo.height, seed + 1, Math.max(4, photo.width / 110), 2, 3);
  const { width, height } = dabs;
  const out = dabs;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const p = i * 3;
      // Each region of the painting is brushed one way or the other.
      const t = Math.min(1, Math.max(0, ((direction[i] ?? 0.5) - 0.5) * 6 + 0.5));
      const ridge = ((strokes[i] ?? 0) - (strokes[i - width - 1] ?? strokes[i] ?? 0)) * 260;
      const weave = Math.sin(x * 1.6) * Math.sin(y * 1.6) * 5;
      for (let k = 0; k < 3; k++) {
        const v = (down.data[p + k] ?? 0) * t + (up.data[p + k] ?? 0) * (1 - t);
        const warm = k === 0 ? 1.04 : k === 2 ? 0.9 : 1;
        out.data[p + k] = clamp255(v * warm + ridge + weave);
      }
    }
  }
  return out;
}
