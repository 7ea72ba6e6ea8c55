import sharp from 'sharp';
import { PreviewError, type MugStyle } from '../types';
import { mix, parseHex, WHITE, type Rgb } from './color';
import { MUG_STYLES } from './mug-styles';
import { flatHeight, printOnMug, wrapToCylinder } from './mug-wrap';
import { seedOf } from './noise';
import { applyPhotoEffect } from './photo-effects';
import { drawCaption, mugArtLayout, placeRounded } from './mug-layout';
import { interpretPrompt, type StyleHints } from './prompt';
import { blank, crop, paste, toRaster, transformed, type Raster } from './raster';
import { assertBounded, checkpoint, MAX_INPUT_PIXELS, MESSAGES, rectOf, type Master } from './surface';

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

/**
 * A photo mug: the shopper's photo cover-cropped to the print area, turned into the chosen
 * style, captioned underneath, bent round the cylinder and printed under the glaze.
 */
export async function renderMug(master: Master, input: MugInput, signal?: AbortSignal): Promise<Raster> {
  const { area } = master;
  const hints = interpretPrompt(input.prompt);
  const surface = parseHex(area.surfaceColor) ?? WHITE;
  const artW = Math.round(area.width * WORK_SCALE);
  const artH = Math.round(flatHeight(area.width, area.height) * WORK_SCALE);
  const layout = mugArtLayout(artW, artH, input, hints, surface);

  await assertBounded(input.photo);
  const photo = await styledPhoto(input, layout.photo, surface, signal);
  checkpoint(signal);

  const art = blank(artW, artH, 4);
  placeRounded(art, photo, layout.cornerRadius);
  if (layout.caption) await drawCaption(art, layout.caption);
  checkpoint(signal);

  const wrapped = wrapToCylinder(art, area.width, area.height);
  const rect = rectOf(area);
  const printed = await printOnMug(crop(master.pixels, rect), wrapped);
  const pixels = { ...master.pixels, data: Buffer.from(master.pixels.data) };
  paste(pixels, printed, rect.x, rect.y);
  return pixels;
}

/**
 * The shopper's photo cover-cropped to `size` and turned into the chosen style, with the
 * prompt's effect and palette: the preview and the production file both print this.
 */
export async function styledPhoto(
  input: MugInput,
  size: { width: number; height: number },
  surface: Rgb,
  signal?: AbortSignal,
): Promise<Raster> {
  const hints = interpretPrompt(input.prompt);
  const seed = seedOf(`${input.style}|${input.prompt ?? ''}|${input.caption}|${input.photo.length}`);
  const original = await decodePhoto(input.photo, size.width, size.height);
  checkpoint(signal);
  // Styles return new pixels, so the original stays as it was for the photo effects.
  let photo = await MUG_STYLES[input.style](original, seed);
  checkpoint(signal);
  if (hints.effect) photo = await applyPhotoEffect(photo, original, hints.effect, seed, surface);
  return paletteShift(photo, hints);
}

/** The photo upright, flattened on white, cover-cropped round its most interesting part. */
async function decodePhoto(bytes: Buffer, width: number, height: number): Promise<Raster> {
  try {
    return await toRaster(
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(width, height, { fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        .removeAlpha()
        .toColourspace('srgb'),
    );
  } catch (err) {
    throw new PreviewError(MESSAGES.unreadable, { cause: err });
  }
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
