import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartDiscountRequestSchema, cartDiscountResponseSchema } from '../../../contracts/cart-discounts';
import { DomainError } from '../../platform/errors';
import { errorResponses } from '../error-responses';

/**
 * Shopify mode (issue 29 item 3): the shopper's code, put on their Shopify cart; the answer says
 * whether Shopify applies it and the cart's new total. With our own checkout, codes are entered
 * on the checkout page (coupons/), so this route has nothing to do there.
 */
export default async function cartDiscountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Trying codes is guessing them: the same allowance as on our own checkout page (apply-code.ts).
  const tries = app.rateLimit({ max: 20, timeWindow: '10 minutes', keyGenerator: (req) => `coupon-tries:${req.ip}` });

  r.put(
    '/api/cart/discount-codes',
    {
      onRequest: tries,
      schema: {
        body: cartDiscountRequestSchema,
        response: {
          200: cartDiscountResponseSchema,
          ...errorResponses(400, 404, 502),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      if (!app.commerce.updateDiscountCodes)
        throw new DomainError('not_found', 'Enter your code on the checkout page.');
      const { cartId, code } = req.body;
      const discounts = await app.commerce.updateDiscountCodes({
        cartId,
        codes: code ? [code] : [],
        buyer: { buyerIp: req.ip },
      });
      return { success: true as const, discounts };
    },
  );
}
