import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFakeStorefront, type FakeStorefront } from '../commerce/shopify/testing/fake-storefront';
import { fakeShopCdnFiles, fakeShopCollections } from '../commerce/shopify/testing/fake-shop';
import { loadConfig } from '../platform/config';
import { openDatabase, type DatabaseHandle } from '../platform/db/client';
import { products } from '../platform/db/schema';
import { createLocalObjectStore } from '../platform/storage/local-store';
import { createDatabaseFrom, databaseUrl, dropDatabase } from '../testing/database-templates';
import { shopifyCatalogueSync } from '../commerce/shopify/sync/shopify-catalogue';
import { withCatalogueSyncLock } from './sync-lock';

const adminUrl = process.env.TEST_DATABASE_URL;

/** Two servers on one PostgreSQL database, as behind a load balancer: two pools, two processes' worth. */
describe.skipIf(!adminUrl)('the catalogue sync lock on PostgreSQL', () => {
  let name: string;
  let url: string;
  let servers: DatabaseHandle[] = [];
  let dir: string;
  let fake: FakeStorefront;
  beforeAll(async () => {
    name = await createDatabaseFrom(adminUrl ?? '', inject('postgresTemplate'));
    url = databaseUrl(adminUrl ?? '', name);
    servers = await Promise.all([1, 2].map(() => openDatabase({ url, dataDir: '' })));
    dir = await mkdtemp(join(tmpdir(), 'kaarigar-sync-lock-'));
    fake = await startFakeStorefront({
      apiVersion: '2026-07',
      token: 'lock-test-token',
      collections: fakeShopCollections(3),
      cdnFiles: await fakeShopCdnFiles(),
    });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await fake?.close();
    if (name) await dropDatabase(adminUrl ?? '', name);
    await rm(dir, { recursive: true, force: true });
  });

  it('lets one process sync at a time: another skips while it runs, and runs once it is done', async () => {
    const [a, b] = servers as [DatabaseHandle, DatabaseHandle];
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = () => undefined as void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = withCatalogueSyncLock(a.db, 'postgres', async () => {
      started();
      await gate;
      return 'a synced';
    });
    await running;
    expect(await withCatalogueSyncLock(b.db, 'postgres', async () => 'b synced')).toBeNull();
    release();
    expect(await first).toBe('a synced');
    expect(await withCatalogueSyncLock(b.db, 'postgres', async () => 'b synced')).toBe('b synced');
  });

  it('lets go of the lock when a sync fails', async () => {
    const [a, b] = servers as [DatabaseHandle, DatabaseHandle];
    await expect(
      withCatalogueSyncLock(a.db, 'postgres', async () => {
        throw new Error('Shopify is down');
      }),
    ).rejects.toThrow('Shopify is down');
    expect(await withCatalogueSyncLock(b.db, 'postgres', async () => 'b synced')).toBe('b synced');
  });

  it('runs one of two servers’ simultaneous syncs against Shopify; the other fetches nothing', async () => {
    const config = loadConfig(
      {},
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dir,
        DATABASE_URL: url,
        COMMERCE_PROVIDER: 'shopify',
        SHOPIFY_STORE_DOMAIN: 'fake-store.myshopify.com',
        SHOPIFY_STOREFRONT_TOKEN: 'lock-test-token',
        PUBLIC_URL: 'https://kaarigar.example',
        SHOPIFY_WEBHOOK_SECRET: 'shpss_lock-test-secret',
        SHOPIFY_API_URL: fake.url,
        SHOPIFY_CDN_URL: fake.origin,
        SHOPIFY_SYNC_PAGE_SIZE: 2,
      },
    );
    const store = createLocalObjectStore(join(dir, 'objects'));
    const syncs = servers.map((s) =>
      shopifyCatalogueSync(config, { db: s.db, dbKind: s.kind, store, warn: () => undefined }),
    );
    const results = await Promise.all(syncs.map((sync) => sync()));
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.find((r) => r !== null)).toMatchObject({ products: 9 });
    // 3 products at 2 a page: two pages per collection, read by one server only.
    expect(fake.seen.filter((s) => s.operation === 'getCollectionProducts')).toHaveLength(6);
    const [synced] = await servers[1]!.db.select({ n: count() }).from(products).where(isNotNull(products.externalId));
    expect(synced?.n).toBe(9);
  });
});
