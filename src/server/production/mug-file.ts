import sharp from 'sharp';
import type { PrintArea } from '../../contracts/print-area';
import { parseHex, WHITE, type Rgb } from '../pieces/color';
import {
  drawCaption,
  mugArtLayout,
  placeRounded,
  type MugArtLayout,
  type MugInput,
  type MugPhotoStyling,
} from '../pieces/mug-layout';
import { flatHeight } from '../pieces/mug-wrap';
import { interpretPrompt } from '../pieces/prompt';
import { blank, type Raster } from '../pieces/raster';
import { MAX_INPUT_PIXELS } from '../pieces';
import { pixelsAt, type PieceSize } from '../catalog/piece-size';

/** Sublimation printers print mug wraps at 300 DPI. */
export const PRINT_DPI = 300;
/** Below this the photo prints visibly soft, so the order page warns the shop before making it. */
export const MIN_PHOTO_DPI = 150;

export interface MugWrapFile {
  png: Buffer;
  width: number;
  height: number;
  /** The uploaded photo's resolution where it is printed, after the cover crop; absent without a photo. */
  photoDpi?: number;
  lowResolution: boolean;
}

/** A mug line's input for its wrap; `photo` is null when the shopper's upload is missing. */
export type MugWrapInput = Omit<MugInput, 'photo'> & { photo: Buffer | null };

/** Where the photo goes when it is missing: a plain light panel, so the caption sits where it will. */
const MISSING_PHOTO_PANEL = { r: 232, g: 228, b: 220 };

function missingPhotoPanel(size: { width: number; height: number }): Raster {
  const panel = blank(size.width, size.height, 3);
  for (let i = 0; i < panel.data.length; i += 3)
    panel.data.set([MISSING_PHOTO_PANEL.r, MISSING_PHOTO_PANEL.g, MISSING_PHOTO_PANEL.b], i);
  return panel;
}

/**
 * The mug's wrap as a 300 DPI sRGB PNG: the same artwork the preview bent round the mug (the
 * photo cropped and styled the same way, the caption fitted the same way), flat, at its print
 * size. The artwork keeps the preview's proportions at the wrap's full height, centred on the
 * front of the mug; the rest of the wrap is left transparent, so nothing is printed there.
 * `photos` styles the photo as the preview does (MugPhotoStyling); a wrap without a photo needs none.
 */
export function mugWrapPng(
  input: MugWrapInput & { photo: null },
  area: PrintArea,
  wrap: PieceSize,
): Promise<MugWrapFile>;
export function mugWrapPng(
  input: MugWrapInput,
  area: PrintArea,
  wrap: PieceSize,
  photos: MugPhotoStyling,
): Promise<MugWrapFile>;
export async function mugWrapPng(
  input: MugWrapInput,
  area: PrintArea,
  wrap: PieceSize,
  photos?: MugPhotoStyling,
): Promise<MugWrapFile> {
  const { width, height, layout, surface } = mugWrapLayout(input, area, wrap);
  const { photo } = input;
  if (photo && !photos) throw new Error('A mug wrap with a photo needs the photo styling');
  if (photo) await photos?.assertBounded(photo);
  const photoDpi = photo ? await photoResolution(photo, layout.photo) : undefined;
  const art = blank(layout.width, layout.height, 4);
  // Without the shopper's photo the maker still gets the wrap (caption and style in place) with
  // a plain panel where the photo goes; the order page says the photo is missing.
  const drawn = photo
    ? await photos!.styledPhoto({ ...input, photo }, layout.photo, surface)
    : missingPhotoPanel(layout.photo);
  placeRounded(art, drawn, layout.cornerRadius);
  if (layout.caption) await drawCaption(art, layout.caption);

  const png = await sharp({ create: { width, height, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } })
    .composite([
      {
        input: art.data,
        raw: { width: layout.width, height: layout.height, channels: 4 },
        left: Math.round((width - layout.width) / 2),
        top: Math.round((height - layout.height) / 2),
      },
    ])
    .toColourspace('srgb')
    .withIccProfile('srgb')
    // Written as the PNG's pHYs chunk, so the RIP places it at its real size.
    .withDensity(PRINT_DPI)
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { png, width, height, photoDpi, lowResolution: photoDpi !== undefined && photoDpi < MIN_PHOTO_DPI };
}

/** The wrap's pixel size and the artwork's layout inside it, with no pixels drawn. */
export function mugWrapLayout(
  input: Pick<MugInput, 'caption' | 'style' | 'prompt'>,
  area: PrintArea,
  wrap: PieceSize,
): { width: number; height: number; layout: MugArtLayout; surface: Rgb } {
  const width = pixelsAt(wrap.widthMm, PRINT_DPI);
  const height = pixelsAt(wrap.heightMm, PRINT_DPI);
  const aspect = area.width / flatHeight(area.width, area.height);
  const artW = Math.min(width, Math.round(height * aspect));
  const artH = artW === width ? Math.round(width / aspect) : height;
  const surface = parseHex(area.surfaceColor) ?? WHITE;
  return { width, height, surface, layout: mugArtLayout(artW, artH, input, interpretPrompt(input.prompt), surface) };
}

/** Whether the uploaded photo is sharp enough for the wrap, without drawing it. */
export async function photoCheck(
  input: MugInput,
  area: PrintArea,
  wrap: PieceSize,
): Promise<{ photoDpi: number; lowResolution: boolean }> {
  const photoDpi = await photoResolution(input.photo, mugWrapLayout(input, area, wrap).layout.photo);
  return { photoDpi, lowResolution: photoDpi < MIN_PHOTO_DPI };
}

/**
 * The photo's DPI at print size: it is cover-cropped to the photo box, so the side that must be
 * stretched more decides. EXIF rotation is applied first, as it is when the photo is drawn.
 */
export async function photoResolution(photo: Buffer, box: { width: number; height: number }): Promise<number> {
  const meta = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const w = meta.autoOrient.width;
  const h = meta.autoOrient.height;
  const stretch = Math.max(box.width / w, box.height / h);
  return Math.round((PRINT_DPI / stretch) * 10) / 10;
}
