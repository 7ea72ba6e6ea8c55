import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding, type EncodedBody } from '../../catalog/encoded-json';

/**
 * Sends a pre-encoded body revalidated by its ETag: a phone on a slow network that already has
 * it gets a 304, and nobody's request pays for compression.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  encoded: EncodedBody,
  contentType: string,
  vary = 'accept-encoding',
) {
  reply.header('etag', encoded.etag).header('vary', vary).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === encoded.etag) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  // A Buffer skips the response serialiser.
  return reply.type(contentType).send(encoded[encoding]);
}
