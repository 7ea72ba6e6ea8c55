import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { insightsQuerySchema, insightsResponseSchema } from '../../../contracts/admin';
import { insights, MAX_RANGE_DAYS } from '../../insights/insights';
import { DomainError } from '../../platform/errors';
import { errorResponses } from '../error-responses';

/** The owner's funnel and per-day charts for a range of UTC days. */
export default async function adminInsightRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/insights',
    {
      onRequest: app.requireRole('owner'),
      schema: {
        querystring: insightsQuerySchema,
        response: {
          200: insightsResponseSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (req) => {
      const { from, to } = req.query;
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
      if (!Number.isFinite(days) || days < 1)
        throw new DomainError('invalid_input', 'The start date must be on or before the end date.');
      if (days > MAX_RANGE_DAYS) throw new DomainError('invalid_input', `Choose at most ${MAX_RANGE_DAYS} days.`);
      return insights(app.db, { from, to });
    },
  );
}
