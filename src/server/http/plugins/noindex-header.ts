import type { FastifyInstance } from 'fastify';
import { isNoindexPath } from '../../links/robots';

/** X-Robots-Tag on every answer from a private path: HTML, PDFs (invoices) and images alike. */
export function addNoindexHeader(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (isNoindexPath(request.url)) reply.header('x-robots-tag', 'noindex, nofollow');
  });
}
