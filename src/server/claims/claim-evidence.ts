import { randomBytes } from 'node:crypto';
import { CLAIM_LIMITS } from '../../contracts/claims';
import { DomainError } from '../platform/errors';
import { keepShopperPhotos, type KeepPhotosDeps } from '../platform/uploads/keep-photos';
import { sanitizeVideo } from '../platform/uploads/video/sanitize-video';

export type EvidenceDeps = KeepPhotosDeps;

/** Up to four photos or one short video (issue 44): never both, so the claim's evidence is one kind. */
export interface Evidence {
  photos: Buffer[];
  video: Buffer | null;
}

/**
 * The shopper's evidence of a claim, checked whole before anything is kept. Photos go through the
 * upload pipeline, each refused at its own field, `photos.<i>` (a PDF renamed .jpg); the video
 * through the video one (platform/uploads/video), refused at `video`. Returns the upload keys.
 */
export async function keepEvidence(
  deps: EvidenceDeps,
  { photos, video }: Evidence,
): Promise<{ keys: string[]; kind: 'photos' | 'video' }> {
  if (video && photos.length > 0)
    throw new DomainError('invalid_input', 'Send up to four photos or one video, not both.', { field: 'video' });
  if (video) {
    const kept = sanitizeVideo(video);
    const key = `uploads/${randomBytes(16).toString('base64url')}.${kept.extension}`;
    await deps.store.put(key, kept.body, kept.contentType);
    return { keys: [key], kind: 'video' };
  }
  if (photos.length > CLAIM_LIMITS.photos)
    throw new DomainError('invalid_input', `Add at most ${CLAIM_LIMITS.photos} photos.`, { field: 'photos' });
  return { keys: await keepShopperPhotos(deps, photos, (bytes) => bytes), kind: 'photos' };
}
