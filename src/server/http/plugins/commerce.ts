import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../platform/config';
import { createCommerce } from '../../commerce/create-commerce';
import type { CommerceProvider } from '../../commerce/types';

declare module 'fastify' {
  interface FastifyInstance {
    commerce: CommerceProvider;
  }
}

/** The commerce provider from config, for the routes. */
export default fp(
  async function commerce(app: FastifyInstance, opts: { config: AppConfig }) {
    const provider = createCommerce(opts.config, { db: app.db, catalog: app.catalog });
    app.log.info({ provider: provider.name }, 'commerce provider');
    app.decorate('commerce', provider);
  },
  { name: 'commerce', dependencies: ['database', 'catalog'] },
);
