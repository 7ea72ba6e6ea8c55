import { styleMugPhoto } from '../../caricature/caricature';
import { mix, parseHex, WHITE, type Rgb } from '../../../pieces/color';
import { flatHeight, printOnMug, wrapToCylinder } from '../../../pieces/mug-wrap';
import { seedOf } from '../../../pieces/noise';
import { applyPhotoEffect } from './photo-effects';
import {
  drawCaption,
  mugArtLayout,
  placeRounded,
  type MugInput,
  type MugPhotoStyling,
} from '../../../pieces/mug-layout';
import { interpretPrompt, type StyleHints } from '../../../pieces/prompt';
import { blank, crop, transformed, type Raster } from '../../../pieces/raster';
import { assertBounded, checkpoint, framed, rectOf, type Master } from '../primitives/surface';

/**
 * The photo is styled at 1.5 times the print size: filters have detail to work on and the wrap
 * downsamples; twice the size looked no better and doubled the median filters' time.
 */
const WORK_SCALE = 1.5;

/**
 * A caricature mug: the shopper's photo made into a big-headed caricature in the chosen style
 * (caricature/), captioned underneath, bent round the cylinder and printed under the glaze.
 */
export async function renderMug(
  master: Master,
  input: MugInput,
  signal?: AbortSignal,
): Promise<{ pixels: Raster; notice?: string }> {
  const { area } = master;
  const hints = interpretPrompt(input.prompt);
  const surface = parseHex(area.surfaceColor) ?? WHITE;
  const artW = Math.round(area.width * WORK_SCALE);
  const artH = Math.round((master.unrolled ? area.height : flatHeight(area.width, area.height)) * WORK_SCALE);
  const layout = mugArtLayout(artW, artH, input, hints, surface);

  await assertBounded(input.photo);
  const { photo, notice } = await styledPhotoWithNotice(input, layout.photo, surface, signal);
  checkpoint(signal);

  const art = blank(artW, artH, 4);
  placeRounded(art, photo, layout.cornerRadius);
  if (layout.caption) await drawCaption(art, layout.caption);
  checkpoint(signal);

  const wrapped = master.unrolled
    ? await transformed(art, (s) => s.resize(area.width, area.height, { fit: 'fill' }))
    : wrapToCylinder(art, area.width, area.height);
  const rect = rectOf(area);
  const printed = await printOnMug(crop(master.pixels, rect), wrapped);
  const pixels = framed(master, printed, rect.x, rect.y);
  return { pixels, notice };
}

/**
 * The shopper's photo made into a caricature of `size` in the chosen style, with the prompt's
 * effect and palette: the preview and the production file both print this.
 */
export async function styledPhoto(
  input: MugInput,
  size: { width: number; height: number },
  surface: Rgb,
  signal?: AbortSignal,
): Promise<Raster> {
  return (await styledPhotoWithNotice(input, size, surface, signal)).photo;
}

/** The preview's photo styling, for the production file's wrap: the same caricature, the same bound. */
export const mugPhotoStyling: MugPhotoStyling = { assertBounded, styledPhoto };

/** styledPhoto with the caricature's hint when no person or pet was found, for the shopper. */
async function styledPhotoWithNotice(
  input: MugInput,
  size: { width: number; height: number },
  surface: Rgb,
  signal?: AbortSignal,
): Promise<{ photo: Raster; notice?: string }> {
  const hints = interpretPrompt(input.prompt);
  const seed = seedOf(`${input.style}|${input.prompt ?? ''}|${input.caption}|${input.photo.length}`);
  // The caricature (subject cut out, head enlarged, on the style's backdrop) fills the box; the
  // prompt's effects work on it before or after the style's paint.
  const styled = await styleMugPhoto(input.photo, input.style, size, seed);
  checkpoint(signal);
  let photo = styled.image;
  if (hints.effect) photo = await applyPhotoEffect(photo, styled.unstyled, hints.effect, seed, surface);
  return { photo: await paletteShift(photo, hints), notice: styled.hint };
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
