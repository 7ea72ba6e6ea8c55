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
    const task = app.periodicTask({
      name: 'design sweep',
      everyMs: HOUR,
      firstAfterMs: 60_000,
      run: async () => app.log.info({ deleted: await sweepExpiredDesigns(app.db) }, 'swept expired designs'),
    });
    app.addHook('onClose', async () => task.stop());
  },
  { name: 'design-sweep', dependencies: ['database', 'periodic-tasks'] },
);
