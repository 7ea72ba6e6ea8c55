import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import errorHandler from './plugins/error-handler';
import securityHeaders from './plugins/security-headers';
import noStore from './plugins/no-store';
import gracefulClose from './plugins/graceful-close';
import database from './plugins/database';
import catalog from './plugins/catalog';
import analytics from './plugins/analytics';
import commerce from './plugins/commerce';
import storage from './plugins/storage';
import previews from './plugins/previews';
import rateLimits from './plugins/rate-limit';
import shopperRateLimits from './plugins/shopper-rate-limits';
import uploads from './plugins/uploads';
import auth from './plugins/auth';
import mail from './plugins/mail';
import orderEvents from './plugins/order-events';
import production from './plugins/production';
import payments from './plugins/payments';
import previewSweep from './plugins/preview-sweep';
import productRoutes from './routes/products';
import eventRoutes from './routes/events';
import catalogImageRoutes from './routes/catalog-images';
import spaRoutes from './routes/spa';
import cartRoutes from './routes/cart';
import previewRoutes from './routes/previews';
import objectRoutes from './routes/objects';
import checkoutPageRoutes from './checkout-page/routes';
import adminSessionRoutes from './routes/admin-session';
import adminOrderRoutes from './routes/admin-orders';
import adminQueueRoutes from './routes/admin-queue';
import proofRoutes from './routes/proofs';
import adminProductionRoutes from './routes/admin-production';
import adminProductRoutes from './routes/admin-products';
import adminInsightRoutes from './routes/admin-insights';
import shopifyWebhookRoutes from './commerce/shopify/webhooks/shopify-webhooks';
import invoices from './plugins/invoices';
import messages from './plugins/messages';
import whatsappWebhookRoutes from './routes/whatsapp-webhook';
import shopSettingsRoutes from './routes/shop-settings';
import adminCouponRoutes from './routes/admin-coupons';
import invoiceRoutes from './routes/invoices';
import paymentWebhookRoutes from './routes/payment-webhooks';
import shopperOrderRoutes from './routes/shopper-orders';
import orderPageRoutes from './order-page/routes';
import { orderIdForPageToken } from './orders/order-link';
import { orderMessageLinks } from './order-page/message-links';
import adminPaymentRoutes from './routes/admin-payments';
import designSweep from './plugins/design-sweep';
import designRoutes from './designs/routes';
import { addNoindexHeader } from './links/robots';
import { createLinkHeads } from './links/shopper-pages';
import { publicOrigin } from './links/public-origin';
import shipping from './plugins/shipping';
import adminShippingRoutes from './routes/admin-shipping';
import deliveryEstimateRoutes from './routes/delivery-estimate';
import courierWebhookRoutes from './routes/courier-webhooks';
import type { CourierProvider } from './shipping/types';
import reviewRequests from './plugins/review-requests';
import reviewRoutes from './routes/reviews';
import checkoutRecovery from './plugins/checkout-recovery';
import checkoutRecoveryRoutes from './routes/checkout-recovery';

export interface BuildOptions {
  /** PGlite folder, or 'memory://' for tests; ignored when DATABASE_URL is set. */
  pgliteDir?: string;
  /**
   * A database the caller opened and will close itself: tests lend each app a PGlite engine
   * they reset and reuse, since starting one costs about a second of CPU.
   */
  database?: DatabaseHandle;
  logger?: boolean;
  /** A courier provider to use instead of the configured one (tests point Shiprocket at its fake). */
  courier?: CourierProvider;
}

