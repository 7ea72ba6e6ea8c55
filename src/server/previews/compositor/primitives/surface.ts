import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MASTER_SIZE, type PrintArea } from '../../../../contracts/print-area';
import { clampArea, MAX_INPUT_PIXELS } from '../../../pieces';
import { PreviewError } from '../../types';
import { paste, pipeline, toRaster, type Raster, type Rect } from '../../../pieces/raster';

export const MESSAGES = {
  tooLarge: 'The image is too large to preview (25 megapixels at most).',
  unreadable: 'The image could not be read. Please try another photo.',
  aborted: 'The preview took too long. Please try again.',
} as const;

/** Stops between stages once the caller has given up, so a slow render frees its slot early. */
export function checkpoint(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new PreviewError(MESSAGES.aborted, { cause: signal.reason as unknown });
}

/** Reads an image's size from its header only and refuses one above the pixel bound. */
export async function assertBounded(image: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(image).metadata());
  } catch (err) {
    throw new PreviewError(MESSAGES.unreadable, { cause: err });
  }
  if (!width || !height) throw new PreviewError(MESSAGES.unreadable);
  if (width * height > MAX_INPUT_PIXELS) throw new PreviewError(MESSAGES.tooLarge);
}

export interface Master {
  /** RGB pixels, MASTER_SIZE a side. Shared by every render of this product: never write into it. */
  pixels: Raster;
  /** The print area in those pixels, clamped inside the image. */
  area: PrintArea;
  /** A mug's body already unrolled from its photo: the design is printed flat, not bent again. */
  unrolled?: boolean;
}

/**
 * Decoded masters kept as raw pixels (3 MB each), least recently used dropped first. Profiling a
 * name board render put almost half its time in decoding the 1.6 MB PNG master; a catalogue has a
 * few dozen images and a shop's busy ones fit here.
 */
export const MASTER_CACHE_ENTRIES = 16;
const masters = new Map<string, Promise<Master>>();

/**
 * The product master as RGB at MASTER_SIZE, decoded once and then served from memory. Keyed by the
 * bytes themselves, so a master redrawn on disk is decoded afresh.
 */
export function loadMaster(image: Buffer, printArea: PrintArea): Promise<Master> {
  const key = `${digestOf(image)}:${JSON.stringify(printArea)}`;
  const known = masters.get(key);
  if (known) {
    masters.delete(key);
    masters.set(key, known);
    return known;
  }
  const decoding = decodeMaster(image, printArea);
  masters.set(key, decoding);
  // A refused or unreadable image is not remembered: the caller gets the error every time.
  decoding.catch(() => masters.delete(key));
  for (const oldest of masters.keys()) {
    if (masters.size <= MASTER_CACHE_ENTRIES) break;
    masters.delete(oldest);
  }
  return decoding;
}

/**
 * The preview service hands over the same Buffer for a master unchanged on disk, so its digest is
 * worked out once (hashing 1.6 MB took a millisecond or two of every render). Surfaces are never
 * written into once read.
 */
const digests = new WeakMap<Buffer, string>();

function digestOf(image: Buffer): string {
  let digest = digests.get(image);
  if (!digest) {
    digest = createHash('sha1').update(image).digest('base64');
    digests.set(image, digest);
  }
  return digest;
}

/**
 * Decodes the product master to RGB at MASTER_SIZE. A master of another size is scaled and its
 * print area with it, so a renderer never writes outside the image it was given.
 */
async function decodeMaster(image: Buffer, printArea: PrintArea): Promise<Master> {
  await assertBounded(image);
  const meta = await sharp(image).metadata();
  const scale = MASTER_SIZE / Math.max(meta.width ?? MASTER_SIZE, meta.height ?? MASTER_SIZE);
  const pixels = await toRaster(
    sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize(MASTER_SIZE, MASTER_SIZE, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .toColourspace('srgb'),
  );
  return { pixels, area: clampArea(scaleArea(printArea, scale), MASTER_SIZE) };
}

function scaleArea(area: PrintArea, scale: number): PrintArea {
  if (scale === 1) return area;
  return { ...area, x: area.x * scale, y: area.y * scale, width: area.width * scale, height: area.height * scale };
}

export function rectOf(area: PrintArea): Rect {
  return { x: area.x, y: area.y, width: area.width, height: area.height };
}

/**
 * Finished product images are drawn into full-size buffers kept from one render to the next. A
 * fresh 3 MB copy of the master per render was the largest allocation of a name board: at 4
 * concurrent requests it set off a young-generation collection every few renders (14 to 24 in 64
 * requests, 5 to 9 with the buffers reused), each promoting the renders in flight to the old
 * generation for a full mark-compact of the whole heap to sweep later.
 */
const FRAMES_KEPT = 8;
const spareFrames: Buffer[] = [];
const frames = new WeakSet<Buffer>();

/** The master's pixels with `part` (the printed print area) pasted at (x, y), in a reused buffer. */
export function framed(master: Master, part: Raster, x: number, y: number): Raster {
  const source = master.pixels.data;
  let data = spareFrames.pop();
  if (data?.length !== source.length) data = Buffer.allocUnsafe(source.length);
  source.copy(data);
  frames.add(data);
  const frame = { ...master.pixels, data };
  paste(frame, part, x, y);
  return frame;
}

/** Hands a frame back once its image is encoded; nothing may read it afterwards. */
export function releaseFrame(frame: Raster): void {
  if (frames.has(frame.data) && spareFrames.length < FRAMES_KEPT) spareFrames.push(frame.data);
}

/**
 * WebP for a phone: the preview is shown about 350 CSS px wide, so the 1024 px master covers a 3x
 * screen. Effort 0 measured about a quarter of effort 2's CPU on a 1024 px board (the encoder was
 * half of every render) for a file about 15% larger; side by side on a phone the grain and the
 * lettering's edges look the same.
 */
export const WEBP_OPTIONS = { quality: 86, effort: 0 } as const;

export function encodeWebp(pixels: Raster): Promise<Buffer> {
  return pipeline(pixels).webp(WEBP_OPTIONS).toBuffer();
}
