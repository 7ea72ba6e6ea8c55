import { randomBytes } from 'node:crypto';
import { DomainError } from '../errors';
import type { ObjectStore } from '../storage/types';

export interface KeepPhotosDeps {
  store: ObjectStore;
  /** The upload pipeline every shopper photo goes through: sniffed, bounded, re-encoded without EXIF or GPS. */
  sanitize: (bytes: Buffer) => Promise<{ body: Buffer }>;
}

/**
 * A shopper's photos (a review's, a claim's), each through the upload pipeline before any is kept:
 * one that is not an image (a PDF renamed .jpg) is refused at its own field, `photos.<i>`, and
 * nothing is stored. Each is kept under an unguessable upload key; returns the keys.
 */
export async function keepShopperPhotos<Photo>(
  deps: KeepPhotosDeps,
  photos: readonly Photo[],
  /** The photo's bytes (a review sends base64): a photo that cannot be read is refused at its field too. */
  bytesOf: (photo: Photo) => Buffer,
): Promise<string[]> {
  const bodies: Buffer[] = [];
  for (const [i, photo] of photos.entries()) {
    try {
      bodies.push((await deps.sanitize(bytesOf(photo))).body);
    } catch (err) {
      if (err instanceof DomainError)
        throw new DomainError(err.code, err.message, {
          field: `photos.${i}`,
          retryAfterSeconds: err.retryAfterSeconds,
        });
      throw err;
    }
  }
  const keys: string[] = [];
  for (const body of bodies) {
    const key = `uploads/${randomBytes(16).toString('base64url')}.webp`;
    await deps.store.put(key, body, 'image/webp');
    keys.push(key);
  }
  return keys;
}
