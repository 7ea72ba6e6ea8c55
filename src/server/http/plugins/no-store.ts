import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Paths whose every answer shows an order or a staff session (names, mobile numbers, addresses,
 * the CSRF token): no browser or shared cache may keep them, so a shared phone forgets them at
 * sign-out. Matched by prefix in one onSend hook, so a route added under one of them, and every
 * error or 404 there, is covered without a line of its own.
 */
export const NO_STORE_PREFIXES = ['/api/admin/', '/api/admin?', '/api/proofs/', '/proof/'] as const;

/** For a page or answer that shows an order outside those prefixes (the checkout confirmation). */
export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

export function isNoStorePath(url: string): boolean {
  return url === '/api/admin' || NO_STORE_PREFIXES.some((p) => url.startsWith(p));
}

export default fp(
  async function noStorePlugin(app: FastifyInstance) {
    // onSend runs after every handler, hook and the error handler, so nothing can set it back.
    app.addHook('onSend', async (request, reply) => {
      if (isNoStorePath(request.url)) noStore(reply);
    });
  },
  { name: 'no-store' },
);
