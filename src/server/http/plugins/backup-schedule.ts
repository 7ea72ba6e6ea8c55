import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../platform/config';
import { runScheduledBackup } from '../../platform/backup/schedule';

const HOUR = 60 * 60 * 1000;

/**
 * The owner's daily backup (platform/backup/schedule.ts): checked once an hour (and five minutes
 * after start); a run writes an archive when it is on and a day has passed since the last one.
 * With Redis, one server of a fleet runs it each hour.
 */
export default fp(
  async function backupScheduleTask(app: FastifyInstance, opts: { config: AppConfig }) {
    const task = app.periodicTask({
      name: 'scheduled backup',
      everyMs: HOUR,
      firstAfterMs: 5 * 60_000,
      run: async () => {
        const done = await runScheduledBackup({ database: { db: app.db, kind: app.dbKind }, config: opts.config });
        if (done === 'written' || done === 'failed') app.log.info({ result: done }, 'scheduled backup');
      },
    });
    app.addHook('onClose', async () => task.stop());
  },
  { name: 'backup-schedule', dependencies: ['database', 'periodic-tasks'] },
);
