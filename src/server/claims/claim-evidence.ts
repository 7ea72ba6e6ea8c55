import { CLAIM_LIMITS } from '../../contracts/claims';
import { DomainError } from '../platform/errors';
import { keepShopperPhotos, type KeepPhotosDeps } from '../platform/uploads/keep-photos';

export type EvidenceDeps = KeepPhotosDeps;

/**
 * The shopper's photos of a claim, each through the upload pipeline before any is kept; one that
 * is not an image (a PDF renamed .jpg) is refused at its own field, `photos.<i>`. Returns the keys.
 */
export async function keepEvidencePhotos(deps: EvidenceDeps, photos: Buffer[]): Promise<string[]> {
  if (photos.length > CLAIM_LIMITS.photos)
    throw new DomainError('invalid_input', `Add at most ${CLAIM_LIMITS.photos} photos.`, { field: 'photos' });
  return keepShopperPhotos(deps, photos, (bytes) => bytes);
}
