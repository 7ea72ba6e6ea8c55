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

/**
 * The path a URL points at on our server, without query or fragment, decoded and normalised:
 * the one spelling every check below looks at, so an encoded `..` (`%2e%2e`, `..%2f`, `%252e`)
 * cannot pass a prefix check and then climb once the browser or a proxy decodes it. Null when it
 * is not a URL, does not decode, still holds an escape after decoding (double encoding), has a
 * backslash or control character, or climbs above the root.
 */
export function ownPath(url: string): string | null {
  let raw = url.trim();
  if (/^https?:\/\//i.test(raw)) {
    try {
      raw = new URL(raw).pathname;
    } catch {
      return null;
    }
  } else if (!raw.startsWith('/')) {
    return null;
  }
  raw = raw.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (/[%\\\p{Cc}]/u.test(decoded)) return null;
  const segments: string[] = [];
  for (const segment of decoded.split('/').slice(1)) {
    if (segment === '.') continue;
    if (segment === '..') {
      if (segments.pop() === undefined) return null;
      continue;
    }
    segments.push(segment);
  }
  return `/${segments.join('/')}`;
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

const CATALOG_IMAGE_PATH = /^\/images\/catalog\/([a-z0-9]+(?:-[a-z0-9]+)*)\/(?:320|640|1024)\.(?:webp|avif)$/;

/** An image of ours a URL names: a stored object by key, or a catalogue image by its product image key. */
export type OwnImageRef =
  { kind: 'object'; key: string; path: string } | { kind: 'catalog'; key: string; path: string };

/**
 * The image of ours a cart line may point at, or null: a rendered preview or a catalogue image
 * ('preview'), or the shopper's upload ('upload'), each in its exact published shape after
 * decoding and normalising. The server then checks that it exists (see line-attributes.ts): a
 * line is a pointer the owner's browser follows with its session, so it may name nothing else.
 */
export function ownImageRef(url: string, place: 'preview' | 'upload'): OwnImageRef | null {
  const path = ownPath(url);
  if (!path) return null;
  const folder: ObjectFolder = place === 'preview' ? 'ai-generated' : 'uploads';
  if (path.startsWith(`${OBJECTS_PREFIX}${folder}/`)) {
    const key = path.slice(OBJECTS_PREFIX.length);
    return OBJECT_KEY.test(key) ? { kind: 'object', key, path } : null;
  }
  const catalog = place === 'preview' ? CATALOG_IMAGE_PATH.exec(path) : null;
  return catalog?.[1] ? { kind: 'catalog', key: catalog[1], path } : null;
}

/** The canonical path of `ownImageRef`, or null. */
export function ownImagePath(url: string, place: 'preview' | 'upload'): string | null {
  return ownImageRef(url, place)?.path ?? null;
}

/** Whether a URL is a preview we rendered (the browser keeps those when an option changes). */
export function isAiGenerated(url: string | null | undefined): boolean {
  return !!url && (ownPath(url)?.startsWith(`${OBJECTS_PREFIX}ai-generated/`) ?? false);
}
