/**
 * How a catalogue image is published on disk: master.png plus every width in WebP and AVIF,
 * written atomically and stamped with what it was made from. The seed's drawn images and the
 * copies of Shopify's images are both written here, so the server owns the format it serves.
 */
import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_WIDTHS } from './types';

/** Every file one catalogue image is published as, relative to its key's folder. */
export const IMAGE_FILES: readonly string[] = [
  'master.png',
  ...IMAGE_WIDTHS.flatMap((w) => [`${w}.webp`, `${w}.avif`]),
];

/**
 * Writes through a temporary name and renames: a server reading the folder while the images are
 * drawn (or a crash half-way) never sees a truncated file under the real name.
 */
export async function writeAtomically(file: string, body: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, body);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Beside the images, a hidden stamp records what they were drawn from, so a folder drawn from an
 * older recipe or older drawing code counts as missing and is drawn again.
 */
const STAMP_FILE = '.drawn-from';

export async function isUpToDate(dir: string, stamp: string): Promise<boolean> {
  try {
    await Promise.all(IMAGE_FILES.map((name) => access(join(dir, name))));
    return (await readFile(join(dir, STAMP_FILE), 'utf8')) === stamp;
  } catch {
    return false;
  }
}

export async function writeStamp(dir: string, stamp: string): Promise<void> {
  await writeAtomically(join(dir, STAMP_FILE), Buffer.from(stamp));
}

/** How hard the encoders work: the same files, traded between bytes on the wire and time to make. */
export interface ImageEncoding {
  pngCompressionLevel: number;
  webpEffort: number;
  avifEffort: number;
}

/**
 * What shoppers download. AVIF is most of the cost: effort 2 took 60% of effort 3's time for files
 * within 10%. WebP at effort 4 (sharp's default) saves 3% over effort 2 for twice the time; the
 * catalogue is encoded once, so the bytes win.
 */
export const PUBLISHED_ENCODING: ImageEncoding = { pngCompressionLevel: 6, webpEffort: 4, avifEffort: 2 };

/**
 * For test fixtures, which nobody downloads over a phone network: the same images at the same
 * quality settings with the encoders' quickest effort, about half the time to draw the catalogue
 * (files 30-80% larger). Never used for a folder the store serves to shoppers.
 */
export const QUICK_ENCODING: ImageEncoding = { pngCompressionLevel: 1, webpEffort: 0, avifEffort: 0 };

/** Decodes once and writes master.png and every published size from the same pixels. */
export async function encodePixels(image: Sharp, dir: string, encoding = PUBLISHED_ENCODING): Promise<void> {
  await mkdir(dir, { recursive: true });
  const files = await encodePixelsToBuffers(image, encoding);
  await Promise.all([...files].map(([name, body]) => writeAtomically(join(dir, name), body)));
}

/** master.png and every published size, by file name, encoded from one decode of the image. */
export async function encodePixelsToBuffers(image: Sharp, encoding = PUBLISHED_ENCODING): Promise<Map<string, Buffer>> {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const files = new Map<string, Buffer>();
  const jobs: Array<Promise<void>> = [
    pixels()
      .png({ compressionLevel: encoding.pngCompressionLevel })
      .toBuffer()
      .then((png) => void files.set('master.png', png)),
  ];
  for (const width of IMAGE_WIDTHS) {
    const sized = () => (width === info.width ? pixels() : pixels().resize(width, width, { kernel: 'lanczos3' }));
    jobs.push(
      sized()
        .webp({ quality: 80, effort: encoding.webpEffort })
        .toBuffer()
        .then((b) => void files.set(`${width}.webp`, b)),
    );
    jobs.push(
      sized()
        .avif({ quality: 50, effort: encoding.avifEffort })
        .toBuffer()
        .then((b) => void files.set(`${width}.avif`, b)),
    );
  }
  await Promise.all(jobs);
  return files;
}
