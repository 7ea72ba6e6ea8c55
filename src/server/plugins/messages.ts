import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { createJobs } from '../jobs/create-jobs';
import { createEmailChannel } from '../messages/email-channel';
import { createMessageService, type MessageLinks, type MessageService } from '../messages/message-service';
import { createWhatsAppChannel } from '../messages/whatsapp/cloud-api';

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessageService;
  }
}

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
    // Background work settles first (invoices' onClose hook runs after this one: hooks run in reverse).
    app.addHook('onClose', async () => {
      await app.backgroundWork.settled();
      await jobs.close();
    });
  },
  { name: 'messages', dependencies: ['database', 'mail', 'order-events', 'invoices'] },
);
