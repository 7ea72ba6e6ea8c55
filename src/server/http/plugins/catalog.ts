import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { redisNames, type AppConfig } from '../../platform/config';
import { CatalogService } from '../../catalog/catalog-service';
import { SEED_HANDLES, seedCatalogueIfEmpty } from '../../catalog/seed-catalogue';
import { seedDesignsIfMissing } from '../../personalisation/design-store';
import { shopifyCatalogueSync } from '../../commerce/shopify/sync/shopify-catalogue';
import { mirrorShopifyImages } from '../../catalog/cdn-images';
import { createCatalogueChanges } from '../../catalog/catalogue-changes';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
    /** Syncs from Shopify now and reloads; false when the sync failed (and changed nothing). */
    syncCatalogue?: () => Promise<boolean>;
    /** The sync started with the server: it copies images, so start-up does not wait for it. */
    firstCatalogueSync?: Promise<boolean>;
    /** Reads the catalogue again here and tells every other server and worker to (studio changes). */
    publishCatalogueChange: () => Promise<void>;
    /** With Shopify the products are Shopify's: the studio edits their templates only. */
    catalogueIsShopify: boolean;
  }
}

/**
 * Loads the catalogue into memory. With the local provider an empty database is seeded first;
 * with Shopify the shop's collections are synced at start and every few minutes, and a sync
 * that fails leaves the tables, and so the last good catalogue, as they were.
 */
export default fp(
  async function catalog(app: FastifyInstance, opts: { config: AppConfig }) {
    const shopify = opts.config.COMMERCE_PROVIDER === 'shopify';
    const warn = (message: string) => app.log.warn(`catalogue sync: ${message}`);
    const service = new CatalogService(app.db, {
      syncedOnly: shopify,
      prepareImages: async (keys) => {
        await mirrorShopifyImages(app.objectStore, opts.config.catalogImageDir, keys, warn);
      },
    });
    if (!shopify) {
      const { seeded } = await seedCatalogueIfEmpty(app.db);
      if (seeded > 0) app.log.info({ seeded }, 'seed catalogue loaded');
      // Also for a shop seeded before designs existed: its seed products get their category's form.
      const designed = await seedDesignsIfMissing(app.db, SEED_HANDLES);
      if (designed > 0) app.log.info({ designed }, 'seed personalisation designs saved');
    }
    await service.load();
    app.decorate('catalog', service);
    app.decorate('catalogueIsShopify', shopify);
    const changes = await createCatalogueChanges({
      redis: opts.config.REDIS_URL
        ? { url: opts.config.REDIS_URL, channel: redisNames(opts.config).catalogueChannel }
        : undefined,
      databaseUrl: opts.config.DATABASE_URL,
      db: app.db,
      onChange: () => void service.refresh().catch((err: unknown) => app.log.warn({ err }, 'catalogue reload failed')),
      warn: (message) => app.log.warn(message),
    });
    app.decorate('publishCatalogueChange', async () => {
      await service.refresh();
      await changes.publish();
    });
    app.addHook('onClose', () => changes.close());
    if (!shopify) return;

    const sync = shopifyCatalogueSync(opts.config, { db: app.db, dbKind: app.dbKind, store: app.objectStore, warn });
    let running = false;
    const syncAndLoad = async (): Promise<boolean> => {
      if (running) return false;
      running = true;
      try {
        const result = await sync();
        if (result) app.log.info(result, 'catalogue synced from Shopify');
        // Another server holds the sync: what it last stored is loaded, and its next one later.
        else app.log.info('catalogue sync skipped: another server is syncing');
        await service.load();
        return true;
      } catch (error) {
        app.log.error({ err: error }, 'catalogue sync from Shopify failed; keeping the last good catalogue');
        return false;
      } finally {
        running = false;
      }
    };
    app.decorate('syncCatalogue', syncAndLoad);
    // The last good catalogue (if any) is served meanwhile: the first sync copies images, and a
    // fresh store lists nothing for the seconds it takes rather than failing to start.
    const first = syncAndLoad();
    app.decorate('firstCatalogueSync', first);
    // Every server syncs (the advisory lock lets one copy at a time) and loads what was stored.
    const timer = app.periodicTask({
      name: 'catalogue sync',
      everyMs: opts.config.SHOPIFY_SYNC_INTERVAL_MINUTES * 60_000,
      everyServer: true,
      run: syncAndLoad,
    });
    app.addHook('onClose', async () => {
      await timer.stop();
      await first;
    });
  },
  { name: 'catalog', dependencies: ['database', 'storage', 'periodic-tasks'] },
);
