import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { backupScheduleInputSchema, backupScheduleSchema } from '../../../contracts/backup-schedule';
import type { AppConfig } from '../../platform/config';
import { loadBackupSchedule, saveBackupSchedule } from '../../platform/backup/schedule';
import { errorResponses } from '../error-responses';

const errors = errorResponses(400, 401, 403);

/** The owner's daily backup in the workspace's settings: on or off, how many to keep, the last run. */
export default async function adminBackupRoutes(app: FastifyInstance, opts: { config: AppConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = app.requireRole('owner');

  r.get(
    '/api/admin/backup-schedule',
    { onRequest: owner, schema: { response: { 200: backupScheduleSchema, ...errors } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return loadBackupSchedule(app.db, opts.config);
    },
  );

  r.put(
    '/api/admin/backup-schedule',
    {
      onRequest: owner,
      schema: { body: backupScheduleInputSchema, response: { 200: backupScheduleSchema, ...errors } },
    },
    async (req) => saveBackupSchedule(app.db, opts.config, req.body),
  );
}
