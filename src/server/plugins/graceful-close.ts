import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests whose bodies have not fully arrived yet: the ones a shutdown may cut off. */
    unfinishedUploads(): IncomingMessage[];
  }
}

/**
 * While the server closes, every response says `Connection: close`. Otherwise a keep-alive
 * connection whose request was in flight at SIGTERM stays open (for up to the keep-alive
 * timeout, 72 s) and holds the process up after its last answer. The requests in flight are
 * tracked so that a shutdown can tell a client still sending its body (which may never finish)
 * from a request the server is still answering (a first caricature can take seconds).
 */
export default fp(
  async function gracefulClose(app: FastifyInstance) {
    let closing = false;
    const inFlight = new Set<IncomingMessage>();
    app.decorate('unfinishedUploads', () => [...inFlight].filter((raw) => !raw.complete));
    app.addHook('onRequest', async (request) => {
      inFlight.add(request.raw);
    });
    app.addHook('onResponse', async (request) => {
      inFlight.delete(request.raw);
    });
    app.addHook('onRequestAbort', async (request) => {
      inFlight.delete(request.raw);
    });
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
