import { createHash } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import { encodePixels, isUpToDate, writeStamp } from './image-files';
import { MASTER_SIZE } from '../../contracts/print-area';

/**
 * Copies Shopify's product images into our own catalogue image folder at sync time, so pages and
 * the compositor read our files only. This is the one server-side fetch of a URL the store did
 * not make itself, so it is held tight: Shopify's CDN host only, https only, no redirects, a size
 * and pixel cap, and the bytes decoded and re-encoded rather than passed on.
 */
export const SHOPIFY_CDN_HOST = 'cdn.shopify.com';
const MAX_BYTES = 20 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif']);

export interface CdnImageOptions {
  dir: string;
  /** Requests for the CDN go to this origin instead (tests, a caching proxy); the host check is unchanged. */
  cdnOrigin?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** A Shopify image URL changes when the image does (`?v=`), so the URL names the copy. */
export function shopifyImageKey(url: string): string {
  return `shopify-${createHash('sha256').update(url).digest('hex').slice(0, 24)}`;
}

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
  const dir = join(options.dir, key);
  if (await isUpToDate(dir, raw)) return key;
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
  await encodePixels(square, dir);
  await writeStamp(dir, raw);
  return key;
}
