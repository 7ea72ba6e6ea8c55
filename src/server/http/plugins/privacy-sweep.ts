import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepShopperPhotos } from '../../privacy/retention';

const HOUR = 60 * 60 * 1000;

/**
 * Issue 39 item 13: once an hour, the privacy sweep (privacy/retention.ts) deletes shopper photos
 * and abandoned carts' previews past the owner's days, and an order's photos past its claim
 * window. Several servers sweeping at once is harmless: a delete is a delete.
 */
export default fp(
  async function privacySweep(app: FastifyInstance) {
    const task = app.periodicTask({
      name: 'privacy sweep',
      everyMs: HOUR,
      run: async () => {
        const result = await sweepShopperPhotos({ db: app.db, store: app.objectStore });
        app.log.info(result, 'swept shopper photos past their retention');
      },
    });
    app.addHook('onClose', async () => task.stop());
  },
  { name: 'privacy-sweep', dependencies: ['database', 'storage', 'periodic-tasks'] },
);
