import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Env } from '../../../platform/config';
import { buildTestApp, type TestApp, type TestBackend } from '../../../testing/test-app';
import { startFakeStorefront, type FakeDiscount, type FakeStorefront } from './fake-storefront';
import { fakeShopCdnFiles, fakeShopCollections } from './fake-shop';

export const TEST_SHOPIFY_API_VERSION = '2026-07';

/** A store with COMMERCE_PROVIDER=shopify against the schema-validating fake shop, its first sync done. */
export interface ShopifyTestStore {
  store: TestApp;
  fake: FakeStorefront;
  /** What the fake shop serves; a test may change it before the next sync. */
  collections: ReturnType<typeof fakeShopCollections>;
  /** The store's catalogue image folder (a fresh one, so synced images are the only ones there). */
  imageDir: string;
  close(): Promise<void>;
}

export async function startShopifyTestStore(
  backend: TestBackend,
  options: { token: string; productsPerCollection: number; env?: Partial<Env>; discounts?: FakeDiscount[] },
): Promise<ShopifyTestStore> {
  const imageDir = await mkdtemp(join(tmpdir(), 'kaarigar-shopify-images-'));
  const collections = fakeShopCollections(options.productsPerCollection);
  const fake = await startFakeStorefront({
    apiVersion: TEST_SHOPIFY_API_VERSION,
    token: options.token,
    collections,
    cdnFiles: await fakeShopCdnFiles(),
    discounts: options.discounts,
  });
  const store = await buildTestApp(
    backend,
    {
      COMMERCE_PROVIDER: 'shopify',
      SHOPIFY_STORE_DOMAIN: 'fake-store.myshopify.com',
      SHOPIFY_STOREFRONT_TOKEN: options.token,
      SHOPIFY_API_VERSION: TEST_SHOPIFY_API_VERSION,
      SHOPIFY_API_URL: fake.url,
      SHOPIFY_CDN_URL: fake.origin,
      // Required in Shopify mode (see config.ts); tests that check either pass their own.
      PUBLIC_URL: 'https://kaarigar.example',
      SHOPIFY_WEBHOOK_SECRET: 'shpss_test-store-secret',
      ...options.env,
    },
    { catalogImageDir: imageDir },
  );
  if (!(await store.app.firstCatalogueSync)) throw new Error('the first catalogue sync from the fake shop failed');
  return {
    store,
    fake,
    collections,
    imageDir,
    async close() {
      await store.close();
      await fake.close();
      await rm(imageDir, { recursive: true, force: true });
    },
  };
}
