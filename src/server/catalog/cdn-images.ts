import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { encodePixelsToBuffers, IMAGE_FILES, isUpToDate, writeAtomically, writeStamp } from './image-files';
import { MASTER_SIZE } from '../../contracts/print-area';
import type { ObjectStore } from '../platform/storage/types';

/**
 * Copies Shopify's product images into our object store at sync time, so pages and the
 * compositor read our files only, and every server and worker finds what one server synced.
 * This is the one server-side fetch of a URL the store did not make itself, so it is held tight:
 * Shopify's CDN host only, https only, no redirects, a size and pixel cap, and the bytes decoded
 * and re-encoded rather than passed on.
 */
export const SHOPIFY_CDN_HOST = 'cdn.shopify.com';
const MAX_BYTES = 20 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif']);

export interface CdnImageOptions {
  store: ObjectStore;
  /** Requests for the CDN go to this origin instead (tests, a caching proxy); the host check is unchanged. */
  cdnOrigin?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** A Shopify image URL changes when the image does (`?v=`), so the URL names the copy. */
export function shopifyImageKey(url: string): string {
  return `shopify-${createHash('sha256').update(url).digest('hex').slice(0, 24)}`;
}

export const isShopifyImageKey = (key: string) => /^shopify-[0-9a-f]{24}$/.test(key);
/** A photo uploaded in the product studio (catalog/studio/studio-images.ts). */
export const isStudioImageKey = (key: string) => /^studio-[0-9a-f]{24}$/.test(key);

/** Where one published file of a synced image is kept in the object store. */
export const catalogObjectKey = (key: string, file: string) => `catalog/${key}/${file}`;

/** master.png is stored last, so its presence says the whole set is there. */
const MASTER = 'master.png';

function allowedUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`not a URL: ${raw}`);
  }
  if (url.protocol !== 'https:' || url.hostname !== SHOPIFY_CDN_HOST || url.port !== '' || url.username)
    throw new Error(`image not on https://${SHOPIFY_CDN_HOST}: ${raw}`);
  return url;
}

async function readCapped(response: Response): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_BYTES) throw new Error(`image larger than ${MAX_BYTES} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += (chunk as Uint8Array).byteLength;
    if (size > MAX_BYTES) throw new Error(`image larger than ${MAX_BYTES} bytes`);
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/** Copies one image unless its copy is already there; returns its catalogue image key. */
export async function copyShopifyImage(raw: string, options: CdnImageOptions): Promise<string> {
  const url = allowedUrl(raw);
  const key = shopifyImageKey(raw);
  if (await options.store.exists(catalogObjectKey(key, MASTER))) return key;
  const target = options.cdnOrigin ? new URL(url.pathname + url.search, options.cdnOrigin) : url;
  const response = await (options.fetchImpl ?? fetch)(target, {
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
  });
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new Error(
      `image ${raw} answered ${response.status}${response.headers.has('location') ? ' (a redirect: not followed)' : ''}`,
    );
  }
  const bytes = await readCapped(response);
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
  const { format } = await image.metadata();
  if (!format || !FORMATS.has(format)) throw new Error(`image ${raw} is not a picture (${format ?? 'unknown'})`);
  // Square like the seed's masters, so print areas are in the same 1024-pixel space.
  const square = image.rotate().resize(MASTER_SIZE, MASTER_SIZE, { fit: 'cover' }).flatten({ background: '#ffffff' });
  const files = await encodePixelsToBuffers(square);
  for (const [name, body] of files)
    if (name !== MASTER) await options.store.put(catalogObjectKey(key, name), body, contentTypeOf(name));
  await options.store.put(catalogObjectKey(key, MASTER), files.get(MASTER) ?? Buffer.alloc(0), 'image/png');
  return key;
}

const contentTypeOf = (name: string) =>
  name.endsWith('.webp') ? 'image/webp' : name.endsWith('.avif') ? 'image/avif' : 'image/png';

/**
 * Brings the synced images a catalogue names into this process's catalogue image folder, from
 * the object store, before the catalogue is served: the folder stays what the pre-encoded image
 * route sends from and what the compositor reads masters from (a local read, no store round
 * trip per request), and a server that did not run the sync, or a fresh machine, fills it in.
 * An image the store does not hold (yet) is said in the log and tried again at the next load.
 */
export async function mirrorShopifyImages(
  store: ObjectStore,
  dir: string,
  keys: Iterable<string>,
  warn: (message: string) => void,
): Promise<number> {
  let copied = 0;
  for (const key of new Set(keys)) {
    // Shopify's copies and the studio's uploads live in the object store; the seed's are drawn here.
    if (!isShopifyImageKey(key) && !isStudioImageKey(key)) continue;
    const folder = join(dir, key);
    const stamp = catalogObjectKey(key, '');
    if (await isUpToDate(folder, stamp)) continue;
    const files = await Promise.all(
      IMAGE_FILES.map(async (name) => [name, await store.get(catalogObjectKey(key, name))] as const),
    );
    const missing = files.filter(([, object]) => !object).map(([name]) => name);
    if (missing.length > 0) {
      warn(`image ${key} is not in the object store (${missing.join(', ')}); it is left out here until it is`);
      continue;
    }
    await mkdir(folder, { recursive: true });
    for (const [name, object] of files) if (object) await writeAtomically(join(folder, name), object.body);
    await writeStamp(folder, stamp);
    copied++;
  }
  return copied;
}
