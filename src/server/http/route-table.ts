import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../platform/config';
import { recordExternalOrder } from '../orders/record-external-order';
import { configuredOrigin, publicOrigin, publicUrlNotice } from '../links/public-origin';
import { orderIdForPageToken } from '../orders/order-link';
import { sessionSecret } from '../platform/auth/session-secret';

/** One route plugin registered on the app with its options; the services it calls are there already. */
export type RouteRegistration = (app: FastifyInstance, config: AppConfig) => PromiseLike<unknown>;

/**
 * Every route plugin by its area, one line each: a new area is its file in store/, admin/ or
 * webhooks/ (or a page's routes.ts) plus its line here, and route-table.test.ts fails when a route
 * file is missing from it. The app registers them in this order (tests may ask for a few areas,
 * see buildApp's `routes`). Each imports its plugin only when registered: the route modules are
 * about a quarter of the server's module graph, which a test of one or two areas need not load
 * (the store loads them all at start-up, as before). The order among routes does not matter to Fastify (it matches by path,
 * not by order), except that the shopper pages' catch-all (spa) stays last, after every path it
 * must not swallow.
 */
export const ROUTES = {
  probes: async (app, config) =>
    app.register((await import('./store/probes')).default, { metricsToken: Boolean(config.METRICS_TOKEN) }),
  products: async (app) => app.register((await import('./store/products')).default),
  'design-previews': async (app) => app.register((await import('./store/design-previews')).default),
  events: async (app) => app.register((await import('./store/events')).default),
  cart: async (app, config) =>
    app.register((await import('./store/cart')).default, { publicUrl: configuredOrigin(config) ?? undefined }),
  'cart-discounts': async (app) => app.register((await import('./store/cart-discounts')).default),
  previews: async (app) => app.register((await import('./store/previews')).default),
  objects: async (app) => app.register((await import('./store/objects')).default),
  'admin-session': async (app, config) =>
    app.register((await import('./admin/admin-session')).default, {
      notices: [publicUrlNotice(config)].filter((n) => n !== null),
    }),
  'admin-orders': async (app, config) =>
    app.register((await import('./admin/admin-orders')).default, {
      origin: publicOrigin(config),
      // The proof links' HMAC key: the session secret, so links kept on orders need no new setting.
      proofLinkSecret: sessionSecret(config.SESSION_SECRET, config.dataDir),
    }),
  'admin-queue': async (app) => app.register((await import('./admin/admin-queue')).default),
  'admin-privacy': async (app) => app.register((await import('./admin/admin-privacy')).default),
  'admin-insights': async (app) => app.register((await import('./admin/admin-insights')).default),
  'admin-claims': async (app) => app.register((await import('./admin/admin-claims')).default),
  'admin-claim-documents': async (app) => app.register((await import('./admin/admin-claim-documents')).default),
  proofs: async (app) => app.register((await import('./store/proofs')).default),
  'admin-production': async (app) => app.register((await import('./admin/admin-production')).default),
  'admin-designs': async (app) => app.register((await import('./admin/admin-designs')).default),
  'admin-machines': async (app, config) =>
    app.register((await import('./admin/admin-machines')).default, { origin: publicOrigin(config) }),
  'admin-products': async (app, config) =>
    app.register((await import('./admin/admin-products')).default, {
      shopifyAdmin: config.SHOPIFY_STORE_DOMAIN ? `https://${config.SHOPIFY_STORE_DOMAIN}/admin` : undefined,
    }),
  'shop-settings': async (app) => app.register((await import('./admin/shop-settings')).default),
  'admin-backups': async (app, config) => app.register((await import('./admin/admin-backups')).default, { config }),
  'admin-coupons': async (app) => app.register((await import('./admin/admin-coupons')).default),
  'whatsapp-webhook': async (app, config) =>
    app.register((await import('./webhooks/whatsapp-webhook')).default, {
      appSecret: config.WHATSAPP_APP_SECRET,
      verifyToken: config.WHATSAPP_VERIFY_TOKEN,
    }),
  invoices: async (app) =>
    app.register((await import('./store/invoices')).default, {
      resolveOrderToken: (token) => orderIdForPageToken(app.db, token),
    }),
  'admin-payments': async (app, config) =>
    app.register((await import('./admin/admin-payments')).default, { origin: publicOrigin(config) }),
  'admin-cod': async (app) => app.register((await import('./admin/admin-cod')).default),
  'admin-shipping': async (app) => app.register((await import('./admin/admin-shipping')).default),
  'courier-webhooks': async (app) => app.register((await import('./webhooks/courier-webhooks')).default),
  'delivery-estimate': async (app) => app.register((await import('./store/delivery-estimate')).default),
  'payment-webhooks': async (app) => app.register((await import('./webhooks/payment-webhooks')).default),
  'shopper-orders': async (app) => app.register((await import('./store/shopper-orders')).default),
  reviews: async (app) => app.register((await import('./store/reviews')).default),
  'checkout-recovery': async (app) => app.register((await import('./store/checkout-recovery')).default),
  'order-page': async (app, config) =>
    app.register((await import('./pages/order/routes')).default, { origin: publicOrigin(config) }),
  // The hosted checkout page exists only when carts are ours; Shopify's orders arrive by webhook.
  'checkout-page': async (app, config) => {
    if (config.COMMERCE_PROVIDER === 'local')
      await app.register((await import('./pages/checkout/routes')).default, {
        shopOrigin: publicOrigin(config),
        orderLimits: { perIp: config.ORDER_RATE_LIMIT, perPhone: config.ORDER_PHONE_RATE_LIMIT },
      });
  },
  'shopify-webhooks': async (app, config) => {
    if (config.COMMERCE_PROVIDER === 'shopify')
      await app.register((await import('./webhooks/shopify-webhooks')).default, {
        secret: config.SHOPIFY_WEBHOOK_SECRET,
        publicUrl: config.PUBLIC_URL,
        recordExternalOrder,
      });
  },
  'catalog-images': async (app, config) =>
    app.register((await import('./store/catalog-images')).default, { dir: config.catalogImageDir }),
  designs: async (app) => app.register((await import('./store/designs')).default),
  // Last: the shopper pages answer every path no route above took.
  spa: async (app, config) =>
    app.register((await import('./store/spa')).default, {
      dir: config.clientDir,
      links: (await import('./store/shopper-pages')).createLinkHeads(app, publicOrigin(config), config.catalogImageDir),
    }),
} satisfies Record<string, RouteRegistration>;

/** A named group of routes: one route plugin (one file in store/, admin/, webhooks/ or a page). */
export type RouteArea = keyof typeof ROUTES;
