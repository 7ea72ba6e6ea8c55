import type { MugStyle } from '../../contracts/previews';
import { MUG_CAPTION_FONT, mugCaptionInk, mugCaptionLayout } from '../../contracts/mug-caption';
import type { Rgb } from './color';
import type { FontRole, StyleHints } from './prompt';
import type { Raster, Rect } from './raster';
import { fitLines } from './text-fit';

export interface MugCaption {
  text: string;
  box: Rect;
  role: FontRole;
  ink: Rgb;
}

export interface MugInput {
  photo: Buffer;
  caption: string;
  style: MugStyle;
  prompt?: string;
}

/**
 * How the shopper's photo becomes the mug's artwork, and the bound it must be within: the
 * preview's caricature (previews/compositor/kinds/mug.ts), handed to the production file where
 * the app is put together, so the wrap prints what the preview showed without production/
 * depending on a renderer.
 */
export interface MugPhotoStyling {
  assertBounded(photo: Buffer): Promise<void>;
  styledPhoto(input: MugInput, size: { width: number; height: number }, surface: Rgb): Promise<Raster>;
}

/**
 * The flat artwork of a photo mug: the photo on top with rounded corners, the caption under it.
 * The preview bends this round the cylinder; the production file prints it flat, so both come
 * from this one layout at their own size.
 */
export interface MugArtLayout {
  width: number;
  height: number;
  photo: Rect;
  cornerRadius: number;
  caption: MugCaption | null;
}

export function mugArtLayout(
  width: number,
  height: number,
  input: { caption: string; style: MugStyle },
  hints: StyleHints,
  surface: Rgb,
): MugArtLayout {
  const text = input.caption.trim();
  const { photoH, box } = mugCaptionLayout(width, height, text !== '');
  return {
    width,
    height,
    photo: { x: 0, y: 0, width, height: photoH },
    cornerRadius: Math.round(Math.min(width, photoH) * 0.05),
    caption: box
      ? {
          text,
          box,
          role: hints.font ?? MUG_CAPTION_FONT[input.style],
          ink: hints.color ?? mugCaptionInk(input.style, surface),
        }
      : null,
  };
}

/** Writes the caption's fitted lettering into RGBA artwork in its ink. */
export async function drawCaption(art: Raster, caption: MugCaption): Promise<void> {
  const { box, ink } = caption;
  const fitted = await fitLines([{ text: caption.text, role: caption.role }], box);
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      const m = fitted.mask.data[y * box.width + x] ?? 0;
      if (m > 0) art.data.set([ink[0], ink[1], ink[2], m], ((box.y + y) * art.width + box.x + x) * 4);
    }
  }
}

/** Copies an RGB photo into the top of RGBA artwork with softly rounded corners. */
export function placeRounded(art: Raster, photo: Raster, radius: number): void {
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
