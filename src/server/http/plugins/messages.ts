import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { AppConfig } from '../../platform/config';
import { createJobs } from '../../platform/jobs/create-jobs';
import { createEmailChannel } from '../../messages/email-channel';
import { createMessageService, type MessageLinks, type MessageService } from '../../messages/message-service';
import { createWhatsAppChannel } from '../../messages/whatsapp/cloud-api';

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessageService;
  }
}

/**
 * A send still 'sending' after this long was cut off: WhatsApp's call gives up after 15 s, and an
 * SMTP exchange well within this (nodemailer's socket timeout is 10 minutes).
 */
const SEND_CUT_OFF_AFTER_MS = 15 * 60_000;
const RESUME_EVERY_MS = 5 * 60_000;

/**
 * Shopper messages on order events. Each message is a job: in-process, or on the shared BullMQ
 * queue with REDIS_URL (any server sends it). Registered after invoices, whose background work it shares.
 */
export default fp(
  async function messages(app: FastifyInstance, opts: { config: AppConfig; links: MessageLinks }) {
    const { config } = opts;
    const service = createMessageService({
      db: app.db,
      channels: {
        email: createEmailChannel(app.mailer),
        whatsapp: createWhatsAppChannel({
          apiUrl: config.WHATSAPP_API_URL,
          token: config.WHATSAPP_TOKEN,
          phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
        }),
      },
      links: opts.links,
      work: app.backgroundWork,
      templatePrefix: config.WHATSAPP_TEMPLATE_PREFIX,
      retryDelaysMs: config.MESSAGE_RETRY_DELAYS_MS,
    });
    const jobs = await createJobs(config, {
      queueName: 'messages',
      handler: service.deliver,
      parse: (data) => z.object({ id: z.string().uuid() }).parse(data),
      concurrency: 4,
      consume: true,
      log: app.log,
    });
    service.attachJobs(jobs);
    app.decorate('messages', service);
    app.orderEvents.on((message) => service.onOrderEvent(message));

    // A server that stopped mid-send (a deploy, a crash) left rows queued or 'sending': resume them
    // at start and every few minutes, since in a fleet another server may be the one that stopped.
    const resuming = app.periodicTask({
      name: 'resuming shopper messages',
      everyMs: RESUME_EVERY_MS,
      run: async () => {
        const counts = await service.resume(new Date(Date.now() - SEND_CUT_OFF_AFTER_MS));
        if (counts.requeued + counts.dispatched > 0) app.log.info(counts, 'resumed unsent shopper messages');
      },
    });
    app.addHook('onReady', async () => void resuming.runNow());
    // Background work settles first (the background-work plugin's onClose runs after this one, too late for jobs).
    app.addHook('onClose', async () => {
      await resuming.stop();
      await app.backgroundWork.settled();
      await jobs.close();
    });
  },
  {
    name: 'messages',
    dependencies: ['database', 'mail', 'order-events', 'invoices', 'background-work', 'periodic-tasks'],
  },
);
