import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { codSettingsResponseSchema, codSettingsSchema } from '../../../contracts/cod';
import { getCodSettings, saveCodSettings } from '../../payments/cod-settings-store';
import { staff } from './admin-session';
import { errorResponses } from '../error-responses';

const errors = errorResponses(400, 401, 403);

/** The owner's pay-on-delivery settings (issue 28): confirmation, its hours, the limit, the blocklists, the prepaid offer. */
export default async function adminCodRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = app.requireRole('owner');
  const answer = async () => ({
    ...(await getCodSettings(app.db)),
    onlineProvider: app.payments.online,
    confirmChannels: app.messages.configuredChannels,
  });

  r.get(
    '/api/admin/cod-settings',
    { onRequest: owner, schema: { response: { 200: codSettingsResponseSchema, ...errors } } },
    answer,
  );

  r.put(
    '/api/admin/cod-settings',
    { onRequest: owner, schema: { body: codSettingsSchema, response: { 200: codSettingsResponseSchema, ...errors } } },
    async (req) => {
      await saveCodSettings(app.db, req.body, staff(req).id);
      return answer();
    },
  );
}
