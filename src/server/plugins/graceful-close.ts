import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * While the server closes, every response says `Connection: close`. Otherwise a keep-alive
 * connection whose request was in flight at SIGTERM stays open (for up to the keep-alive
 * timeout, 72 s) and holds the process up after its last answer.
 */
export default fp(
  async function gracefulClose(app: FastifyInstance) {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
