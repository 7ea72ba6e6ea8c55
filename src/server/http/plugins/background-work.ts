import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBackgroundWork, type BackgroundWork } from '../../orders/background-work';

declare module 'fastify' {
  interface FastifyInstance {
    /** Order-event work running after its request answered: invoices, messages, webhooks' follow-ups. */
    backgroundWork: BackgroundWork;
  }
}

/**
 * Issue 40: the server's background work has its own plugin (it was set up by the invoices
 * plugin). Registered before everything that starts work, so its onClose runs after theirs and
 * the server closes only once the work settled.
 */
export default fp(
  async function backgroundWork(app: FastifyInstance) {
    const work = createBackgroundWork((err, name) => app.log.error({ err }, `${name} failed`));
    app.decorate('backgroundWork', work);
    app.addHook('onClose', async () => work.settled());
  },
  { name: 'background-work' },
);
