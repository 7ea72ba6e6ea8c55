import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Requests whose bodies have not fully arrived yet, whether or not they were answered already:
     * the ones a shutdown cuts off at its deadline (no work of ours is running for them).
     */
    unfinishedUploads(): IncomingMessage[];
  }
}

/**
 * While the server closes, every response says `Connection: close`. Otherwise a keep-alive
 * connection whose request was in flight at SIGTERM stays open (for up to the keep-alive
 * timeout, 72 s) and holds the process up after its last answer. The requests in flight are
 * tracked so that a shutdown can tell a client still sending its body (which may never finish)
 * from a request the server is still answering (a first caricature can take seconds). They are
 * tracked on the HTTP server itself, not by Fastify's hooks: a request answered before its body
 * is in (a 401, a 413 for an announced size, a 404) keeps its socket busy while the rest of the
 * body arrives, and must be cut at the deadline too, not given the renders' grace.
 */
export default fp(
  async function gracefulClose(app: FastifyInstance) {
    let closing = false;
    const arriving = new Set<IncomingMessage>();
    app.server.on('request', (raw: IncomingMessage) => {
      if (raw.complete) return;
      arriving.add(raw);
      const done = () => arriving.delete(raw);
      // Listeners on the request, not its socket: a keep-alive socket carries many requests.
      raw.once('end', done);
      raw.once('close', done);
    });
    app.decorate('unfinishedUploads', () => [...arriving].filter((raw) => !raw.complete && !raw.socket.destroyed));
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
