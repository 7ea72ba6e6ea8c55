import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../platform/config';
import checkoutPageRoutes from './pages/checkout/routes';
import shopifyWebhookRoutes from './webhooks/shopify-webhooks';
import { recordExternalOrder } from '../orders/record-external-order';
import { configuredOrigin, publicOrigin, publicUrlNotice } from '../links/public-origin';
import { createLinkHeads } from './store/shopper-pages';
import orderPageRoutes from './pages/order/routes';
import { orderIdForPageToken } from '../orders/order-link';
import adminBackupRoutes from './admin/admin-backups';
import adminCodRoutes from './admin/admin-cod';
import adminCouponRoutes from './admin/admin-coupons';
import adminInsightRoutes from './admin/admin-insights';
import adminClaimRoutes from './admin/admin-claims';
import adminClaimDocumentRoutes from './admin/admin-claim-documents';
import adminOrderRoutes from './admin/admin-orders';
import adminPrivacyRoutes from './admin/admin-privacy';
import adminDesignRoutes from './admin/admin-designs';
import adminPaymentRoutes from './admin/admin-payments';
import adminProductionRoutes from './admin/admin-production';
import adminMachinesRoutes from './admin/admin-machines';
import adminProductRoutes from './admin/admin-products';
import adminQueueRoutes from './admin/admin-queue';
import adminSessionRoutes from './admin/admin-session';
import adminShippingRoutes from './admin/admin-shipping';
import cartRoutes from './store/cart';
import cartDiscountRoutes from './store/cart-discounts';
import catalogImageRoutes from './store/catalog-images';
import checkoutRecoveryRoutes from './store/checkout-recovery';
import courierWebhookRoutes from './webhooks/courier-webhooks';
import deliveryEstimateRoutes from './store/delivery-estimate';
import designRoutes from './store/designs';
import designPreviewRoutes from './store/design-previews';
import eventRoutes from './store/events';
import invoiceRoutes from './store/invoices';
import objectRoutes from './store/objects';
import paymentWebhookRoutes from './webhooks/payment-webhooks';
import previewRoutes from './store/previews';
import probeRoutes from './store/probes';
import productRoutes from './store/products';
import proofRoutes from './store/proofs';
import reviewRoutes from './store/reviews';
import shopSettingsRoutes from './admin/shop-settings';
import shopperOrderRoutes from './store/shopper-orders';
import spaRoutes from './store/spa';
import whatsappWebhookRoutes from './webhooks/whatsapp-webhook';
import { sessionSecret } from '../platform/auth/session-secret';

/** One route plugin registered on the app with its options; the services it calls are there already. */
export type RouteRegistration = (app: FastifyInstance, config: AppConfig) => PromiseLike<unknown>;

/**
 * Every route plugin by its area, one line each: a new area is its file in store/, admin/ or
 * webhooks/ (or a page's routes.ts) plus its line here, and route-table.test.ts fails when a route
 * file is missing from it. The app registers them in this order (tests may ask for a few areas,
 * see buildApp's `routes`). The order among routes does not matter to Fastify (it matches by path,
 * not by order), except that the shopper pages' catch-all (spa) stays last, after every path it
 * must not swallow.
 */
