import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { countRun } from '../../platform/metrics/registry';
import type { AppConfig } from '../../platform/config';
import { createPayments } from '../../payments/create-payments';
import { createPaymentService, type PaymentService } from '../../payments/payment-service';
import type { PaymentProvider } from '../../payments/types';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The shop's payments, never null: pay on delivery (payments.online false) when no online
     * provider is configured.
     */
    payments: PaymentService;
    /** The provider itself, for verifying webhooks on their raw body. */
    paymentProvider: PaymentProvider;
  }
}

/**
 * The payments seam and its reconciler: every PAYMENT_RECONCILE_SECONDS, unpaid orders whose
 * webhook has not come are checked with the provider and those past their time are cancelled.
 * Several servers reconciling at once is harmless: every change is idempotent and row-locked.
 */
export default fp(
  async function payments(app: FastifyInstance, opts: { config: AppConfig }) {
    const provider = createPayments(opts.config);
    const service = createPaymentService({ db: app.db, provider, orders: app.orders, log: app.log });
    app.decorate('payments', service);
    app.decorate('paymentProvider', provider);
    // Pay on delivery leaves no order waiting for an online payment: nothing to reconcile.
    if (!provider.online || opts.config.NODE_ENV === 'test') return;
    let running: Promise<void> | undefined;
    const every = setInterval(() => {
      running ??= countRun('payment-reconcile', () => service.reconcile())
        .catch((err: unknown) => app.log.warn({ err }, 'payment reconcile failed'))
        .finally(() => (running = undefined));
    }, opts.config.PAYMENT_RECONCILE_SECONDS * 1000).unref();
    app.addHook('onClose', async () => {
      clearInterval(every);
      await running;
    });
  },
  { name: 'payments', dependencies: ['database', 'order-events'] },
);
