import { createHash } from 'node:crypto';
import sharp, { type ResizeOptions } from 'sharp';
import { PreviewError, type MugStyle } from '../types';
import { clamp255 } from '../../pieces/color';
import { blank, blurred, toRaster, transformed, type Raster } from '../../pieces/raster';
import { MAX_INPUT_PIXELS } from '../../pieces';
import { MESSAGES } from '../compositor/primitives/surface';
import { backdrop, sparkle } from './backdrops';
import { drawInStyle } from './drawn-styles';
import { cameo, frameHead, warpSubject } from './head-warp';
import { findSubject, type Subject, type SubjectKind } from './subject';

/** Told to the shopper when no person or pet was found: the styled photo is still printed. */
export const CLEAR_FACE_HINT = 'Works best with a clear face or pet: try a photo where the face is easy to see.';

export interface StyledPhoto {
  /** RGB, the requested size. */
  image: Raster;
  /** The framed, enlarged subject on its backdrop before it is drawn in the style (for prompt effects). */
  unstyled: Raster;
  /** One channel, 255 where the subject is (the whole picture when none was found). */
  coverage: Raster;
  subject: SubjectKind;
  faceFound: boolean;
  hint?: string;
}

/** Models see at most this many pixels a side (their inputs are 256-416 square). */
const ANALYSIS_EDGE = 512;
/** Enough source pixels for a print area at 1.5x with the head magnified. */
const SOURCE_EDGE = 1280;
/** How much the head is magnified at its centre: 1 / (1 - amount). */
const BULGE: Record<Exclude<SubjectKind, 'none'>, number> = { person: 0.5, pet: 0.3 };
/** A close-up's head is the whole subject: magnified only gently, so no one feature takes over. */
const CLOSE_UP_BULGE = 0.12;

/**
 * Turns the shopper's photo into the caricature for one style at `width` × `height`: the
 * subject found and cut out, its head framed and enlarged, set on the style's backdrop and
 * painted in the style. A photo with no person or pet is styled whole, with the hint.
 * The one function both the mug preview and the production wrap call.
 */
export async function styleMugPhoto(
  photo: Buffer,
  style: MugStyle,
  size: { width: number; height: number },
  seed: number,
): Promise<StyledPhoto> {
  const { width, height } = size;
  const source = await decode(photo, { width: SOURCE_EDGE, height: SOURCE_EDGE, fit: 'inside' });
  const subject = await analyse(photo, source);
  if (subject.kind === 'none' || !subject.head || !subject.mask) {
    const whole = await transformed(source, (s) => s.resize(width, height, { fit: 'cover', position: 'attention' }));
    const coverage = blank(width, height, 1);
    coverage.data.fill(255);
    const image = drawInStyle(style, whole, coverage, seed);
    return { image, unstyled: whole, coverage, subject: 'none', faceFound: false, hint: CLEAR_FACE_HINT };
  }
  // A subject reaching the photo's top edge is a close-up: framed within the photo.
  const closeUp = (subject.bounds?.y ?? 1) < 0.01;
  // A pet filling the photo is all head (its mask's box): framed whole, not its nose enlarged.
  const wholeHead = closeUp && subject.kind === 'pet' && subject.bounds;
  const head = wholeHead || subject.head;
  const framing = frameHead(head, source.width, source.height, width, height, closeUp);
  const bulge = wholeHead ? CLOSE_UP_BULGE : BULGE[subject.kind];
  // A close-up pet is cut by an oval instead of its mask; the warp still fades the photo's edges.
  const mask = wholeHead ? filled(subject.mask) : subject.mask;
  const cut = warpSubject(source, mask, framing, width, height, bulge);
  if (wholeHead) minInto(cut.alpha, cameo(framing, source.width, source.height, width, height));
  const alpha = await blurred(cut.alpha, Math.max(1, width / 400));
  const scene = backdrop(style, width, height, seed);
  if (style === 'pixar') await contactShadow(scene, alpha);
  over(scene, cut.rgb, alpha);
  const unstyled = { ...scene, data: Buffer.from(scene.data) };
  const image = drawInStyle(style, scene, alpha, seed);
  if (style === 'disney') {
    await outline(image, alpha, [24, 20, 64], Math.max(2, width / 170));
    sparkle(image, await blurred(alpha, width / 60), seed);
  }
  if (style === 'ghibli') await outline(image, alpha, [255, 250, 236], Math.max(1.5, width / 260));
  return {
    image,
    unstyled,
    coverage: alpha,
    subject: subject.kind,
    faceFound: subject.faceFound,
  };
}

