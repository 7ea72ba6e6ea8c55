import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

export function encodeBody(identity: Buffer): EncodedBody {
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
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

/**
 * Sends a pre-encoded body revalidated by its ETag: a phone on a slow network that already has
 * it gets a 304, and nobody's request pays for compression.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, encoded: EncodedBody, contentType: string) {
  reply.header('etag', encoded.etag).header('vary', 'accept-encoding').header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === encoded.etag) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  // A Buffer skips the response serialiser.
  return reply.type(contentType).send(encoded[encoding]);
}
