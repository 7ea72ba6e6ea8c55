import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../platform/config';

const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Issue 28: pay-on-delivery orders nobody confirmed within the owner's hours are cancelled (their
 * pieces back in stock) at start and every five minutes (once across the servers with Redis;
 * several sweeping at once is harmless: each cancel locks the order and checks it is still to confirm). Tests call
 * app.orders.expireUnconfirmed themselves, with the clock they need.
 */
export default fp(
  async function codSweep(app: FastifyInstance, opts: { config: AppConfig }) {
    if (opts.config.NODE_ENV === 'test') return;
    const task = app.periodicTask({
      name: 'unconfirmed-order sweep',
      everyMs: SWEEP_EVERY_MS,
      run: async () => {
        const cancelled = await app.orders.expireUnconfirmed();
        if (cancelled > 0) app.log.info({ cancelled }, 'cancelled unconfirmed pay-on-delivery orders');
      },
    });
    app.addHook('onReady', async () => void task.runNow());
    app.addHook('onClose', async () => task.stop());
  },
  { name: 'cod-sweep', dependencies: ['database', 'order-events', 'payments', 'periodic-tasks'] },
);
