import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
 * and a reload (every catalogue sync, every app a test builds) mostly re-encodes the same bytes.
 */
const recentEncodings = new Map<string, EncodedBody>();
const RECENT_ENCODINGS_KEPT = 32;

export function encodeBody(identity: Buffer): EncodedBody {
  const hash = createHash('sha256').update(identity).digest('base64url');
  const known = recentEncodings.get(hash);
  if (known) return known;
  const encoded: EncodedBody = {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${hash.slice(0, 27)}"`,
  };
  if (recentEncodings.size >= RECENT_ENCODINGS_KEPT) recentEncodings.delete(recentEncodings.keys().next().value!);
  recentEncodings.set(hash, encoded);
  return encoded;
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
