import { OBJECT_KEY } from '../../../contracts/own-urls';

/**
 * Where uploaded photos and rendered previews live. Keys are relative paths such as
 * 'uploads/<id>.webp' or 'ai-generated/<hash>.webp', served at /objects/<key>.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface ObjectStore {
  readonly name: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Every object under a prefix ('ai-generated/'), with when it was last written. */
  list(prefix: string): Promise<{ key: string; modifiedAt: Date }[]>;
  /** Removes an object; an object already gone is not an error. */
  delete(key: string): Promise<void>;
}

/** Production files carry a shopper's order: kept in the same store, served only by the admin API. */
const PRIVATE_KEY_PATTERN = /^production\/v\d{1,6}\/[A-Za-z0-9_-]{8,128}\.(svg|pdf|png)$/;

/** A preview's word for the shopper, stored beside its image (ai-generated/<hash>.json); never served. */
export const PREVIEW_NOTICE_KEY = /^ai-generated\/[A-Za-z0-9_-]{8,128}\.json$/;

/**
 * Product images copied from Shopify at sync time (catalog/shopify-<hash>/<file>), kept where every
 * server and worker can read them; each one mirrors them into its catalogue image folder and
 * serves them at /images/catalog/, so they are never served at /objects/.
 */
export const CATALOG_OBJECT_KEY =
  /^catalog\/(?:shopify|studio)-[0-9a-f]{24}\/(?:master\.png|(?:320|640|1024)\.(?:webp|avif))$/;

/**
 * A shopper's claim video (issue 44), private like their photos: served only through a signed
 * link. Not an OBJECT_KEY: nothing that takes an image (a cart line, a preview) may name it.
 */
export const UPLOAD_VIDEO_KEY = /^uploads\/[A-Za-z0-9_-]{8,128}\.(mp4|webm)$/;

/** Our object keys are a fixed shape; anything else (dots, slashes, encodings) is refused. */
export function isValidObjectKey(key: string): boolean {
  return (
    OBJECT_KEY.test(key) ||
    UPLOAD_VIDEO_KEY.test(key) ||
    PRIVATE_KEY_PATTERN.test(key) ||
    PREVIEW_NOTICE_KEY.test(key) ||
    CATALOG_OBJECT_KEY.test(key)
  );
}

/** Keys read at /objects/<key> (uploads behind a signed link): uploads and previews, never production files. */
export function isPublicObjectKey(key: string): boolean {
  return OBJECT_KEY.test(key) || UPLOAD_VIDEO_KEY.test(key);
}

export const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  json: 'application/json',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export function contentTypeForKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
