import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A JSON body serialised and compressed once, with its strong ETag. */
export interface EncodedJson {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

export function encodeJsonResponse(value: unknown): EncodedJson {
  const identity = Buffer.from(JSON.stringify(value));
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

/** Picks the best encoding the client accepts (br, then gzip, then none). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const accepted = acceptEncoding.toLowerCase();
  if (/\bbr\b/.test(accepted) && !/\bbr;q=0(?:\.0+)?\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted) && !/\bgzip;q=0(?:\.0+)?\b/.test(accepted)) return 'gzip';
  return 'identity';
}
