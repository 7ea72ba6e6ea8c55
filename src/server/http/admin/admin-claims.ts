import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { insightsQuerySchema, orderIdParamsSchema } from '../../../contracts/admin';
import {
  adminClaimResponseSchema,
  adminClaimsSchema,
  claimDecidedSchema,
  claimInsightsSchema,
  orderClaimsSchema,
  claimDecisionSchema,
  claimIdParamsSchema,
  claimSettingsSchema,
} from '../../../contracts/claims';
import { listClaims, remakeOrigin } from '../../claims/claim-list';
import { packingPhotoOf } from '../../claims/packing-photo';
import { claimInsights } from '../../claims/claim-insights';
import { MAX_RANGE_DAYS } from '../../insights/insights';
import { DomainError } from '../../platform/errors';
import { getClaimSettings, saveClaimSettings } from '../../claims/claim-settings';
import { staff } from './admin-session';
import { errorResponses } from '../error-responses';

const failures = errorResponses(400, 401, 403, 404, 409, 502);

/** Issue 44: the owner's claims list, decisions, a refund's retry, and the claim window. */
export default async function adminClaimRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = app.requireRole('owner');
  const online = () => (app.payments.online ? app.payments.provider.id : null);

  r.get(
    '/api/admin/claims',
    { onRequest: owner, schema: { response: { 200: adminClaimsSchema, ...failures } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { claims: await listClaims(app.db, app.photoLinks, { onlineProvider: online() }) };
    },
  );

  r.get(
    '/api/admin/claims/insights',
    {
      onRequest: owner,
      schema: { querystring: insightsQuerySchema, response: { 200: claimInsightsSchema, ...failures } },
    },
    async (req) => {
      const { from, to } = req.query;
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
      if (!Number.isFinite(days) || days < 1)
        throw new DomainError('invalid_input', 'The start date must be on or before the end date.');
      if (days > MAX_RANGE_DAYS) throw new DomainError('invalid_input', `Choose at most ${MAX_RANGE_DAYS} days.`);
      return claimInsights(app.db, { from, to });
    },
  );

  r.get(
    '/api/admin/claims/:claimId',
    {
      onRequest: owner,
      schema: { params: claimIdParamsSchema, response: { 200: adminClaimResponseSchema, ...failures } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const [claim] = await listClaims(app.db, app.photoLinks, {
        claimId: req.params.claimId,
        onlineProvider: online(),
      });
      if (!claim) throw new DomainError('not_found', 'There is no such claim.');
      return { claim };
    },
  );

  // An order's page: its claims with their remakes, the order it remakes, its packing photo.
  r.get(
    '/api/admin/orders/:orderId/claims',
    {
      onRequest: owner,
      schema: { params: orderIdParamsSchema, response: { 200: orderClaimsSchema, ...failures } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const { orderId } = req.params;
      const packing = await packingPhotoOf(app.db, orderId);
      return {
        remakeOf: await remakeOrigin(app.db, orderId),
        claims: await listClaims(app.db, app.photoLinks, { orderId, onlineProvider: online() }),
        packingPhotoUrl: packing ? app.photoLinks.sign(packing.objectKey) : null,
      };
    },
  );

  r.post(
    '/api/admin/claims/:claimId/decision',
    {
      onRequest: owner,
      schema: {
        params: claimIdParamsSchema,
        body: claimDecisionSchema,
        response: { 200: claimDecidedSchema, ...failures },
      },
    },
    async (req) => {
      const me = staff(req);
      const decided = await app.claims.decide(req.params.claimId, req.body, { name: me.username, userId: me.id });
      return {
        decision: decided.decision,
        refundPaise: decided.refundPaise,
        remakeOrderId: decided.remakeOrderId,
        refundError: decided.refundError,
      };
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
