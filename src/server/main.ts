import 'dotenv/config';
import { ConfigError, loadConfig } from './platform/config';
import { ensureCatalogueImages } from './previews/ensure-images';
import { serve } from './serve';

/** Starts the store: draws any missing catalogue images, then serves. */
async function main() {
  const config = loadConfig();
  await ensureCatalogueImages(config.catalogImageDir, { log: (msg) => console.log(msg) });
  await serve(config);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
