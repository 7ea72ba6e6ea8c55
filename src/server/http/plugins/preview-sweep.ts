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
    const task = app.periodicTask({
      name: 'preview sweep',
      everyMs: HOUR,
      firstAfterMs: 60_000,
      run: async () => {
        const olderThan = new Date(Date.now() - maxAgeMs);
        const { deleted, kept } = await sweepUnreferencedPreviews({ db: app.db, store: app.objectStore, olderThan });
        app.log.info({ deleted, kept }, 'swept unreferenced previews');
      },
    });
    app.addHook('onClose', async () => task.stop());
  },
  { name: 'preview-sweep', dependencies: ['database', 'storage', 'periodic-tasks'] },
);
