import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { AppConfig } from '../../platform/config';
import { reminderOfferCode } from '../../coupons/reminder-offer';
import { createJobs } from '../../platform/jobs/create-jobs';
import { createCheckoutRecovery, type CheckoutRecovery, type ReminderJob } from '../../recovery/checkout-reminders';

declare module 'fastify' {
  interface FastifyInstance {
    checkoutRecovery: CheckoutRecovery;
  }
}

/**
 * Recovered checkouts (issue 29 item 4): each reminder is a delayed job, in-process or on the
 * shared BullMQ queue (Redis keeps it across restarts); reminders due while no server held their
 * job are scheduled again at start.
 */
export default fp(
  async function checkoutRecovery(app: FastifyInstance, opts: { config: AppConfig }) {
    const { config } = opts;
    const service = createCheckoutRecovery({
      db: app.db,
      outbox: app.messages,
      whatsappConfigured: app.messages.whatsappConfigured,
      templatePrefix: config.WHATSAPP_TEMPLATE_PREFIX,
      cartHasLines: async (cartId) => ((await app.commerce.getCart(cartId))?.lines.length ?? 0) > 0,
      // The owner's chosen code, named (template checkout_reminder_offer) only while it can be used.
      remindersOffer: async (settings) => (settings.offerCode ? reminderOfferCode(app.db, settings.offerCode) : null),
    });
    const jobs = await createJobs(config, {
      queueName: 'checkout-reminders',
      handler: async (data: ReminderJob) => {
        await service.sendReminder(data);
      },
      parse: (data) => z.object({ cartId: z.string().min(1).max(64) }).parse(data),
      concurrency: 2,
      consume: true,
      log: app.log,
    });
    service.attachJobs(jobs);
    app.decorate('checkoutRecovery', service);
    app.orderEvents.on(async ({ event, orderId }) => {
      if (event === 'placed' || event === 'paid') await service.noteOrder(orderId);
    });
    app.addHook('onReady', async () => {
      await service.scheduleDue().catch((err: unknown) => app.log.warn({ err }, 'could not schedule due reminders'));
    });
    app.addHook('onClose', async () => jobs.close());
  },
  { name: 'checkout-recovery', dependencies: ['database', 'commerce', 'order-events', 'messages'] },
);
