import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { isPublicObjectKey, UPLOAD_VIDEO_KEY } from '../../platform/storage/types';
import { isPrivateObjectKey } from '../../platform/storage/photo-links';

const NOT_FOUND = { success: false, error: 'Not found' } as const;

/**
 * A single byte range (`bytes=a-b`, `bytes=a-`, `bytes=-n`) within `size`, or null when there is
 * none to honour (RFC 9110 section 14: several ranges may be answered whole), or 'unsatisfiable'.
 */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const found = header ? /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim()) : null;
  if (!found || (found[1] === '' && found[2] === '')) return null;
  const [, from = '', to = ''] = found;
  if (from === '') {
    const last = Math.min(Number(to), size);
    return last > 0 ? { start: size - last, end: size - 1 } : 'unsatisfiable';
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start < size && start <= end ? { start, end } : 'unsatisfiable';
}

/**
 * Stored objects (uploads and previews) at /objects/<key>. Keys have a fixed shape, so no path
 * can climb out of the store. Previews are named by content hashes and never change: public and
 * cached for a year. A shopper's upload (issue 39 item 13) answers only a link the server signed
 * (see storage/photo-links.ts), privately and out of search indexes, or, as the shopper published
 * it, the photo of an approved review; a bare or expired link is a 404 like a missing object. A
 * preview drawn from such a photo (ai-generated/photo-<hash>.webp) follows the same rule.
 */
export default async function objectRoutes(app: FastifyInstance) {
  const isApprovedReviewPhoto = async (key: string) => {
    const found = await app.db.execute(
      sql`select 1 from reviews where status = 'approved' and photo_keys @> ${JSON.stringify([key])}::jsonb limit 1`,
    );
    return (found as { rows: unknown[] }).rows.length > 0;
  };

  app.get<{ Params: { '*': string }; Querystring: { e?: string; s?: string } }>('/objects/*', async (req, reply) => {
    const key = req.params['*'];
    if (!isPublicObjectKey(key)) return reply.code(404).send(NOT_FOUND);
    let cacheControl = 'public, max-age=31536000, immutable';
    if (isPrivateObjectKey(key)) {
      reply.header('x-robots-tag', 'noindex, nofollow');
      const left = app.photoLinks.check(key, req.query.e, req.query.s);
      if (left !== null) cacheControl = `private, max-age=${Math.min(left, 600)}`;
      else if (await isApprovedReviewPhoto(key)) cacheControl = 'public, max-age=3600';
      else return reply.code(404).header('cache-control', 'no-store').send(NOT_FOUND);
    }
    const object = await app.objectStore.get(key);
    if (!object) return reply.code(404).send(NOT_FOUND);
    // A claim's video (issue 44): Safari plays a <video> only from a server that answers ranges.
    if (UPLOAD_VIDEO_KEY.test(key)) {
      const size = object.body.length;
      const range = byteRange(req.headers.range, size);
      reply
        .type(object.contentType)
        .header('cache-control', cacheControl)
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes');
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
      if (!range) return reply.send(object.body);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .send(object.body.subarray(range.start, range.end + 1));
    }
    return reply
      .type(object.contentType)
      .header('cache-control', cacheControl)
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  });
}
