import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cartResponseSchema,
  type Cart,
  createCheckoutRequestSchema,
  createCheckoutResponseSchema,
  getCartQuerySchema,
} from '../../../contracts/cart';
import {
  addToCartRequestSchema,
  removeFromCartRequestSchema,
  updateCartRequestSchema,
} from '../../../contracts/cart-requests';
import { objectKeyOf } from '../../../contracts/own-urls';
import { previewKindOf } from '../../../contracts/previews';
import { cartLettering, requireWithinTemplate } from '../../catalog/template-choices-check';
import {
  ATTRIBUTE_KEYS,
  customizationToAttributes,
  existingOwnImage,
  proofLinkFor,
} from '../../commerce/line-attributes';
import { requireVariantOfProduct } from '../../commerce/variant-of-product';
import { designedLineAttributes } from '../../personalisation/cart-line';
import { DomainError } from '../../platform/errors';
import { requestLanguage } from '../requests/request-language';
import { errorResponses } from '../error-responses';

const responses = (ok: typeof cartResponseSchema | typeof createCheckoutResponseSchema) => ({
  200: ok,
  ...errorResponses(400, 404, 409, 502),
});

/** The spec's cart and checkout calls, thin over `app.commerce`. */
export default async function cartRoutes(app: FastifyInstance, opts: { publicUrl?: string } = {}) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A cart carries personal details and previews: no shared cache may keep any answer about it.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // Issue 39: the shopper's photo and a preview drawn from it are reached through short-lived
  // links, made as the cart is answered (the line keeps the bare path, as every stored line does).
  app.addHook('preSerialization', async (_req, _reply, payload: { cart?: Cart | null }) => {
    if (!payload?.cart) return payload;
    const signed = (a: Cart['lines'][number]['attributes'][number]) =>
      a.key === ATTRIBUTE_KEYS.previewImage || a.key === ATTRIBUTE_KEYS.userImageUrl
        ? { ...a, value: app.photoLinks.signUrl(a.value) }
        : a;
    return {
      ...payload,
      cart: { ...payload.cart, lines: payload.cart.lines.map((l) => ({ ...l, attributes: l.attributes.map(signed) })) },
    };
  });

  /**
   * Issue 45 item 6: a line never carries a preview of another option (a kids plate bought as
   * Unicorn with the Space preview). A preview whose sidecar names the catalogue image it was drawn
   * on must name this variant's; one stored before sidecars said so cannot be told and is let by.
   */
  const requirePreviewOf = async (found: NonNullable<ReturnType<typeof app.catalog.findVariant>>, preview: string) => {
    const key = objectKeyOf(preview.replace(/[?#].*$/, ''), 'ai-generated');
    if (!key) return; // not a stored preview: customizationToAttributes says what is wrong with it
    const drawnOn = await app.previews.drawnOn(key);
    const shown = found.variant.image ?? found.product.images[0];
    const expected = shown ? (app.catalog.findImageByUrl(shown.url)?.key ?? null) : null;
    if (drawnOn && expected && drawnOn !== expected)
      throw new DomainError(
        'invalid_input',
        'The preview shows another option of this product. Please generate the preview again for your choice.',
      );
  };

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
      if (found && customization.previewImage) await requirePreviewOf(found, customization.previewImage);
      const attributes = await customizationToAttributes(customization, clientItemId, app);
      // Issue 41: checked against the product's design (the version the sheet showed) before anything is stored.
      if (found)
        attributes.push(
          ...(await designedLineAttributes(app.db, found.product.handle, customization, {
            language: requestLanguage(req),
            shownAttributes: attributes,
            uploadedPhoto: (url) => existingOwnImage(url, 'upload', app),
          })),
        );
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
