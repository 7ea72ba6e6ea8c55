import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  adminClaimsSchema,
  claimDecisionSchema,
  claimIdParamsSchema,
  claimSettingsSchema,
} from '../../../contracts/claims';
import { listClaims } from '../../claims/claim-list';
import { getClaimSettings, saveClaimSettings } from '../../claims/claim-settings';
import { staff } from './admin-session';
import { errorResponses } from '../error-responses';

const failures = errorResponses(400, 401, 403, 404, 409, 502);

const decidedSchema = z.object({
  decision: z.string(),
  refundPaise: z.number(),
  remakeOrderId: z.nullable(z.string()),
});

/** Issue 44: the owner's claims list, decisions, a refund's retry, and the claim window. */
export default async function adminClaimRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = app.requireRole('owner');

  r.get(
    '/api/admin/claims',
    { onRequest: owner, schema: { response: { 200: adminClaimsSchema, ...failures } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { claims: await listClaims(app.db, app.photoLinks) };
    },
  );

  r.post(
    '/api/admin/claims/:claimId/decision',
    {
      onRequest: owner,
      schema: { params: claimIdParamsSchema, body: claimDecisionSchema, response: { 200: decidedSchema, ...failures } },
    },
    async (req) => {
      const me = staff(req);
      const decided = await app.claims.decide(req.params.claimId, req.body, { name: me.username, userId: me.id });
      return { decision: decided.decision, refundPaise: decided.refundPaise, remakeOrderId: decided.remakeOrderId };
    },
  );

  r.post(
    '/api/admin/claims/:claimId/refund',
    {
      onRequest: owner,
      schema: { params: claimIdParamsSchema, response: { 200: z.object({ success: z.literal(true) }), ...failures } },
    },
    async (req) => {
      await app.claims.retryRefund(req.params.claimId);
      return { success: true as const };
    },
  );

  r.get(
    '/api/admin/claims/settings',
    { onRequest: owner, schema: { response: { 200: claimSettingsSchema, ...failures } } },
    async () => getClaimSettings(app.db),
  );

  r.put(
    '/api/admin/claims/settings',
    {
      onRequest: owner,
      schema: { body: claimSettingsSchema, response: { 200: claimSettingsSchema, ...failures } },
    },
    async (req) => {
      await saveClaimSettings(app.db, req.body);
      return getClaimSettings(app.db);
    },
  );
}
