import { CATEGORIES } from '../../../../contracts/products';
import { fetchShopifyCatalogue } from '../catalogue';
import type { AppConfig } from '../../../platform/config';
import type { Database, DatabaseHandle } from '../../../platform/db/client';
import type { ObjectStore } from '../../../platform/storage/types';
import { syncShopifyCatalogue, type SyncResult } from './shopify-sync';
import { withCatalogueSyncLock } from '../../../catalog/sync-lock';

export interface CatalogueSyncDeps {
  db: Database;
  dbKind: DatabaseHandle['kind'];
  store: ObjectStore;
  warn: (message: string) => void;
}

/**
 * The catalogue sync as configured: the three collections map onto the store's categories in
 * order. Resolves to null when another server is syncing (PostgreSQL only: see sync-lock.ts).
 */
export function shopifyCatalogueSync(
  config: AppConfig,
  { db, dbKind, store, warn }: CatalogueSyncDeps,
): () => Promise<SyncResult | null> {
  const collections = config.SHOPIFY_COLLECTIONS.map((handle, i) => ({ handle, category: CATEGORIES[i] ?? 'Mugs' }));
  const connection = {
    storeDomain: config.SHOPIFY_STORE_DOMAIN ?? '',
    accessToken: config.SHOPIFY_STOREFRONT_TOKEN,
    privateAccessToken: config.SHOPIFY_STOREFRONT_PRIVATE_TOKEN,
    apiVersion: config.SHOPIFY_API_VERSION,
    apiUrl: config.SHOPIFY_API_URL,
    timeoutMs: 30_000,
  };
  return () =>
    withCatalogueSyncLock(db, dbKind, (db) =>
      syncShopifyCatalogue({
        db,
        fetchCatalogue: () =>
          fetchShopifyCatalogue(connection, {
            collections,
            namespace: config.SHOPIFY_METAFIELD_NAMESPACE,
            pageSize: config.SHOPIFY_SYNC_PAGE_SIZE,
          }),
        images: { store, cdnOrigin: config.SHOPIFY_CDN_URL },
        warn,
      }),
    );
}