async function decode(bytes: Buffer, resize: ResizeOptions): Promise<Raster> {
  try {
    return await toRaster(
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ ...resize, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .removeAlpha()
        .toColourspace('srgb'),
    );
  } catch (err) {
    throw new PreviewError(MESSAGES.unreadable, { cause: err });
  }
}

/**
 * The models' findings per photo, kept for the last few photos: a shopper trying the four
 * styles on one photo pays for the models once. Masks are scaled to the source on use.
 */
const analysed = new Map<string, Promise<Subject>>();
const ANALYSED_KEPT = 16;

function analyse(photo: Buffer, source: Raster): Promise<Subject> {
  const key = createHash('sha256').update(photo).digest('hex');
  const known = analysed.get(key);
  if (known) return known;
  const found = transformed(source, (s) =>
    s.resize(ANALYSIS_EDGE, ANALYSIS_EDGE, { fit: 'inside', withoutEnlargement: true }),
  ).then(findSubject);
  analysed.set(key, found);
  found.catch(() => analysed.delete(key));
  if (analysed.size > ANALYSED_KEPT) analysed.delete(analysed.keys().next().value ?? '');
  return found;
}

/** Forgets the models' findings (the benchmark measures a photo seen for the first time). */
export function forgetAnalyses(): void {
  analysed.clear();
}

function filled(like: Raster): Raster {
  const out = blank(like.width, like.height, 1);
  out.data.fill(255);
  return out;
}

/** The photo-edge fade of the warp and the oval together: the lower of the two, into `into`. */
function minInto(into: Raster, other: Raster): void {
  for (let i = 0; i < into.data.length; i++) into.data[i] = Math.min(into.data[i] ?? 0, other.data[i] ?? 0);
}

/** Paints `rgb` over `base` with one-channel coverage `alpha`, in place. */
function over(base: Raster, rgb: Raster, alpha: Raster): void {
  for (let i = 0; i < alpha.data.length; i++) {
    const a = (alpha.data[i] ?? 0) / 255;
    if (a <= 0) continue;
    for (let k = 0; k < 3; k++) {
      const p = i * 3 + k;
      base.data[p] = Math.round((base.data[p] ?? 0) * (1 - a) + (rgb.data[p] ?? 0) * a);
    }
  }
}

/** A soft shadow under and behind the figure, as studio lighting casts it. */
async function contactShadow(scene: Raster, alpha: Raster): Promise<void> {
  const soft = await blurred(alpha, Math.max(4, scene.width / 40));
  const dx = Math.round(scene.width / 45);
  const dy = Math.round(scene.height / 40);
  for (let y = 0; y < scene.height; y++) {
    for (let x = 0; x < scene.width; x++) {
      const sx = x - dx;
      const sy = y - dy;
      if (sx < 0 || sy < 0) continue;
      const s = ((soft.data[sy * scene.width + sx] ?? 0) / 255) * 0.38;
      const p = (y * scene.width + x) * 3;
      for (let k = 0; k < 3; k++) scene.data[p + k] = clamp255((scene.data[p + k] ?? 0) * (1 - s));
    }
  }
}

/** A line of `ink` just outside the silhouette: the spread mask minus the mask itself. */
async function outline(image: Raster, alpha: Raster, ink: readonly number[], widthPx: number): Promise<void> {
  const solid = blank(alpha.width, alpha.height, 1);
  for (let i = 0; i < alpha.data.length; i++) solid.data[i] = (alpha.data[i] ?? 0) > 110 ? 255 : 0;
  const spread = await blurred(solid, widthPx);
  for (let i = 0; i < alpha.data.length; i++) {
    const band = Math.min(1, Math.max(0, ((spread.data[i] ?? 0) - (solid.data[i] ?? 0) * 0.98) / 60));
    if (band <= 0) continue;
    for (let k = 0; k < 3; k++) {
      const p = i * 3 + k;
      image.data[p] = clamp255((image.data[p] ?? 0) * (1 - band) + (ink[k] ?? 0) * band);
    }
  }
}
