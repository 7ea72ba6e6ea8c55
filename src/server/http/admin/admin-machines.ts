import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { errorResponseSchema } from '../../../contracts/errors';
import {
  machineFileParamsSchema,
  machineFilesSchema,
  machineFileUrl,
  machineSettingsResponseSchema,
  machineSettingsSchema,
} from '../../../contracts/machines';
import { productionParamsSchema } from '../../../contracts/production';
import { DomainError } from '../../platform/errors';
import { MachineFilesService } from '../../production/machines/machine-files';
import { loadMachineSettings, saveMachineSettings } from '../../shop-settings/machine-settings';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const fileBody = z.custom<Buffer>((value) => Buffer.isBuffer(value));

/**
 * The shop's machines (issue 42): the owner sets the profiles; the owner and the makers get each
 * line's file for each machine that makes it, with the preflight beside the download. A failed
 * preflight never blocks the download: the file is served and the reason shown.
 */
export default async function adminMachinesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const files = new MachineFilesService({ db: app.db, catalog: app.catalog, store: app.objectStore });

  r.get(
    '/api/admin/machines',
    {
      onRequest: app.requireRole('owner', 'maker'),
      schema: { response: { 200: machineSettingsResponseSchema, ...errors } },
    },
    async () => loadMachineSettings(app.db),
  );

  r.put(
    '/api/admin/machines',
    {
      onRequest: app.requireRole('owner'),
      schema: { body: machineSettingsSchema, response: { 200: machineSettingsResponseSchema, ...errors } },
    },
    async (req) => ({ machines: await saveMachineSettings(app.db, req.body), isDefault: false }),
  );

  r.get(
    '/api/admin/orders/:orderId/lines/:lineId/machine-files',
    {
      onRequest: app.requireRole('owner', 'maker'),
      schema: { params: productionParamsSchema, response: { 200: machineFilesSchema, ...errors } },
    },
    async (req) => {
      const { orderId, lineId } = req.params;
      const line = await files.line(orderId, lineId);
      if (line.piece.kind === 'none') return { files: [], unavailable: line.piece.reason };
      const { machines } = await loadMachineSettings(app.db);
      const made = await files.files(line, machines);
      return {
        files: made.map((f) => ({
          profileId: f.profile.id,
          profileName: f.profile.name,
          kind: f.profile.kind,
          filename: f.filename,
          url: machineFileUrl(orderId, lineId, f.profile.id),
          preflight: f.preflight,
        })),
      };
    },
  );

  r.get(
    '/api/admin/orders/:orderId/lines/:lineId/machine-files/:profileId',
    {
      onRequest: app.requireRole('owner', 'maker'),
      schema: { params: machineFileParamsSchema, response: { 200: fileBody, ...errors } },
    },
    async (req, reply) => {
      const { orderId, lineId, profileId } = req.params;
      const line = await files.line(orderId, lineId);
      const { machines } = await loadMachineSettings(app.db);
      const [file] = await files.files(line, machines, profileId);
      if (!file) throw new DomainError('not_found', 'This line has no file for that machine');
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('x-preflight', file.preflight.ok ? 'ok' : 'failed')
        .send(file.body);
    },
  );
}
