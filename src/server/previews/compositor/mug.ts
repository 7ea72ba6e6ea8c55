import { styleMugPhoto } from '../caricature/caricature';
import type { MugStyle } from '../types';
import { luminance, mix, parseHex, WHITE, type Rgb } from './color';
import { flatHeight, printOnMug, wrapToCylinder } from './mug-wrap';
import { seedOf } from './noise';
import { applyPhotoEffect } from './photo-effects';
import { interpretPrompt, type FontRole, type StyleHints } from './prompt';
import { blank, crop, paste, transformed, type Raster } from './raster';
import { assertBounded, checkpoint, rectOf, type Master } from './surface';
import { fitLines } from './text-fit';

export interface MugInput {
  photo: Buffer;
  caption: string;
  style: MugStyle;
  prompt?: string;
}

/**
 * The photo is styled at 1.5 times the print size: filters have detail to work on and the wrap
 * downsamples; twice the size looked no better and doubled the median filters' time.
 */
const WORK_SCALE = 1.5;

const CAPTION_FONT: Record<MugStyle, FontRole> = {
  ghibli: 'script',
  disney: 'playful',
  pixar: 'bold',
  'oil-painting': 'serif',
};
const CAPTION_INK: Record<MugStyle, Rgb> = {
  ghibli: [104, 70, 46],
  disney: [30, 42, 96],
  pixar: [38, 38, 44],
  'oil-painting': [92, 46, 22],
};

/**
 * A caricature mug: the shopper's photo made into a big-headed caricature in the chosen style
 * (caricature/), captioned underneath, bent round the cylinder and printed under the glaze.
 */
export async function renderMug(master: Master, input: MugInput, signal?: AbortSignal): Promise<Raster> {
  const { area } = master;
  const hints = interpretPrompt(input.prompt);
  const seed = seedOf(`${input.style}|${input.prompt ?? ''}|${input.caption}|${input.photo.length}`);
  const surface = parseHex(area.surfaceColor) ?? WHITE;
  const artW = Math.round(area.width * WORK_SCALE);
  const artH = Math.round(flatHeight(area.width, area.height) * WORK_SCALE);
  const caption = input.caption.trim();
  const captionH = caption ? Math.round(artH * 0.19) : 0;
  const photoH = artH - captionH;

  await assertBounded(input.photo);
  // The caricature (subject cut out, head enlarged, on the style's backdrop) fills the print
  // area above the caption; the prompt's effects work on it before or after the style's paint.
  const styled = await styleMugPhoto(input.photo, input.style, { width: artW, height: photoH }, seed);
  checkpoint(signal);
  let photo = styled.image;
  if (hints.effect) photo = await applyPhotoEffect(photo, styled.unstyled, hints.effect, seed, surface);
  photo = await paletteShift(photo, hints);
  checkpoint(signal);

  const art = blank(artW, artH, 4);
  placeRounded(art, photo, Math.round(Math.min(artW, photoH) * 0.05));
  if (caption) {
    const role = hints.font ?? CAPTION_FONT[input.style];
    const box = { width: Math.round(artW * 0.92), height: Math.round(captionH * 0.86) };
    const fitted = await fitLines([{ text: caption, role }], box);
    const ink = hints.color ?? (luminance(surface) < 0.45 ? [246, 238, 224] : CAPTION_INK[input.style]);
    const ox = Math.round((artW - box.width) / 2);
    const oy = photoH + Math.round((captionH - box.height) / 2);
    for (let y = 0; y < box.height; y++) {
      for (let x = 0; x < box.width; x++) {
        const m = fitted.mask.data[y * box.width + x] ?? 0;
        if (m > 0) art.data.set([ink[0], ink[1], ink[2], m], ((oy + y) * artW + ox + x) * 4);
      }
    }
  }
  checkpoint(signal);

  const wrapped = wrapToCylinder(art, area.width, area.height);
  const rect = rectOf(area);
  const printed = await printOnMug(crop(master.pixels, rect), wrapped);
  const pixels = { ...master.pixels, data: Buffer.from(master.pixels.data) };
  paste(pixels, printed, rect.x, rect.y);
  return pixels;
}

/** 'pastel' lifts every colour towards white; 'bright' saturates. */
async function paletteShift(photo: Raster, hints: StyleHints): Promise<Raster> {
  if (hints.palette === 'bright') return transformed(photo, (s) => s.modulate({ saturation: 1.3 }));
  if (hints.palette !== 'pastel') return photo;
  for (let p = 0; p < photo.data.length; p += 3) {
    const c = mix([photo.data[p] ?? 0, photo.data[p + 1] ?? 0, photo.data[p + 2] ?? 0], WHITE, 0.28);
    photo.data.set([Math.round(c[0]), Math.round(c[1]), Math.round(c[2])], p);
  }
  return photo;
}

/** Copies an RGB photo into the top of RGBA artwork with softly rounded corners. */
function placeRounded(art: Raster, photo: Raster, radius: number): void {
  for (let y = 0; y < photo.height; y++) {
    for (let x = 0; x < photo.width; x++) {
      const dx = Math.max(0, radius - x, x - (photo.width - 1 - radius));
      const dy = Math.max(0, radius - y, y - (photo.height - 1 - radius));
      const a = Math.min(1, Math.max(0, radius + 0.5 - Math.hypot(dx, dy)));
      if (a <= 0) continue;
      const p = (y * photo.width + x) * 3;
      art.data.set(
        [photo.data[p] ?? 0, photo.data[p + 1] ?? 0, photo.data[p + 2] ?? 0, Math.round(a * 255)],
        (y * art.width + x) * 4,
      );
    }
  }
}
