import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../platform/config';
import { sweepUnreferencedPreviews } from '../../previews/preview-sweep';

const HOUR = 60 * 60 * 1000;

/**
 * Once an hour (and a minute after start), deletes previews older than PREVIEW_MAX_AGE_HOURS that
 * no cart line or order references, and logs how many. Several servers sweeping at once is
 * harmless: deleting an object already gone is not an error.
 */
export default fp(
  async function previewSweep(app: FastifyInstance, opts: { config: AppConfig }) {
    const maxAgeMs = opts.config.PREVIEW_MAX_AGE_HOURS * HOUR;
    if (maxAgeMs === 0) return;
    let running: Promise<void> | undefined;
    const sweep = () => {
      running ??= sweepUnreferencedPreviews({
        db: app.db,
        store: app.objectStore,
        olderThan: new Date(Date.now() - maxAgeMs),
      })
        .then(({ deleted, kept }) => app.log.info({ deleted, kept }, 'swept unreferenced previews'))
        .catch((err: unknown) => app.log.warn({ err }, 'preview sweep failed; will try again'))
        .finally(() => (running = undefined));
    };
    const first = setTimeout(sweep, 60_000).unref();
    const every = setInterval(sweep, HOUR).unref();
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(every);
      await running;
    });
  },
  { name: 'preview-sweep', dependencies: ['database', 'storage'] },
);
