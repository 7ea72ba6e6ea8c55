import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepExpiredDesigns } from '../../designs/design-store';

const HOUR = 60 * 60 * 1000;

/**
 * Once an hour (and a minute after start), beside the preview sweep, deletes shared designs past
 * the shop's retention days that no order bought; their previews are then unreferenced and the
 * preview sweep takes them. Several servers sweeping at once is harmless: a delete is a delete.
 */
export default fp(
  async function designSweep(app: FastifyInstance) {
    let running: Promise<void> | undefined;
    const sweep = () => {
      running ??= sweepExpiredDesigns(app.db)
        .then((deleted) => app.log.info({ deleted }, 'swept expired designs'))
        .catch((err: unknown) => app.log.warn({ err }, 'design sweep failed; will try again'))
        .finally(() => (running = undefined));
    };
    const first = setTimeout(sweep, 60_000).unref();
    const every = setInterval(sweep, HOUR).unref();
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(every);
      await running;
    });
  },
  { name: 'design-sweep', dependencies: ['database'] },
);
