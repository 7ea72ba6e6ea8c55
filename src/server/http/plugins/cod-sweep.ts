import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../platform/config';

const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Issue 28: pay-on-delivery orders nobody confirmed within the owner's hours are cancelled (their
 * pieces back in stock) at start and every five minutes. Several servers sweeping at once is
 * harmless: each cancel locks the order and checks it is still to confirm. Tests call
 * app.orders.expireUnconfirmed themselves, with the clock they need.
 */
export default fp(
  async function codSweep(app: FastifyInstance, opts: { config: AppConfig }) {
    if (opts.config.NODE_ENV === 'test') return;
    let running: Promise<void> | undefined;
    const sweep = () => {
      running ??= app.orders
        .expireUnconfirmed()
        .then((cancelled) => {
          if (cancelled > 0) app.log.info({ cancelled }, 'cancelled unconfirmed pay-on-delivery orders');
        })
        .catch((err: unknown) => app.log.warn({ err }, 'the unconfirmed-order sweep failed; will try again'))
        .finally(() => (running = undefined));
    };
    app.addHook('onReady', async () => sweep());
    const every = setInterval(sweep, SWEEP_EVERY_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(every);
      await running;
    });
  },
  { name: 'cod-sweep', dependencies: ['database', 'order-events', 'payments'] },
);
