import { createHmac, timingSafeEqual } from 'node:crypto';
import { objectUrl } from '../../../contracts/own-urls';

/**
 * Shopper uploads (mug photos, review photos) are not public (issue 39 item 13): /objects/uploads/
 * answers only a link this server signed, for a short time, and so do the previews drawn from
 * them (ai-generated/photo-<hash>.webp). Every place that hands a shopper's
 * photo to a browser (the design link, the order page, the workspace) signs it when it answers;
 * server-side reads (the preview renderer, production files) go to the object store directly.
 * The signature is our own HMAC, checked by our own route, so it works the same on the local and
 * the S3 driver, and several servers sharing SESSION_SECRET accept each other's links.
 */
export const PHOTO_LINK_SECONDS = 60 * 60;
/** Expiries are rounded up to this step, so a page reloaded within it names the same URL (the browser's cache). */
const STEP_SECONDS = 10 * 60;

export interface PhotoLinks {
  /** A short-lived URL for an upload key ('uploads/<id>.webp'). */
  sign(key: string, now?: Date): string;
  /** A stored path of an upload or of a preview drawn from one, signed; anything else is returned as it was. */
  signUrl(url: string, now?: Date): string;
  /** Seconds the link has left, or null when the signature is wrong or expired. */
  check(key: string, expires: string | undefined, signature: string | undefined, now?: Date): number | null;
}

/**
 * Where a preview drawn from a shopper's photo is kept (issue 39): its name says so, so the object
 * route and every signer know it by its key alone, with nothing to look up. Previews without a
 * shopper's photo (lettering, stock pieces) stay ai-generated/<hash>.webp: public and cached.
 */
export const PHOTO_PREVIEW_PREFIX = 'ai-generated/photo-';

/** Keys served only through a signed link: the shopper's uploads and the previews drawn from them. */
export const isPrivateObjectKey = (key: string) => key.startsWith('uploads/') || key.startsWith(PHOTO_PREVIEW_PREFIX);

const UPLOAD_PATH =
  /^\/objects\/((?:uploads\/[A-Za-z0-9_-]{8,128}|ai-generated\/photo-[0-9a-f]{40})\.(?:webp|png|jpg))(?:[?#].*)?$/;

export function createPhotoLinks(secret: string): PhotoLinks {
  const key = createHmac('sha256', secret).update('kaarigar photo links v1').digest();
  const mac = (objectKey: string, expires: number) =>
    createHmac('sha256', key).update(`${objectKey}\n${expires}`).digest().subarray(0, 18).toString('base64url');
  const sign = (objectKey: string, now = new Date()) => {
    const seconds = Math.floor(now.getTime() / 1000) + PHOTO_LINK_SECONDS;
    const expires = Math.ceil(seconds / STEP_SECONDS) * STEP_SECONDS;
    return `${objectUrl(objectKey)}?e=${expires}&s=${mac(objectKey, expires)}`;
  };
  return {
    sign,
    signUrl(url, now) {
      const found = UPLOAD_PATH.exec(url);
      return found?.[1] ? sign(found[1], now) : url;
    },
    check(objectKey, expires, signature, now = new Date()) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return null;
      const left = Number(expires) - Math.floor(now.getTime() / 1000);
      if (left <= 0 || left > PHOTO_LINK_SECONDS + STEP_SECONDS) return null;
      const expected = Buffer.from(mac(objectKey, Number(expires)));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? left : null;
    },
  };
}