/**
 * The whole store as one Fastify instance: used by main.ts to listen and by tests to inject.
 * Order matters: the error handler and services come before the routes that use them.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    // Whose X-Forwarded-* headers to believe: the per-IP rate limit and HSTS depend on it, and a
    // client can write those headers itself, so only the configured proxies are trusted.
    trustProxy: config.TRUST_PROXY,
    // Request ids come from a load balancer's header when there is one.
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // A slow or stalled body is cut off (408) rather than holding its socket forever. Node checks
    // the deadline every connectionsCheckingInterval (30 s by default), so check each second.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: { connectionsCheckingInterval: 1000, headersTimeout: Math.min(config.REQUEST_TIMEOUT_MS, 20_000) },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(securityHeaders);
  // Before every route plugin: a hook reaches only the contexts registered after it.
  addNoindexHeader(app);
  await app.register(noStore);
  await app.register(gracefulClose);
  await app.register(database, { config, pgliteDir: options.pgliteDir, lent: options.database });
  // Storage before the catalogue: synced product images are kept in the object store.
  await app.register(storage, { config });
  await app.register(catalog, { config });
  await app.register(analytics, { config });
  await app.register(commerce, { config });
  await app.register(previews, { config });
  await app.register(rateLimits, { config });
  await app.register(shopperRateLimits, { config });
  await app.register(uploads, { config });
  await app.register(auth, { config });
  await app.register(mail, { config });
  await app.register(orderEvents);
  await app.register(invoices);
  await app.register(messages, {
    config,
    links: orderMessageLinks(app.db, config.PUBLIC_URL),
  });
  await app.register(production);
  await app.register(reviewRequests, { publicUrl: config.PUBLIC_URL });
  await app.register(checkoutRecovery, { config });
  await app.register(payments, { config });
  await app.register(shipping, { config, courier: options.courier });
  await app.register(previewSweep, { config });
  await app.register(designSweep);

  await app.register(productRoutes);
  await app.register(eventRoutes);
  await app.register(cartRoutes, { publicUrl: config.PUBLIC_URL });
  await app.register(previewRoutes);
  await app.register(objectRoutes);
  await app.register(adminSessionRoutes);
  await app.register(adminOrderRoutes, { publicUrl: config.PUBLIC_URL });
  await app.register(adminQueueRoutes);
  await app.register(adminInsightRoutes);
  await app.register(proofRoutes);
  await app.register(adminProductionRoutes);
  await app.register(adminProductRoutes, {
    shopifyAdmin: config.SHOPIFY_STORE_DOMAIN ? `https://${config.SHOPIFY_STORE_DOMAIN}/admin` : undefined,
  });
  await app.register(shopSettingsRoutes);
  await app.register(adminCouponRoutes);
  await app.register(whatsappWebhookRoutes, {
    appSecret: config.WHATSAPP_APP_SECRET,
    verifyToken: config.WHATSAPP_VERIFY_TOKEN,
  });
  await app.register(invoiceRoutes, {
    resolveOrderToken: (token) => orderIdForPageToken(app.db, token),
  });
  await app.register(adminPaymentRoutes, { publicUrl: config.PUBLIC_URL });
  await app.register(adminShippingRoutes);
  await app.register(deliveryEstimateRoutes);
  await app.register(courierWebhookRoutes);
  await app.register(paymentWebhookRoutes);
  await app.register(shopperOrderRoutes);
  await app.register(reviewRoutes);
  await app.register(checkoutRecoveryRoutes);
  await app.register(orderPageRoutes, { publicUrl: config.PUBLIC_URL });
  if (config.COMMERCE_PROVIDER === 'local')
    await app.register(checkoutPageRoutes, {
      publicUrl: config.PUBLIC_URL,
      orderLimits: { perIp: config.ORDER_RATE_LIMIT, perPhone: config.ORDER_PHONE_RATE_LIMIT },
    });
  if (config.COMMERCE_PROVIDER === 'shopify')
    await app.register(shopifyWebhookRoutes, { secret: config.SHOPIFY_WEBHOOK_SECRET, publicUrl: config.PUBLIC_URL });
  await app.register(catalogImageRoutes, { dir: config.catalogImageDir });
  await app.register(designRoutes);
  await app.register(spaRoutes, {
    dir: config.clientDir,
    links: createLinkHeads(app, publicOrigin(config), config.catalogImageDir),
  });
  return app;
}
