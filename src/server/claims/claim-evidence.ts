import { randomBytes } from 'node:crypto';
import { CLAIM_LIMITS } from '../../contracts/claims';
import { DomainError } from '../platform/errors';
import type { ObjectStore } from '../platform/storage/types';

export interface EvidenceDeps {
  store: ObjectStore;
  /** The upload pipeline every shopper photo goes through: sniffed, bounded, re-encoded without EXIF or GPS. */
  sanitize: (bytes: Buffer) => Promise<{ body: Buffer }>;
}

/**
 * The shopper's photos of a claim, each through the upload pipeline before any is kept; one that
 * is not an image (a PDF renamed .jpg) is refused at its own field, `photos.<i>`. Returns the keys.
 */
export async function keepEvidencePhotos(deps: EvidenceDeps, photos: Buffer[]): Promise<string[]> {
  if (photos.length > CLAIM_LIMITS.photos)
    throw new DomainError('invalid_input', `Add at most ${CLAIM_LIMITS.photos} photos.`, { field: 'photos' });
  const bodies: Buffer[] = [];
  for (const [i, photo] of photos.entries()) {
    try {
      bodies.push((await deps.sanitize(photo)).body);
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
