import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createLocalCommerce } from '../commerce/local/local-commerce';
import { createShopifyCommerce } from '../commerce/shopify';
import type { CommerceProvider } from '../commerce/types';

declare module 'fastify' {
  interface FastifyInstance {
    commerce: CommerceProvider;
  }
}

/** Picks the commerce provider from config; an unknown value cannot get past config parsing. */
export default fp(
  async function commerce(app: FastifyInstance, opts: { config: AppConfig }) {
    const { config } = opts;
    const provider: CommerceProvider =
      config.COMMERCE_PROVIDER === 'shopify'
        ? createShopifyCommerce({
            storeDomain: config.SHOPIFY_STORE_DOMAIN ?? '',
            accessToken: config.SHOPIFY_STOREFRONT_TOKEN,
            privateAccessToken: config.SHOPIFY_STOREFRONT_PRIVATE_TOKEN,
            apiVersion: config.SHOPIFY_API_VERSION,
            apiUrl: config.SHOPIFY_API_URL,
          })
        : createLocalCommerce({ db: app.db, catalog: app.catalog, publicUrl: config.PUBLIC_URL?.replace(/\/$/, '') });
    app.log.info({ provider: provider.name }, 'commerce provider');
    app.decorate('commerce', provider);
  },
  { name: 'commerce', dependencies: ['database', 'catalog'] },
);
