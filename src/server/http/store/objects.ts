import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { isPublicObjectKey } from '../../platform/storage/types';
import { isPrivateObjectKey } from '../../platform/storage/photo-links';

const NOT_FOUND = { success: false, error: 'Not found' } as const;

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
    return reply
      .type(object.contentType)
      .header('cache-control', cacheControl)
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  });
}
