import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../../contracts/limits';
import {
  adminReviewsSchema,
  productReviewsSchema,
  reviewDecisionSchema,
  reviewIdParamsSchema,
  reviewLineParamsSchema,
  reviewPageSchema,
  reviewSubmitSchema,
  reviewTokenParamsSchema,
} from '../../../contracts/reviews';
import { decideReview, listReviews, productReviews, reviewPage, submitReview } from '../../reviews/review-service';
import { errorResponses } from '../error-responses';

const failures = errorResponses(400, 404, 409, 413, 415, 429, 503);
const adminFailures = errorResponses(400, 401, 403, 404);

/** Three photos inline as base64, each within the upload limit, and the text. */
const SUBMIT_BODY_LIMIT = 3 * Math.ceil((LIMITS.uploadMaxBytes * 4) / 3) + 64 * 1024;

/**
 * Issue 29 item 5. The shopper's review link (no login: the token is the credential), the
 * product sheet's approved reviews, and the owner's approve-or-hide.
 */
export default async function reviewRoutes(app: FastifyInstance, opts: { submitsPerMinute?: number } = {}) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Per IP, across every review link: the token space is not walked and photos are not poured in.
  const readLimit = app.rateLimit({ max: 60, timeWindow: '1 minute', keyGenerator: (req) => `review-read:${req.ip}` });
  const submitLimit = app.rateLimit({
    max: opts.submitsPerMinute ?? 10,
    timeWindow: '1 minute',
    keyGenerator: (req) => `review-submit:${req.ip}`,
  });
  const deps = () => ({
    db: app.db,
    store: app.objectStore,
    sanitize: app.uploads.sanitize,
    photoLinks: app.photoLinks,
  });

  r.get(
    '/api/reviews/:token',
    {
      onRequest: readLimit,
      schema: { params: reviewTokenParamsSchema, response: { 200: reviewPageSchema, ...failures } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reviewPage(app.db, req.params.token, app.photoLinks);
    },
  );

  r.post(
    '/api/reviews/:token/lines/:lineId',
    {
      bodyLimit: SUBMIT_BODY_LIMIT,
      onRequest: submitLimit,
      schema: {
        params: reviewLineParamsSchema,
        body: reviewSubmitSchema,
        response: { 200: reviewPageSchema, ...failures },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return submitReview(deps(), req.params.token, req.params.lineId, req.body);
    },
  );

  r.get(
    '/api/products/reviews',
    {
      onRequest: readLimit,
      schema: {
        querystring: z.object({ productId: z.string().min(1).max(200) }),
        response: { 200: productReviewsSchema, ...failures },
      },
    },
    async (req) => productReviews(app.db, req.query.productId),
  );

  r.get(
    '/api/admin/reviews',
    { onRequest: app.requireRole('owner'), schema: { response: { 200: adminReviewsSchema, ...adminFailures } } },
    async () => ({ reviews: await listReviews(app.db, app.photoLinks) }),
  );

  r.post(
    '/api/admin/reviews/:reviewId/status',
    {
      onRequest: app.requireRole('owner'),
      schema: {
        params: reviewIdParamsSchema,
        body: reviewDecisionSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...adminFailures },
      },
    },
    async (req) => {
      await decideReview(app.db, req.params.reviewId, req.body.status);
      // The card's rating is the approved reviews' average: every server reads the catalogue again.
      await app.publishCatalogueChange();
      return { success: true as const };
    },
  );
}
