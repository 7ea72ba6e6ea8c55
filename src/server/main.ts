import 'dotenv/config';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { ensureCatalogueImages } from './catalog/ensure-images';
import { closeWithDeadline } from './shutdown';

/** Starts the store: draws any missing catalogue images, builds the app, listens. */
async function main() {
  const config = loadConfig();
  await ensureCatalogueImages(config.catalogImageDir, (msg) => console.log(msg));
  const app = await buildApp(config);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    await closeWithDeadline(app, config.SHUTDOWN_TIMEOUT_MS);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
