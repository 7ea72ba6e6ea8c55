import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { insightsQuerySchema, insightsResponseSchema } from '../../../contracts/admin';
import { errorResponseSchema } from '../../../contracts/errors';
import { insights, MAX_RANGE_DAYS } from '../../insights/insights';
import { DomainError } from '../../platform/errors';

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
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
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
