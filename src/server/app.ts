import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './platform/config';
import type { DatabaseHandle } from './platform/db/client';
import errorHandler from './http/plugins/error-handler';
import securityHeaders from './http/plugins/security-headers';
import noStore from './http/plugins/no-store';
import gracefulClose from './http/plugins/graceful-close';
import database from './http/plugins/database';
import periodicTasks from './http/plugins/periodic-tasks';
import backgroundWork from './http/plugins/background-work';
import stockRefresh from './http/plugins/stock-refresh';
import catalog from './http/plugins/catalog';
import analytics from './http/plugins/analytics';
import commerce from './http/plugins/commerce';
import storage from './http/plugins/storage';
import previews from './http/plugins/previews';
import rateLimits from './http/plugins/rate-limit';
import shopperRateLimits from './http/plugins/shopper-rate-limits';
import uploads from './http/plugins/uploads';
import auth from './http/plugins/auth';
import mail from './http/plugins/mail';
import orderEvents from './http/plugins/order-events';
import production from './http/plugins/production';
import payments from './http/plugins/payments';
import codSweep from './http/plugins/cod-sweep';
import previewSweep from './http/plugins/preview-sweep';
import invoices from './http/plugins/invoices';
import messages from './http/plugins/messages';
import { orderMessageLinks } from './messages/message-links';
import designSweep from './http/plugins/design-sweep';
import backupScheduleTask from './http/plugins/backup-schedule';
import privacySweep from './http/plugins/privacy-sweep';
import claims from './http/plugins/claims';
import { addNoindexHeader } from './http/plugins/noindex-header';
import { ROUTES, type RouteArea } from './http/route-table';
import shipping from './http/plugins/shipping';
import type { CourierProvider } from './shipping/types';
import reviewRequests from './http/plugins/review-requests';
import { configuredOrigin, publicOrigin } from './links/public-origin';
import checkoutRecovery from './http/plugins/checkout-recovery';
import health from './http/plugins/health';
import metrics from './http/plugins/metrics';

/** What a logged request or reply shows: its method and route pattern, or its status code. */
const LOG_SERIALIZERS = {
  req: (req: { method?: string; routeOptions?: { url?: string } }) => ({
    method: req.method,
    route: req.routeOptions?.url ?? 'unmatched',
  }),
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
};

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
  /**
   * The route areas to register (http/route-table.ts), in the table's order whatever the order
   * here: every one when left out, as serve.ts does. An API test may name only the areas it calls:
   * registering all forty is most of a test app's build. The services are all there either way.
   */
  routes?: readonly RouteArea[];
}

/**
 * The whole store as one Fastify instance: used by main.ts to listen and by tests to inject.
 * Order matters: the error handler and services come before the routes that use them.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // One JSON line per request (http/plugins/metrics.ts logs it when the answer is sent), with the
    // route pattern and never the raw URL, its query, headers or cookies: a path can carry an
    // order-page token and a query a phone number. Error logs keep only the error.
    logger: options.logger === false ? false : { level: config.LOG_LEVEL, serializers: LOG_SERIALIZERS },
    logController: new LogController({ disableRequestLogging: true }),
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

  // The services, each a named plugin that lists the ones it needs (fastify-plugin's
  // `dependencies`), so Fastify refuses at start-up an order that would break them.
  await app.register(errorHandler);
  await app.register(securityHeaders);
  // Before every route plugin: a hook reaches only the contexts registered after it.
  addNoindexHeader(app);
  await app.register(noStore);
  await app.register(gracefulClose);
  await app.register(database, { config, pgliteDir: options.pgliteDir, lent: options.database });
  await app.register(periodicTasks, { config });
  await app.register(backgroundWork);
  // Storage before the catalogue: synced product images are kept in the object store.
  await app.register(storage, { config });
  await app.register(catalog, { config });
  await app.register(health, { config });
  await app.register(metrics, { config });
  await app.register(analytics, { config });
  await app.register(commerce, { config });
  await app.register(previews, { config });
  await app.register(rateLimits, { config });
  await app.register(shopperRateLimits, { config });
  await app.register(uploads, { config });
  await app.register(auth, { config });
  await app.register(mail, { config });
  await app.register(orderEvents);
  await app.register(stockRefresh, { config });
  await app.register(invoices);
  await app.register(messages, {
    config,
    links: orderMessageLinks(app.db, { publicUrl: configuredOrigin(config) ?? undefined, shop: publicOrigin(config) }),
  });
  await app.register(production);
  await app.register(reviewRequests, { publicUrl: configuredOrigin(config) ?? undefined });
  await app.register(checkoutRecovery, { config });
  await app.register(payments, { config });
  await app.register(codSweep, { config });
  await app.register(shipping, { config, courier: options.courier });
  await app.register(previewSweep, { config });
  await app.register(designSweep);
  await app.register(privacySweep);
  await app.register(backupScheduleTask, { config });
  await app.register(claims);

  // Then the routes, which call the services above; their one list is http/route-table.ts.
  for (const [area, register] of Object.entries(ROUTES))
    if (!options.routes || options.routes.includes(area as RouteArea)) await register(app, config);
  return app;
}
