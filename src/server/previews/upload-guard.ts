import sharp from 'sharp';
import { LIMITS } from '../../contracts/limits';
import { DomainError } from '../platform/errors';
import { LimiterFullError, type RenderLimiter } from './render-limiter';
import { sanitizeUpload, sniffImageFormat } from '../platform/uploads/sanitize-upload';

/**
 * Longest side over shortest side we accept. A panorama is about 4:1 and a phone's long
 * screenshot about 10:1; the probe's 1 x 39,000,000 strip was under the pixel cap and took 6.6 s
 * to decode.
 */
export const UPLOAD_MAX_ASPECT = 20;
/** Seconds a shopper is asked to wait when every upload slot is taken. */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

/** Reads only the image header (no pixels) and refuses shapes too costly or too odd to print. */
export async function checkUploadHeader(bytes: Buffer): Promise<{ width: number; height: number }> {
  let width = 0;
  let height = 0;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new DomainError('unsupported_media', 'This file could not be read as an image');
  }
  if (!width || !height) throw new DomainError('unsupported_media', 'This file could not be read as an image');
  if (width * height > LIMITS.uploadMaxPixels)
    throw new DomainError('too_large', 'The image has too many pixels (40 megapixels at most)');
  if (Math.max(width, height) / Math.min(width, height) > UPLOAD_MAX_ASPECT)
    throw new DomainError(
      'invalid_input',
      `This image is too long and thin to print. Please crop it closer to a photo's shape (at most ${UPLOAD_MAX_ASPECT}:1).`,
    );
  return { width, height };
}

/**
 * Sanitises uploads within `limiter`: the header is checked first (cheap), then the decode and
 * re-encode wait for a slot, and past the limiter's queue the shopper is told to come back.
 */
export function createUploadSanitizer(limiter: RenderLimiter) {
  return async function sanitizeWithinLimit(bytes: Buffer) {
    if (bytes.length > LIMITS.uploadMaxBytes) throw new DomainError('too_large', 'The image is larger than 10 MB');
    if (!sniffImageFormat(bytes))
      throw new DomainError('unsupported_media', 'Please upload a JPEG, PNG, WebP, GIF or HEIC photo');
    await checkUploadHeader(bytes);
    try {
      return await limiter.run(() => sanitizeUpload(bytes));
    } catch (err) {
      if (!(err instanceof LimiterFullError)) throw err;
      throw new DomainError('busy', 'Too many photos are being prepared right now. Please try again in a moment.', {
        retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS,
      });
    }
  };
}
