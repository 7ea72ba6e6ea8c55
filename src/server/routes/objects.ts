import type { FastifyInstance } from 'fastify';
import { isPublicObjectKey } from '../storage/types';

/**
 * Stored objects (uploads and previews) at /objects/<key>. Keys have a fixed shape, so no path
 * can climb out of the store; names are random or content hashes, so they never change.
 */
export default async function objectRoutes(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>('/objects/*', async (req, reply) => {
    const key = req.params['*'];
    if (!isPublicObjectKey(key)) return reply.code(404).send({ success: false, error: 'Not found' });
    const object = await app.objectStore.get(key);
    if (!object) return reply.code(404).send({ success: false, error: 'Not found' });
    return reply
      .type(object.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  });
}
