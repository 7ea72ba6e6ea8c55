import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { LIMITS } from '../../../contracts/limits';
import { MASTER_SIZE } from '../../../contracts/print-area';
import { DomainError } from '../../platform/errors';
import { decodeBase64Image, sniffImageFormat } from '../../platform/uploads/sanitize-upload';
import type { ObjectStore } from '../../platform/storage/types';
import { catalogObjectKey } from '../cdn-images';
import { encodePixelsToBuffers } from '../image-files';

/** A studio photo's key: random, so a key says nothing and cannot be guessed. */
export const newStudioImageKey = () => `studio-${randomBytes(12).toString('hex')}`;

const MESSAGES = {
  format: 'Choose a JPEG, PNG or WebP photo',
  heic: 'HEIC photos cannot be read on this server: on the phone, share the photo as JPEG (or set the camera to "Most compatible") and upload that',
  unreadable: 'This file could not be read as a photo',
  pixels: 'The photo has too many pixels (40 megapixels at most)',
} as const;

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * Publishes the owner's photo as a catalogue image, like the seed's and Shopify's: its type
 * sniffed from its bytes, turned upright by its EXIF orientation, made square (cropped to the middle
 * or padded with white), re-encoded (which drops EXIF and GPS) at every published size, and kept in
 * the object store so every server and worker has it. HEIC is tried and refused with a way out when
 * this libvips cannot decode it (sharp's prebuilt binaries read HEIF's AVIF flavour only).
 */
export async function publishStudioImage(store: ObjectStore, base64: string, fit: 'crop' | 'pad'): Promise<string> {
  const bytes = decodeBase64Image(base64);
  if (bytes.length > LIMITS.uploadMaxBytes)
    throw new DomainError('too_large', 'The photo is larger than 10 MB', { field: 'imageBase64' });
  const format = sniffImageFormat(bytes);
  if (!format || (!ACCEPTED.has(format) && format !== 'heif'))
    throw new DomainError('unsupported_media', MESSAGES.format, { field: 'imageBase64' });
  let files: Map<string, Buffer>;
  try {
    const square = sharp(bytes, { limitInputPixels: LIMITS.uploadMaxPixels, failOn: 'error', animated: false })
      .rotate()
      .resize(MASTER_SIZE, MASTER_SIZE, { fit: fit === 'crop' ? 'cover' : 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' });
    files = await encodePixelsToBuffers(square);
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    if (/pixel limit/i.test(message))
      throw new DomainError('too_large', MESSAGES.pixels, { field: 'imageBase64', cause: err });
    const unreadable = format === 'heif' ? MESSAGES.heic : MESSAGES.unreadable;
    throw new DomainError('unsupported_media', unreadable, { field: 'imageBase64', cause: err });
  }
  const key = newStudioImageKey();
  // master.png last: its presence says the whole set is there (as for Shopify's copies).
  for (const [name, body] of files)
    if (name !== 'master.png') await store.put(catalogObjectKey(key, name), body, contentTypeOf(name));
  await store.put(catalogObjectKey(key, 'master.png'), files.get('master.png') ?? Buffer.alloc(0), 'image/png');
  return key;
}

const contentTypeOf = (name: string) =>
  name.endsWith('.webp') ? 'image/webp' : name.endsWith('.avif') ? 'image/avif' : 'image/png';
