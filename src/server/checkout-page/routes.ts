import type { FastifyInstance, FastifyReply } from 'fastify';
import { createReadStream } from 'node:fs';
import formBody from '@fastify/formbody';
import { cartIdSchema } from '../../contracts/cart';
import { findOrderByCart, placeOrder } from '../commerce/local/orders';
import { CommerceError } from '../commerce/types';
import { httpStatusOf } from '../plugins/error-handler';
import { noStore } from '../plugins/no-store';
import { CartChangedError, cartVersion } from './cart-version';
import { parseDeliveryDetails } from './delivery-details';
import { FONT_PATH, fontFile } from './fonts';
import { CHECKOUT_CSS } from './styles';
import { checkoutForm, confirmation, missingCheckout } from './views';

/**
 * The local provider's hosted checkout at cart.checkoutUrl: server-rendered, no scripts, fast
 * on a phone. A placed order's link keeps showing its confirmation.
 */
export default async function checkoutPageRoutes(app: FastifyInstance) {
  await app.register(formBody, { bodyLimit: 16 * 1024 });

  app.get('/checkout/assets/checkout.css', (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CHECKOUT_CSS),
  );

  // Only the files the stylesheet names: the parameter never reaches the file system unchecked.
  app.get<{ Params: { file: string } }>(`${FONT_PATH}:file`, (req, reply) => {
    const path = fontFile(req.params.file);
    if (!path) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type('font/woff2').header('cache-control', 'public, max-age=86400').send(createReadStream(path));
  });

  const sendPage = (reply: FastifyReply, status: number, body: string) =>
    noStore(reply.code(status).type('text/html; charset=utf-8')).send(body);

  app.get<{ Params: { cartId: string } }>('/checkout/:cartId', async (req, reply) => {
    const cartId = req.params.cartId;
    if (!cartIdSchema.safeParse(cartId).success) return sendPage(reply, 404, missingCheckout());
    const order = await findOrderByCart(app.db, cartId);
    if (order) return sendPage(reply, 200, confirmation(order));
    const cart = await app.commerce.getCart(cartId);
    if (!cart || cart.lines.length === 0) return sendPage(reply, 404, missingCheckout());
    return sendPage(reply, 200, checkoutForm(cart, app.catalog, {}, {}));
  });

  app.post<{ Params: { cartId: string }; Body: Record<string, unknown> }>('/checkout/:cartId', async (req, reply) => {
    const cartId = req.params.cartId;
    if (!cartIdSchema.safeParse(cartId).success) return sendPage(reply, 404, missingCheckout());
    const form = typeof req.body === 'object' && req.body !== null ? req.body : {};
    // Echoed back into the form: control characters (NUL included) are dropped, never rendered.
    const values = Object.fromEntries(
      Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v.replace(/\p{Cc}/gu, '').slice(0, 200) : '']),
    );
    const cart = await app.commerce.getCart(cartId);
    if (!cart || cart.lines.length === 0) {
      const order = await findOrderByCart(app.db, cartId);
      return order ? reply.redirect(`/checkout/${cartId}`, 303) : sendPage(reply, 404, missingCheckout());
    }
    // The form carries the version of the cart it showed: a cart changed since (another tab added
    // a line, a price moved) is shown again with a notice rather than ordered unseen.
    const seenVersion = typeof form.cartVersion === 'string' ? form.cartVersion : '';
    const changed = seenVersion !== cartVersion(cart.lines);
    const parsed = parseDeliveryDetails(form);
    if (!parsed.ok)
      return sendPage(reply, 422, checkoutForm(cart, app.catalog, values, parsed.errors, undefined, changed));
    if (changed) return sendPage(reply, 409, checkoutForm(cart, app.catalog, values, {}, undefined, true));
    try {
      const placed = await placeOrder({ db: app.db, catalog: app.catalog }, cartId, { ...parsed.details }, seenVersion);
      await app.orderEvents.emit({ event: 'placed', orderId: placed.id });
    } catch (err) {
      if (err instanceof CartChangedError) {
        const fresh = await app.commerce.getCart(cartId);
        if (fresh && fresh.lines.length > 0)
          return sendPage(reply, 409, checkoutForm(fresh, app.catalog, values, {}, undefined, true));
      }
      if (err instanceof CommerceError)
        return sendPage(reply, httpStatusOf(err), checkoutForm(cart, app.catalog, values, {}, err.message));
      throw err;
    }
    // Post/redirect/get: a refresh of the confirmation never submits the order twice.
    return reply.redirect(`/checkout/${cartId}`, 303);
  });
}
