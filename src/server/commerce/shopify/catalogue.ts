import { getCollectionProductsQuery } from './queries/catalogue';
import { removeEdgesAndNodes } from './reshape';
import { METAFIELD_KEYS, reshapeProduct, type SyncedProduct } from './reshape-product';
import { createShopifyFetch, type ShopifyConnectionOptions } from './shopify-fetch';
import type { ShopifyCollectionProductsOperation } from './types';

export type { SyncedProduct } from './reshape-product';

export interface CatalogueSource {
  /** Collection handle and the category its products are listed under, in the store's order. */
  collections: Array<{ handle: string; category: string }>;
  namespace: string;
  pageSize?: number;
}

/** A shop with more pages than this in one collection is a mistake, not a catalogue. */
const MAX_PAGES = 100;

/**
 * Every product of the configured collections, every page. A product in two collections is
 * listed once, under every category it is in. Throws (provider_unavailable, or a plain Error
 * naming the missing collection) rather than return a partial catalogue.
 */
export async function fetchShopifyCatalogue(
  connection: ShopifyConnectionOptions,
  source: CatalogueSource,
): Promise<SyncedProduct[]> {
  const shopifyFetch = createShopifyFetch(connection);
  const metafields = Object.values(METAFIELD_KEYS).map((key) => ({ namespace: source.namespace, key }));
  const byId = new Map<string, SyncedProduct>();
  for (const { handle, category } of source.collections) {
    let after: string | null = null;
    for (let page = 0; ; page++) {
      if (page >= MAX_PAGES) throw new Error(`Collection ${handle} has more than ${MAX_PAGES} pages of products`);
      const variables = { handle, first: source.pageSize ?? 50, after, metafields };
      const data: ShopifyCollectionProductsOperation['data'] = await shopifyFetch<ShopifyCollectionProductsOperation>(
        getCollectionProductsQuery,
        variables,
      );
      if (!data.collection) throw new Error(`Shopify has no collection with the handle "${handle}"`);
      for (const product of removeEdgesAndNodes(data.collection.products)) {
        const known = byId.get(product.id);
        if (known) known.categories.push(category);
        else byId.set(product.id, reshapeProduct(product, category, source.namespace));
      }
      const { hasNextPage, endCursor } = data.collection.products.pageInfo;
      if (!hasNextPage || !endCursor) break;
      after = endCursor;
    }
  }
  return [...byId.values()];
}
