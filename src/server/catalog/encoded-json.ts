import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** A response body compressed once, with its strong ETag. */
export interface EncodedBody {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/** A JSON body, serialised once. */
export type EncodedJson = EncodedBody;

/**
 * Recent encodings by content hash. Brotli at quality 11 is the costly part of a catalogue load,
 * and a reload (every catalogue sync, every app a test builds) mostly re-encodes the same bytes;
 * a product's link page, made per request, is mostly the same page again. The catalogue's lists,
 * the home page in each language and the product pages shoppers open share these places.
 */
const recentEncodings = new Map<string, EncodedBody>();
const RECENT_ENCODINGS_KEPT = 64;
/** Encodings under way in the thread pool, so a page asked for twice at once is compressed once. */
const pooledEncodings = new Map<string, Promise<EncodedBody>>();

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP = { level: 9 };
const brotliInPool = promisify(brotliCompress);
const gzipInPool = promisify(gzip);

const hashOf = (identity: Buffer) => createHash('sha256').update(identity).digest('base64url');

function remember(hash: string, identity: Buffer, gzipped: Buffer, br: Buffer): EncodedBody {
  const encoded: EncodedBody = { identity, gzip: gzipped, br, etag: `"${hash.slice(0, 27)}"` };
  if (recentEncodings.size >= RECENT_ENCODINGS_KEPT) recentEncodings.delete(recentEncodings.keys().next().value!);
  recentEncodings.set(hash, encoded);
  return encoded;
}

export function encodeBody(identity: Buffer): EncodedBody {
  const hash = hashOf(identity);
  return (
    recentEncodings.get(hash) ??
    remember(hash, identity, gzipSync(identity, GZIP), brotliCompressSync(identity, BROTLI))
  );
}

/**
 * encodeBody for a body made while a shopper waits (a product's or a shared design's page): the
 * compression (about 100 ms of brotli for a page) runs in the thread pool, not on the event loop
 * every other request shares.
 */
export function encodeBodyInPool(identity: Buffer): Promise<EncodedBody> {
  const hash = hashOf(identity);
  const known = recentEncodings.get(hash);
  if (known) return Promise.resolve(known);
  let pending = pooledEncodings.get(hash);
  if (!pending) {
    pending = Promise.all([gzipInPool(identity, GZIP), brotliInPool(identity, BROTLI)])
      .then(([gzipped, br]) => remember(hash, identity, gzipped, br))
      .finally(() => pooledEncodings.delete(hash));
    pooledEncodings.set(hash, pending);
  }
  return pending;
}

export function encodeJsonResponse(value: unknown): EncodedJson {
  return encodeBody(Buffer.from(JSON.stringify(value)));
}

/** Picks the best encoding the client accepts (br, then gzip, then none). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const accepted = acceptEncoding.toLowerCase();
  if (/\bbr\b/.test(accepted) && !/\bbr;q=0(?:\.0+)?\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted) && !/\bgzip;q=0(?:\.0+)?\b/.test(accepted)) return 'gzip';
  return 'identity';
}
