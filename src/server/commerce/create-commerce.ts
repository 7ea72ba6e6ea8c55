import type { CatalogService } from '../catalog/catalog-service';
import type { AppConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { createLocalCommerce } from './local/local-commerce';
import { createShopifyCommerce } from './shopify';
import type { CommerceProvider } from './types';

/** The provider COMMERCE_PROVIDER names; an unknown value cannot get past config parsing. */
export function createCommerce(config: AppConfig, deps: { db: Database; catalog: CatalogService }): CommerceProvider {
  return config.COMMERCE_PROVIDER === 'shopify'
    ? createShopifyCommerce({
        storeDomain: config.SHOPIFY_STORE_DOMAIN ?? '',
        accessToken: config.SHOPIFY_STOREFRONT_TOKEN,
        privateAccessToken: config.SHOPIFY_STOREFRONT_PRIVATE_TOKEN,
        apiVersion: config.SHOPIFY_API_VERSION,
        apiUrl: config.SHOPIFY_API_URL,
      })
    : createLocalCommerce({ db: deps.db, catalog: deps.catalog, publicUrl: config.PUBLIC_URL?.replace(/\/$/, '') });
}
