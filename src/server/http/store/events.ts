import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventBatchResponseSchema, eventBatchSchema } from '../../../contracts/events';
import { DomainError } from '../../platform/errors';
import { errorResponses } from '../error-responses';

/**
 * POST /api/events: batches from the browser. `navigator.sendBeacon` posts text/plain, so that
 * content type is parsed as JSON here too.
 */
export default async function eventRoutes(app: FastifyInstance) {
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new DomainError('invalid_input', 'Body is not valid JSON'), undefined);
    }
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/events',
    {
      bodyLimit: 64 * 1024,
      onRequest: app.shopperLimits.events,
      schema: { body: eventBatchSchema, response: { 202: eventBatchResponseSchema, ...errorResponses(400) } },
    },
    async (request, reply) => {
      await app.analytics.record(request.body);
      return reply.code(202).send({ accepted: request.body.events.length });
    },
  );
}
