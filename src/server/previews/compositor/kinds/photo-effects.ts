import { clamp255, mix, type Rgb } from '../../../pieces/color';
import { celShade, inkLines, sobel, vignette } from '../primitives/filters';
import { fractalNoise } from '../../../pieces/noise';
import type { PhotoEffect } from '../../../pieces/prompt';
import { blank, blurred, luma, over, transformed, type Raster } from '../../../pieces/raster';

/**
 * Prompt-driven treatments (a shopper's "line drawing" or "vintage" matters more than the style
 * tile they left at its default). Vintage and collage build on the styled photo; a sketch or a
 * cartoon redraws the picture, so they start from the original, whose edges the style softened.
 * RGB in, RGB out, same size.
 */
export async function applyPhotoEffect(
  styled: Raster,
  original: Raster,
  effect: PhotoEffect,
  seed: number,
  paper: Rgb,
): Promise<Raster> {
  switch (effect) {
    case 'sketch':
      return sketch(original, paper);
    case 'vintage':
      return vintage(styled, seed);
    case 'cartoon':
      return cartoon(original);
    case 'collage':
      return collage(styled, paper);
  }
}

/** Pencil on paper: the colour-dodge of the image by its blurred negative, in graphite grey. */
async function sketch(photo: Raster, paper: Rgb): Promise<Raster> {
  const grey = luma(photo);
  const negative = blank(grey.width, grey.height, 1);
  for (let i = 0; i < grey.data.length; i++) negative.data[i] = 255 - (grey.data[i] ?? 0);
  const soft = await blurred(negative, Math.max(3, photo.width / 90));
  const out = blank(photo.width, photo.height, 3);
  for (let i = 0; i < grey.data.length; i++) {
    const g = grey.data[i] ?? 0;
    const dodge = Math.min(255, (g * 255) / Math.max(1, 255 - (soft.data[i] ?? 0)));
    // Squared and steepened so pencil strokes read at mug size, not just the darkest edges.
    const line = Math.min(1, (1 - (dodge / 255) ** 3) * 1.6);
    for (let k = 0; k < 3; k++)
      out.data[i * 3 + k] = clamp255((paper[k] ?? 255) * (1 - line * 0.92) + 40 * line * 0.92);
  }
  return out;
}

/** An old hand-tinted print: sepia-sage toning, faded blacks, foxing specks and a dark edge. */
async function vintage(photo: Raster, seed: number): Promise<Raster> {
  const toned = await transformed(photo, (s) =>
    s
      .recomb([
        [0.39, 0.69, 0.17],
        [0.35, 0.66, 0.15],
        [0.26, 0.5, 0.12],
      ])
      .linear(1.18, -18),
  );
  const foxing = fractalNoise(photo.width, photo.height, seed, 6, 3);
  for (let i = 0; i < photo.width * photo.height; i++) {
    const spot = Math.max(0, (foxing[i] ?? 0) - 0.68) * 90;
    toned.data[i * 3] = clamp255((toned.data[i * 3] ?? 0) - spot * 0.4);
    toned.data[i * 3 + 1] = clamp255((toned.data[i * 3 + 1] ?? 0) - spot * 0.6);
    toned.data[i * 3 + 2] = clamp255((toned.data[i * 3 + 2] ?? 0) - spot);
  }
  vignette(toned, 0.45);
  return toned;
}

/** Bold comic cartoon: three flat shading bands that keep each colour's hue, thick black outlines. */
async function cartoon(photo: Raster): Promise<Raster> {
  const flat = await transformed(photo, (s) => s.median(7).modulate({ saturation: 1.5 }));
  celShade(flat, [0.3, 0.66, 0.96]);
  const edges = await sobel(flat, 1.5);
  // Dilate works on a binary image in libvips, hence the threshold first; it thickens the pen.
  const thick = await transformed(edges, (s) => s.threshold(80).dilate(1).blur(0.8));
  inkLines(flat, thick, [12, 12, 16], 1);
  return flat;
}

/**
 * Three tilted instant-photo prints of the picture (whole, and two closer crops) laid on the
 * mug's own colour, each with a white frame, a thicker bottom edge and a soft shadow.
 */
async function collage(photo: Raster, paper: Rgb): Promise<Raster> {
  const { width, height } = photo;
  const out = blank(width, height, 3);
  for (let i = 0; i < width * height; i++) for (let k = 0; k < 3; k++) out.data[i * 3 + k] = paper[k] ?? 255;
  const frameW = Math.round(width * 0.56);
  const placements = [
    { crop: 1, cx: 0.3, cy: 0.3, angle: -7 },
    { crop: 0.6, cx: 0.7, cy: 0.4, angle: 6 },
    { crop: 0.75, cx: 0.45, cy: 0.72, angle: -2 },
  ];
  for (const [n, place] of placements.entries()) {
    const print = await polaroid(photo, frameW, place.crop, n);
    const turned = await transformed(print, (s) =>
      s.rotate(place.angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } }),
    );
    const shadow = await transformed(turned, (s) => s.blur(4));
    const shade = mix([0, 0, 0], paper, 0.55);
    for (let i = 0; i < shadow.width * shadow.height; i++)
      for (let k = 0; k < 3; k++) shadow.data[i * 4 + k] = shade[k] ?? 0;
    const x = Math.round(width * place.cx - turned.width / 2);
    const y = Math.round(height * place.cy - turned.height / 2);
    over(out, shadow, 0.45, x + 3, y + 5);
    over(out, turned, 1, x, y);
  }
  return out;
}

async function polaroid(photo: Raster, frameW: number, zoom: number, n: number): Promise<Raster> {
  const border = Math.round(frameW * 0.06);
  const inner = frameW - 2 * border;
  const cropW = Math.round(photo.width * zoom);
  const cropH = Math.min(photo.height, cropW);
  const left = Math.round((photo.width - cropW) * (n === 1 ? 0.5 : 0.3));
  const top = Math.round((photo.height - cropH) * (n === 2 ? 0.2 : 0.35));
  const picture = await transformed(photo, (s) =>
    s.extract({ left, top, width: cropW, height: cropH }).resize(inner, inner),
  );
  const frameH = inner + border * 4;
  const frame = blank(frameW, frameH, 4);
  for (let i = 0; i < frameW * frameH; i++) {
    frame.data.set([250, 248, 242, 255], i * 4);
  }
  for (let y = 0; y < inner; y++) {
    for (let x = 0; x < inner; x++) {
      const p = (y * inner + x) * 3;
      const q = ((y + border) * frameW + x + border) * 4;
      frame.data[q] = picture.data[p] ?? 0;
      frame.data[q + 1] = picture.data[p + 1] ?? 0;
      frame.data[q + 2] = picture.data[p + 2] ?? 0;
    }
  }
  return frame;
}
