import { buildApp } from './app';
import type { AppConfig } from './platform/config';
import { closeWithDeadline } from './http/shutdown';

/**
 * Builds the store and listens until SIGTERM or SIGINT, which stop new connections, finish the
 * requests in flight (see shutdown.ts) and exit 0. What `npm start` runs once the catalogue
 * images are drawn; the tests of signals and sockets run it in a process of their own.
 */
export async function serve(config: AppConfig): Promise<void> {
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
