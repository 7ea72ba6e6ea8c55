import 'dotenv/config';
import { ConfigError, loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/client';
import { createObjectStore } from '../platform/storage/create-object-store';
import { shopifyCatalogueSync } from '../commerce/shopify/sync/shopify-catalogue';

/**
 * `npm run catalog:sync`: one catalogue sync from Shopify into the database, now. Running
 * servers pick it up at their next sync; a failure changes nothing and exits non-zero.
 */
async function main() {
  const config = loadConfig();
  if (config.COMMERCE_PROVIDER !== 'shopify') throw new ConfigError('catalog:sync needs COMMERCE_PROVIDER=shopify');
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.dataDir}/pglite` });
  try {
    const sync = shopifyCatalogueSync(config, {
      db: handle.db,
      dbKind: handle.kind,
      store: createObjectStore(config),
      warn: (message) => console.warn(message),
    });
    const result = await sync();
    if (!result) console.log('another server is syncing the catalogue now; nothing to do');
    else console.log(`synced ${result.products} products, ${result.variants} variants, ${result.images} images`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