export const ROUTES = {
  probes: (app, config) => app.register(probeRoutes, { metricsToken: Boolean(config.METRICS_TOKEN) }),
  products: (app) => app.register(productRoutes),
  'design-previews': (app) => app.register(designPreviewRoutes),
  events: (app) => app.register(eventRoutes),
  cart: (app, config) => app.register(cartRoutes, { publicUrl: configuredOrigin(config) ?? undefined }),
  'cart-discounts': (app) => app.register(cartDiscountRoutes),
  previews: (app) => app.register(previewRoutes),
  objects: (app) => app.register(objectRoutes),
  'admin-session': (app, config) =>
    app.register(adminSessionRoutes, { notices: [publicUrlNotice(config)].filter((n) => n !== null) }),
  'admin-orders': (app, config) =>
    app.register(adminOrderRoutes, {
      origin: publicOrigin(config),
      // The proof links' HMAC key: the session secret, so links kept on orders need no new setting.
      proofLinkSecret: sessionSecret(config.SESSION_SECRET, config.dataDir),
    }),
  'admin-queue': (app) => app.register(adminQueueRoutes),
  'admin-privacy': (app) => app.register(adminPrivacyRoutes),
  'admin-insights': (app) => app.register(adminInsightRoutes),
  'admin-claims': (app) => app.register(adminClaimRoutes),
  'admin-claim-documents': (app) => app.register(adminClaimDocumentRoutes),
  proofs: (app) => app.register(proofRoutes),
  'admin-production': (app) => app.register(adminProductionRoutes),
  'admin-designs': (app) => app.register(adminDesignRoutes),
  'admin-machines': (app, config) => app.register(adminMachinesRoutes, { origin: publicOrigin(config) }),
  'admin-products': (app, config) =>
    app.register(adminProductRoutes, {
      shopifyAdmin: config.SHOPIFY_STORE_DOMAIN ? `https://${config.SHOPIFY_STORE_DOMAIN}/admin` : undefined,
    }),
  'shop-settings': (app) => app.register(shopSettingsRoutes),
  'admin-backups': (app, config) => app.register(adminBackupRoutes, { config }),
  'admin-coupons': (app) => app.register(adminCouponRoutes),
  'whatsapp-webhook': (app, config) =>
    app.register(whatsappWebhookRoutes, {
      appSecret: config.WHATSAPP_APP_SECRET,
      verifyToken: config.WHATSAPP_VERIFY_TOKEN,
    }),
  invoices: (app) => app.register(invoiceRoutes, { resolveOrderToken: (token) => orderIdForPageToken(app.db, token) }),
  'admin-payments': (app, config) => app.register(adminPaymentRoutes, { origin: publicOrigin(config) }),
  'admin-cod': (app) => app.register(adminCodRoutes),
  'admin-shipping': (app) => app.register(adminShippingRoutes),
  'courier-webhooks': (app) => app.register(courierWebhookRoutes),
  'delivery-estimate': (app) => app.register(deliveryEstimateRoutes),
  'payment-webhooks': (app) => app.register(paymentWebhookRoutes),
  'shopper-orders': (app) => app.register(shopperOrderRoutes),
  reviews: (app) => app.register(reviewRoutes),
  'checkout-recovery': (app) => app.register(checkoutRecoveryRoutes),
  'order-page': (app, config) => app.register(orderPageRoutes, { origin: publicOrigin(config) }),
  // The hosted checkout page exists only when carts are ours; Shopify's orders arrive by webhook.
  'checkout-page': async (app, config) => {
    if (config.COMMERCE_PROVIDER === 'local')
      await app.register(checkoutPageRoutes, {
        shopOrigin: publicOrigin(config),
        orderLimits: { perIp: config.ORDER_RATE_LIMIT, perPhone: config.ORDER_PHONE_RATE_LIMIT },
      });
  },
  'shopify-webhooks': async (app, config) => {
    if (config.COMMERCE_PROVIDER === 'shopify')
      await app.register(shopifyWebhookRoutes, {
        secret: config.SHOPIFY_WEBHOOK_SECRET,
        publicUrl: config.PUBLIC_URL,
        recordExternalOrder,
      });
  },
  'catalog-images': (app, config) => app.register(catalogImageRoutes, { dir: config.catalogImageDir }),
  designs: (app) => app.register(designRoutes),
  // Last: the shopper pages answer every path no route above took.
  spa: (app, config) =>
    app.register(spaRoutes, {
      dir: config.clientDir,
      links: createLinkHeads(app, publicOrigin(config), config.catalogImageDir),
    }),
} satisfies Record<string, RouteRegistration>;

/** A named group of routes: one route plugin (one file in store/, admin/, webhooks/ or a page). */
export type RouteArea = keyof typeof ROUTES;
