import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import checkoutPageRoutes from '../checkout-page/routes';
import shopifyWebhookRoutes from '../commerce/shopify/webhooks/shopify-webhooks';
import { recordExternalOrder } from '../orders/record-external-order';
import { configuredOrigin, publicOrigin, publicUrlNotice } from '../links/public-origin';
import { createLinkHeads } from '../links/shopper-pages';
import orderPageRoutes from '../order-page/routes';
import { orderIdForPageToken } from '../orders/order-link';
import adminCodRoutes from './admin-cod';
import adminCouponRoutes from './admin-coupons';
import adminInsightRoutes from './admin-insights';
import adminOrderRoutes from './admin-orders';
import adminPrivacyRoutes from './admin-privacy';
import adminPaymentRoutes from './admin-payments';
import adminProductionRoutes from './admin-production';
import adminProductRoutes from './admin-products';
import adminQueueRoutes from './admin-queue';
import adminSessionRoutes from './admin-session';
import adminShippingRoutes from './admin-shipping';
import cartRoutes from './cart';
import cartDiscountRoutes from './cart-discounts';
import catalogImageRoutes from './catalog-images';
import checkoutRecoveryRoutes from './checkout-recovery';
import courierWebhookRoutes from './courier-webhooks';
import deliveryEstimateRoutes from './delivery-estimate';
import designRoutes from './designs';
import eventRoutes from './events';
import invoiceRoutes from './invoices';
import objectRoutes from './objects';
import paymentWebhookRoutes from './payment-webhooks';
import previewRoutes from './previews';
import productRoutes from './products';
import proofRoutes from './proofs';
import reviewRoutes from './reviews';
import shopSettingsRoutes from './shop-settings';
import shopperOrderRoutes from './shopper-orders';
import spaRoutes from './spa';
import whatsappWebhookRoutes from './whatsapp-webhook';
import { sessionSecret } from '../auth/session-secret';

/** One route plugin registered on the app with its options; the services it calls are there already. */
export type RouteRegistration = (app: FastifyInstance, config: AppConfig) => PromiseLike<unknown>;

/**
 * Every route plugin, one line each: a new area is its file in routes/ (or a page's routes.ts)
 * plus its line here, and routes/route-table.test.ts fails when a route file is missing from it.
 * The order among routes does not matter to Fastify (it matches by path, not by order), except
 * that the shopper pages' catch-all (spa) stays last, after every path it must not swallow.
 */
export const ROUTES: readonly RouteRegistration[] = [
  (app) => app.register(productRoutes),
  (app) => app.register(eventRoutes),
  (app, config) => app.register(cartRoutes, { publicUrl: configuredOrigin(config) ?? undefined }),
  (app) => app.register(cartDiscountRoutes),
  (app) => app.register(previewRoutes),
  (app) => app.register(objectRoutes),
  (app, config) => app.register(adminSessionRoutes, { notices: [publicUrlNotice(config)].filter((n) => n !== null) }),
  (app, config) =>
    app.register(adminOrderRoutes, {
      origin: publicOrigin(config),
      // The proof links' HMAC key: the session secret, so links kept on orders need no new setting.
      proofLinkSecret: sessionSecret(config.SESSION_SECRET, config.dataDir),
    }),
  (app) => app.register(adminQueueRoutes),
  (app) => app.register(adminPrivacyRoutes),
  (app) => app.register(adminInsightRoutes),
  (app) => app.register(proofRoutes),
  (app) => app.register(adminProductionRoutes),
  (app, config) =>
    app.register(adminProductRoutes, {
      shopifyAdmin: config.SHOPIFY_STORE_DOMAIN ? `https://${config.SHOPIFY_STORE_DOMAIN}/admin` : undefined,
    }),
  (app) => app.register(shopSettingsRoutes),
  (app) => app.register(adminCouponRoutes),
  (app, config) =>
    app.register(whatsappWebhookRoutes, {
      appSecret: config.WHATSAPP_APP_SECRET,
      verifyToken: config.WHATSAPP_VERIFY_TOKEN,
    }),
  (app) => app.register(invoiceRoutes, { resolveOrderToken: (token) => orderIdForPageToken(app.db, token) }),
  (app, config) => app.register(adminPaymentRoutes, { origin: publicOrigin(config) }),
  (app) => app.register(adminCodRoutes),
  (app) => app.register(adminShippingRoutes),
  (app) => app.register(courierWebhookRoutes),
  (app) => app.register(deliveryEstimateRoutes),
  (app) => app.register(paymentWebhookRoutes),
  (app) => app.register(shopperOrderRoutes),
  (app) => app.register(reviewRoutes),
  (app) => app.register(checkoutRecoveryRoutes),
  (app, config) => app.register(orderPageRoutes, { origin: publicOrigin(config) }),
  // The hosted checkout page exists only when carts are ours; Shopify's orders arrive by webhook.
  async (app, config) => {
    if (config.COMMERCE_PROVIDER === 'local')
      await app.register(checkoutPageRoutes, {
        messageOrigin: publicOrigin(config),
        orderLimits: { perIp: config.ORDER_RATE_LIMIT, perPhone: config.ORDER_PHONE_RATE_LIMIT },
      });
  },
  async (app, config) => {
    if (config.COMMERCE_PROVIDER === 'shopify')
      await app.register(shopifyWebhookRoutes, {
        secret: config.SHOPIFY_WEBHOOK_SECRET,
        publicUrl: config.PUBLIC_URL,
        recordExternalOrder,
      });
  },
  (app, config) => app.register(catalogImageRoutes, { dir: config.catalogImageDir }),
  (app) => app.register(designRoutes),
  // Last: the shopper pages answer every path no route above took.
  (app, config) =>
    app.register(spaRoutes, {
      dir: config.clientDir,
      links: createLinkHeads(app, publicOrigin(config), config.catalogImageDir),
    }),
];
