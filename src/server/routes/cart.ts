import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addToCartRequestSchema,
  cartResponseSchema,
  createCheckoutRequestSchema,
  createCheckoutResponseSchema,
  getCartQuerySchema,
  removeFromCartRequestSchema,
  updateCartRequestSchema,
} from '../../contracts/cart';
import { errorResponseSchema } from '../../contracts/errors';
import { customizationToAttributes, proofLinkFor } from '../commerce/line-attributes';
import { CommerceError } from '../commerce/types';
import { HttpError } from '../plugins/error-handler';

const responses = (ok: typeof cartResponseSchema | typeof createCheckoutResponseSchema) => ({
  200: ok,
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
});

/** Turns a provider failure into an HTTP error with its shopper-safe message. */
async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof CommerceError) throw new HttpError(err.statusCode, err.message);
    throw err;
  }
}

/** The spec's cart and checkout calls, thin over `app.commerce`. */
export default async function cartRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/cart/add',
    { schema: { body: addToCartRequestSchema, response: responses(cartResponseSchema) } },
    async (req) => {
      const { product, customization, quantity, cartId, clientItemId } = req.body;
      const attributes = customizationToAttributes(customization, clientItemId);
      // Shopify orders reach the workspace by webhook; the link lets Shopify admin point back.
      if (app.commerce.name === 'shopify') attributes.push(proofLinkFor(`${req.protocol}://${req.host}`, clientItemId));
      const cart = await call(() =>
        app.commerce.addLine({
          cartId,
          variantId: product.selectedVariantId,
          quantity,
          attributes,
          buyer: { buyerIp: req.ip },
        }),
      );
      return { success: true, cart };
    },
  );

  r.put(
    '/api/cart/update',
    { schema: { body: updateCartRequestSchema, response: responses(cartResponseSchema) } },
    async (req) => {
      const cart = await call(() => app.commerce.updateLineQuantity({ ...req.body, buyer: { buyerIp: req.ip } }));
      return { success: true, cart };
    },
  );

  r.delete(
    '/api/cart/remove',
    { schema: { body: removeFromCartRequestSchema, response: responses(cartResponseSchema) } },
    async (req) => {
      const cart = await call(() => app.commerce.removeLines({ ...req.body, buyer: { buyerIp: req.ip } }));
      return { success: true, cart };
    },
  );

  r.get(
    '/api/cart',
    { schema: { querystring: getCartQuerySchema, response: responses(cartResponseSchema) } },
    async (req) => {
      const cart = await call(() => app.commerce.getCart(req.query.cartId, { buyerIp: req.ip }));
      if (!cart) throw new HttpError(404, 'This cart no longer exists.');
      return { success: true, cart };
    },
  );

  r.post(
    '/api/checkout/create',
    { schema: { body: createCheckoutRequestSchema, response: responses(createCheckoutResponseSchema) } },
    async (req) => {
      // The URL always comes from the provider: a checkoutUrl sent by the browser is never echoed back.
      const checkoutUrl = await call(() => app.commerce.getCheckoutUrl(req.body.cartId, { buyerIp: req.ip }));
      return { success: true, checkoutUrl };
    },
  );
}
