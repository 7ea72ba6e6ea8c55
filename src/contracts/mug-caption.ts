import type { FontRole } from './lettering-layout';
import { DEFAULT_MUG_STYLE } from './limits';
import { MUG_STYLES, type MugStyle } from './previews';

/**
 * Where a photo mug's caption goes on its flat artwork, in which face and ink: the server's
 * render and production file, and the shopper's live draft on a mug's cylinder template, all
 * take it from here.
 */

type Rgb = readonly [number, number, number];

/** Each art style's caption face, unless the shopper's prompt names another. */
export const MUG_CAPTION_FONT: Record<MugStyle, FontRole> = {
  ghibli: 'script',
  disney: 'playful',
  pixar: 'bold',
  'oil-painting': 'serif',
};

const CREAM_INK: Rgb = [246, 238, 224];

/** Each art style's caption ink on a light mug. */
export const MUG_CAPTION_INK: Record<MugStyle, Rgb> = {
  ghibli: [104, 70, 46],
  disney: [30, 42, 96],
  pixar: [38, 38, 44],
  'oil-painting': [92, 46, 22],
};

/** The art style the form holds, or the default one for anything else. */
export function mugStyleOf(style: string): MugStyle {
  return (MUG_STYLES as readonly string[]).includes(style) ? (style as MugStyle) : DEFAULT_MUG_STYLE;
}

/** Relative luminance 0-1 (Rec. 709 weights on gamma-encoded values: enough to pick contrast). */
export function luminance([r, g, b]: Rgb): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The caption's ink: the style's own on a light mug, a warm cream on a dark one. */
export function mugCaptionInk(style: MugStyle, surface: Rgb): Rgb {
  return luminance(surface) < 0.45 ? CREAM_INK : MUG_CAPTION_INK[style];
}

/**
 * The artwork `width` x `height` split into the photo on top and, when there is a caption, a band
 * under it (19% of the height) with the caption's box centred in it.
 */
export function mugCaptionLayout(width: number, height: number, hasCaption: boolean) {
  const captionH = hasCaption ? Math.round(height * 0.19) : 0;
  const photoH = height - captionH;
  const box = { width: Math.round(width * 0.92), height: Math.round(captionH * 0.86) };
  return {
    photoH,
    box: hasCaption
      ? { x: Math.round((width - box.width) / 2), y: photoH + Math.round((captionH - box.height) / 2), ...box }
      : null,
  };
}
