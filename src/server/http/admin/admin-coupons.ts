import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  couponIdParamsSchema,
  couponInputSchema,
  couponListSchema,
  couponOrdersSchema,
  couponPauseSchema,
  couponResponseSchema,
} from '../../../contracts/coupons';
import { couponOrders, createCoupon, listCoupons, setCouponPaused } from '../../coupons/coupon-store';
import { errorResponses } from '../error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The owner's coupons and offers (issue 29 item 3): make, pause or resume, and see each one's orders. */
export default async function adminCouponRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = app.requireRole('owner');

  r.get(
    '/api/admin/coupons',
    { onRequest: owner, schema: { response: { 200: couponListSchema, ...errors } } },
    async () => ({ coupons: await listCoupons(app.db) }),
  );

  r.post(
    '/api/admin/coupons',
    { onRequest: owner, schema: { body: couponInputSchema, response: { 201: couponResponseSchema, ...errors } } },
    async (req, reply) => reply.code(201).send({ coupon: await createCoupon(app.db, req.body) }),
  );

  r.put(
    '/api/admin/coupons/:id/paused',
    {
      onRequest: owner,
      schema: {
        params: couponIdParamsSchema,
        body: couponPauseSchema,
        response: { 200: couponResponseSchema, ...errors },
      },
    },
    async (req) => ({ coupon: await setCouponPaused(app.db, req.params.id, req.body.paused) }),
  );

  r.get(
    '/api/admin/coupons/:id/orders',
    { onRequest: owner, schema: { params: couponIdParamsSchema, response: { 200: couponOrdersSchema, ...errors } } },
    async (req) => ({ orders: await couponOrders(app.db, req.params.id) }),
  );
}
