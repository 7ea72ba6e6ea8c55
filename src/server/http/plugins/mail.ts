import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../platform/config';
import { createMailer } from '../../platform/mail/create-mailer';
import type { Mailer } from '../../platform/mail/types';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async function mail(app: FastifyInstance, opts: { config: AppConfig }) {
    const mailer = createMailer(opts.config);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
