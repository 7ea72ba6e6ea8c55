import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cartResponseSchema,
  createCheckoutRequestSchema,
  createCheckoutResponseSchema,
  getCartQuerySchema,
} from '../../contracts/cart';
import {
  addToCartRequestSchema,
  removeFromCartRequestSchema,
  updateCartRequestSchema,
} from '../../contracts/cart-requests';
import { errorResponseSchema } from '../../contracts/errors';
import { previewKindOf } from '../../contracts/previews';
import { cartLettering, requireWithinTemplate } from '../catalog/template-choices-check';
import { customizationToAttributes, proofLinkFor } from '../commerce/line-attributes';
import { requireVariantOfProduct } from '../commerce/variant-of-product';
import { DomainError } from '../errors';

const responses = (ok: typeof cartResponseSchema | typeof createCheckoutResponseSchema) => ({
  200: ok,
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
});

/** The spec's cart and checkout calls, thin over `app.commerce`. */
export default async function cartRoutes(app: FastifyInstance, opts: { publicUrl?: string } = {}) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A cart carries personal details and previews: no shared cache may keep any answer about it.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  r.post(
    '/api/cart/add',
    {
      onRequest: app.shopperLimits.cartWrites,
      schema: { body: addToCartRequestSchema, response: responses(cartResponseSchema) },
    },
    async (req) => {
      const { product, customization, quantity, cartId, clientItemId } = req.body;
      requireVariantOfProduct(app.catalog, product.id, product.selectedVariantId);
      // A variant the catalogue does not know is the provider's to refuse; one it knows keeps to its template.
      const found = app.catalog.findVariant(product.selectedVariantId);
      if (found)
        requireWithinTemplate(
          app.catalog.printAreaFor(found),
          cartLettering(previewKindOf(found.product.collections), customization),
        );
      const attributes = await customizationToAttributes(customization, clientItemId, app);
      // Shopify orders reach the workspace by webhook; the link lets Shopify admin point back.
      // Staff follow it to a sign-in page, so it names PUBLIC_URL (required in Shopify mode at
      // start-up), never a Host the shopper sent.
      if (app.commerce.name === 'shopify') {
        if (!opts.publicUrl) throw new Error('PUBLIC_URL is required in Shopify mode');
        attributes.push(proofLinkFor(opts.publicUrl, clientItemId));
      }
      const cart = await app.commerce.addLine({
        cartId,
        variantId: product.selectedVariantId,
        quantity,
        attributes,
        buyer: { buyerIp: req.ip },
      });
      return { success: true, cart };
    },
  );

  r.put(
    '/api/cart/update',
    {
      onRequest: app.shopperLimits.cartWrites,
      schema: { body: updateCartRequestSchema, response: responses(cartResponseSchema) },
    },
    async (req) => {
      const cart = await app.commerce.updateLineQuantity({ ...req.body, buyer: { buyerIp: req.ip } });
      return { success: true, cart };
    },
  );

  r.delete(
    '/api/cart/remove',
    {
      onRequest: app.shopperLimits.cartWrites,
      schema: { body: removeFromCartRequestSchema, response: responses(cartResponseSchema) },
    },
    async (req) => {
      const cart = await app.commerce.removeLines({ ...req.body, buyer: { buyerIp: req.ip } });
      return { success: true, cart };
    },
  );

  r.get(
    '/api/cart',
    { schema: { querystring: getCartQuerySchema, response: responses(cartResponseSchema) } },
    async (req) => {
      const cart = await app.commerce.getCart(req.query.cartId, { buyerIp: req.ip });
      if (!cart) throw new DomainError('cart_not_found', 'This cart no longer exists.');
      return { success: true, cart };
    },
  );

  r.post(
    '/api/checkout/create',
    { schema: { body: createCheckoutRequestSchema, response: responses(createCheckoutResponseSchema) } },
    async (req) => {
      // The URL always comes from the provider: a checkoutUrl sent by the browser is never echoed back.
      const checkoutUrl = await app.commerce.getCheckoutUrl(req.body.cartId, { buyerIp: req.ip });
      return { success: true, checkoutUrl };
    },
  );
}
