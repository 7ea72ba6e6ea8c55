/**
 * The one rule for "a URL of ours": the server never fetches a URL the browser chose, it only
 * reads its own files, so a URL counts by its path alone. Our own paths are taken as they are;
 * an absolute URL's host is ignored (we never fetch it); query and fragment (a cache-buster) are
 * dropped. Server routes, cart lines and the browser all ask here.
 */

/** Catalogue images: /images/catalog/<key>/<width>.<format>. */
export const CATALOG_IMAGE_PREFIX = '/images/catalog/';
/** Stored objects: /objects/<key>, keys such as 'uploads/<id>.webp' and 'ai-generated/<hash>.webp'. */
export const OBJECTS_PREFIX = '/objects/';
export type ObjectFolder = 'uploads' | 'ai-generated';

const CATALOG_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Our object keys are a fixed shape; anything else (dots, slashes, encodings) is refused. */
export const OBJECT_KEY = /^(uploads|ai-generated)\/[A-Za-z0-9_-]{8,128}\.(webp|png|jpg)$/;

export function objectUrl(key: string): string {
  return `${OBJECTS_PREFIX}${key}`;
}

/** The path a URL points at on our server, without query or fragment; null when it is not a URL. */
export function ownPath(url: string): string | null {
  let path = url.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  } else if (!path.startsWith('/')) {
    return null;
  }
  return path.split(/[?#]/, 1)[0] ?? '';
}

/** The catalogue image key a URL points at, or null. */
export function catalogImageKeyOf(url: string): string | null {
  const path = ownPath(url);
  if (!path?.startsWith(CATALOG_IMAGE_PREFIX)) return null;
  const key = path.slice(CATALOG_IMAGE_PREFIX.length).split('/', 1)[0] ?? '';
  return CATALOG_KEY.test(key) ? key : null;
}

/** The stored object's key a URL points at, in the given folder, or null. */
export function objectKeyOf(url: string, folder: ObjectFolder): string | null {
  const path = ownPath(url);
  if (!path?.startsWith(`${OBJECTS_PREFIX}${folder}/`)) return null;
  const key = path.slice(OBJECTS_PREFIX.length);
  return OBJECT_KEY.test(key) ? key : null;
}

/**
 * The path a cart line may keep for an image, or null: a rendered preview or a catalogue image
 * ('preview'), or the shopper's upload ('upload'). Checked by place rather than by key shape, since
 * a line is only a pointer the order page shows; it must never point at somebody else's server.
 */
export function ownImagePath(url: string, place: 'preview' | 'upload'): string | null {
  const path = ownPath(url);
  const prefixes =
    place === 'preview' ? [`${OBJECTS_PREFIX}ai-generated/`, CATALOG_IMAGE_PREFIX] : [`${OBJECTS_PREFIX}uploads/`];
  if (!path || !prefixes.some((p) => path.startsWith(p)) || path.includes('..') || path.includes('\\')) return null;
  return path;
}

/** Whether a URL is a preview we rendered (the browser keeps those when an option changes). */
export function isAiGenerated(url: string | null | undefined): boolean {
  return !!url && (ownPath(url)?.startsWith(`${OBJECTS_PREFIX}ai-generated/`) ?? false);
}
