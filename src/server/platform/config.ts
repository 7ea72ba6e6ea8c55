import { resolve } from 'node:path';
import { z } from 'zod';

/*
 * The AI providers' default models, here for config and the adapters (config sits below every
 * seam, so the adapters import it, never the other way round). Both are checked against the models
 * the vendors' own SDK types list (previews/ai-sdk-types.check.ts), so `npm run typecheck` fails
 * when a package update drops one.
 */

/** gpt-image-1 was shut down on 2026-10-23; the `openai` package names gpt-image-1.5 as the edits default. */
export const DEFAULT_OPENAI_IMAGE_MODEL = 'gpt-image-1.5';

export const DEFAULT_GEMINI_IMAGE_MODEL = 'gemini-2.5-flash-image';

/**
 * Environment, parsed once at start-up. Every seam's implementation is picked here from env;
 * a bad or missing variable is named in the error so a newcomer knows what to fix.
 */
const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  /**
   * The address the server listens on: every interface (0.0.0.0) by default, so other machines on
   * the network reach it; 127.0.0.1 (or ::1) keeps it to this computer, behind a proxy on the same
   * machine. An IP address or a host name such as localhost.
   */
  HOST: z
    .string()
    .default('0.0.0.0')
    .refine(
      (v) =>
        z.ipv4().safeParse(v).success ||
        z.ipv6().safeParse(v).success ||
        /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/i.test(v),
      {
        message: 'an IP address to listen on, e.g. 0.0.0.0 (every interface) or 127.0.0.1 (this computer only)',
      },
    ),
  DATA_DIR: z.string().default('./data'),
  /** Where the drawn catalogue images live; shared between test runs to avoid redrawing. */
  CATALOG_IMAGE_DIR: z.string().optional(),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /**
   * Put in front of every key and channel name this store uses in Redis, so two shops (or two test
   * runs) can share one Redis without meeting. Unset: the names the store has always used.
   */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, 'letters, digits, - and _, at most 40, e.g. shop-two')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Proxies whose X-Forwarded-For/-Proto to trust: 'loopback' by default; behind a load balancer
   * its address range (e.g. '10.0.0.0/8') or a hop count ('1').
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): string | boolean | ((address: string, hop: number) => boolean) => {
      if (/^\d+$/.test(v)) return (_address, hop) => hop < Number(v);
      return v === 'true' ? true : v === 'false' ? false : v;
    }),
  /** A request whose headers and body have not all arrived by then gets 408 and is closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(30_000),
  /** On SIGTERM, how long requests in flight may take before their connections are closed; 5 s leaves
   * room for the close hooks (measured 2.4 s on a busy 2-core machine) within a 10 s grace period. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Prometheus metrics (docs/operations.md): on a port of their own when METRICS_PORT is set (bind
   * it to a private interface), and at /metrics on the shop's port only with METRICS_TOKEN as a
   * bearer token. Neither set: no metrics endpoint at all.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_TOKEN: z
    .string()
    .min(24, 'at least 24 characters, e.g. openssl rand -hex 24')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The preview worker's /healthz, /readyz and /metrics (`npm run worker`); 0 turns them off. */
  WORKER_PORT: z.coerce.number().int().min(0).max(65535).default(5001),
  /**
   * The shop's address as shoppers reach it: every link the shop sends is made from it
   * (links/public-origin.ts), never from a request's Host. Required when NODE_ENV=production.
   */
  PUBLIC_URL: optionalUrl.refine((v) => v === undefined || /^https?:\/\/[^/?#]+\/?$/i.test(v), {
    message: "the shop's address with http:// or https:// and nothing after the host, e.g. https://shop.example.in",
  }),
  COMMERCE_PROVIDER: z.enum(['local', 'shopify']).default('local'),
  SHOPIFY_STORE_DOMAIN: z.string().optional(),
  SHOPIFY_STOREFRONT_TOKEN: z.string().optional(),
  SHOPIFY_API_VERSION: z.string().default('2026-07'),
  SHOPIFY_API_URL: optionalUrl,
  /** Server-to-server Storefront token; preferred over the public one, and forwards the buyer's IP. */
  SHOPIFY_STOREFRONT_PRIVATE_TOKEN: z.string().optional(),
  /** The three collections the catalogue is synced from, in category order: Mugs, Nameplates, Kids Buntings. */
  SHOPIFY_COLLECTIONS: z
    .string()
    .default('mugs,nameplates,kids-buntings')
    .transform((v) => v.split(',').map((h) => h.trim()))
    .refine((handles) => handles.length === 3 && handles.every((h) => /^[a-z0-9][a-z0-9-]*$/.test(h)), {
      message: 'three collection handles, comma-separated, e.g. mugs,nameplates,kids-buntings',
    }),
  /** The product metafield namespace holding rating, badges and print areas (docs/shopify.md). */
  SHOPIFY_METAFIELD_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9_-]{2,255}$/i)
    .default('kaarigar'),
  SHOPIFY_SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  /** Products per Storefront API page during the sync (Shopify allows up to 250). */
  SHOPIFY_SYNC_PAGE_SIZE: z.coerce.number().int().min(1).max(250).default(50),
  /** Where requests for Shopify's image CDN go instead of its own host (tests, a caching proxy). */
  SHOPIFY_CDN_URL: optionalUrl,
  /** The app's client secret: orders/create webhooks are verified with it. */
  SHOPIFY_WEBHOOK_SECRET: z.string().optional(),
  /**
   * Online payment (issue 20, docs/payments.md). Unset: pay on delivery. Setting any RAZORPAY_ key
   * picks razorpay; all three keys are then needed.
   */
  PAYMENT_PROVIDER: z.enum(['none', 'razorpay']).optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com/v1'),
  /** How often (seconds) unpaid orders are checked with the provider and expired ones cancelled. */
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /**
   * Couriers (issue 28, src/server/shipping/). Unset: manual (the owner types the courier and AWB).
   * Setting SHIPROCKET_EMAIL picks shiprocket; its API user's password and the pickup location's
   * nickname are then needed. The webhook token is the one typed in Shiprocket's panel.
   */
  SHIPPING_PROVIDER: z.enum(['manual', 'shiprocket']).optional(),
  SHIPROCKET_EMAIL: z.string().optional(),
  SHIPROCKET_PASSWORD: z.string().optional(),
  SHIPROCKET_PICKUP_LOCATION: z.string().optional(),
  SHIPROCKET_WEBHOOK_TOKEN: z.string().optional(),
  SHIPROCKET_API_URL: z.string().url().default('https://apiv2.shiprocket.in/v1/external'),
  /** How often (seconds) waiting bookings are retried and, for shops without the webhook, parcels tracked. */
  SHIPPING_POLL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
  PREVIEW_PROVIDER: z.enum(['compositor', 'openai', 'gemini']).default('compositor'),
  PREVIEW_FALLBACK: z.enum(['compositor', 'none']).default('compositor'),
  PREVIEW_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  PREVIEW_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** With REDIS_URL: whether each server also consumes the preview queue (workers add capacity). */
  PREVIEW_EMBEDDED_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  OPENAI_IMAGE_MODEL: z.string().default(DEFAULT_OPENAI_IMAGE_MODEL),
  GEMINI_API_KEY: z.string().optional(),
  GEMINI_BASE_URL: z.string().url().default('https://generativelanguage.googleapis.com/v1beta'),
  GEMINI_IMAGE_MODEL: z.string().default(DEFAULT_GEMINI_IMAGE_MODEL),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Requests per minute per IP on the costly preview and upload calls. */
  PREVIEW_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Stored previews no cart line or order references are deleted this many hours after they were made (0: never). */
  PREVIEW_MAX_AGE_HOURS: z.coerce.number().int().min(0).default(168),
  /** Cart writes (add, update, remove) per minute per IP. */
  CART_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Orders placed at the checkout per hour per IP, and per mobile number (anyone can type a stranger's). */
  ORDER_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  ORDER_PHONE_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Analytics batches per minute per IP (the browser sends one every few seconds at most). */
  EVENT_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Comma-separated analytics sinks besides the database: ga4, posthog. */
  ANALYTICS_SINKS: z.string().default(''),
  GA4_MEASUREMENT_ID: z.string().optional(),
  GA4_API_SECRET: z.string().optional(),
  POSTHOG_API_KEY: z.string().optional(),
  POSTHOG_HOST: z.string().url().default('https://app.posthog.com'),
  /**
   * Signs the staff session cookie (at least 32 characters). When unset, one is generated once
   * and kept in DATA_DIR/session-secret; set it when several servers share the sessions.
   */
  SESSION_SECRET: z.string().min(32).optional(),
  /** smtp://user:pass@host:port or smtps://...: proofs are emailed; unset keeps them in the outbox. */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Kaarigar <orders@localhost>'),
  /** Meta's Graph API base with its version; tests point it at the local fake (docs/messages.md). */
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v26.0'),
  /** A system user's access token with whatsapp_business_messaging; with the phone number id, turns WhatsApp on. */
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/)
    .optional(),
  /** The Meta app's secret: status webhooks are verified with it (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: z.string().optional(),
  /** Any string of yours, typed into the webhook's set-up in the Meta app dashboard too. */
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  /** Templates are named <prefix><event>, e.g. kaarigar_placed, approved in English (en) and Hindi (hi). */
  WHATSAPP_TEMPLATE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_]*$/)
    .default('kaarigar_'),
  /** Waits between a message's attempts, comma-separated milliseconds; one attempt more than waits. */
  MESSAGE_RETRY_DELAYS_MS: z
    .string()
    .default('5000,30000,120000')
    .transform((v) => v.split(',').filter(Boolean).map(Number))
    .refine((delays) => delays.length <= 10 && delays.every((d) => Number.isInteger(d) && d >= 0 && d <= 3_600_000), {
      message: 'comma-separated whole milliseconds, e.g. 5000,30000,120000',
    }),
});

export type Env = z.infer<typeof envSchema>;

/** Every variable the store reads at start-up; `.env.example` lists each (config.test.ts). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

/** Every name the store gives its state in Redis: queues, rate-limit counters, sign-in locks, the catalogue channel. */
export interface RedisNames {
  /** BullMQ's key prefix: a queue's keys are <queuePrefix>:<queue>:... */
  queuePrefix: string;
  rateLimit: string;
  loginThrottle: string;
  catalogueChannel: string;
  /** Kept courier answers (serviceability), shared by every server. */
  courierCache: string;
  /** Claims of periodic tasks' runs (platform/jobs/run-lock.ts): <periodicLock><task name>. */
  periodicLock: string;
}

/** The names under REDIS_KEY_PREFIX; without one, the names used before it existed, so queued jobs carry on. */
export function redisNames(config: Pick<Env, 'REDIS_KEY_PREFIX'>): RedisNames {
  const p = config.REDIS_KEY_PREFIX ? `${config.REDIS_KEY_PREFIX}:` : '';
  return {
    queuePrefix: `${p}bull`,
    rateLimit: `${p}kaarigar-rl-`,
    loginThrottle: `${p}kaarigar-login:`,
    catalogueChannel: `${p}catalogue_changed`,
    courierCache: `${p}kaarigar-courier:`,
    periodicLock: `${p}kaarigar-periodic:`,
  };
}

export interface AppConfig extends Omit<Env, 'PAYMENT_PROVIDER' | 'SHIPPING_PROVIDER'> {
  PAYMENT_PROVIDER: 'none' | 'razorpay';
  SHIPPING_PROVIDER: 'manual' | 'shiprocket';
  dataDir: string;
  catalogImageDir: string;
  objectDir: string;
  clientDir: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Env> = {}): AppConfig {
  const parsed = envSchema.safeParse({ ...pickDefined(env), ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Every link the shop sends is made from PUBLIC_URL: in production, a link to this machine's
  // localhost (or to whatever Host a request named) is one no shopper can open (issue 39 item 11).
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL)
    throw new ConfigError(
      `NODE_ENV=production needs PUBLIC_URL, the shop's address as shoppers reach it (e.g. PUBLIC_URL=https://shop.example.in, ` +
        `or PUBLIC_URL=http://localhost:${e.PORT} to try the store on this computer): every link the shop sends is made from it.`,
    );
  // PUBLIC_URL: each cart line's _proof link (shown in Shopify admin) must name the shop itself,
  // never a Host a shopper's request chose. The webhook secret: without it every order is refused.
  requireFor(
    e.COMMERCE_PROVIDER === 'shopify',
    e,
    ['SHOPIFY_STORE_DOMAIN', 'PUBLIC_URL', 'SHOPIFY_WEBHOOK_SECRET'],
    'COMMERCE_PROVIDER=shopify',
  );
  if (e.COMMERCE_PROVIDER === 'shopify' && !e.SHOPIFY_STOREFRONT_TOKEN && !e.SHOPIFY_STOREFRONT_PRIVATE_TOKEN)
    throw new ConfigError(
      'COMMERCE_PROVIDER=shopify needs SHOPIFY_STOREFRONT_PRIVATE_TOKEN (or SHOPIFY_STOREFRONT_TOKEN)',
    );
  requireFor(Boolean(e.WHATSAPP_TOKEN), e, ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET'], 'WHATSAPP_TOKEN');
  requireFor(e.PREVIEW_PROVIDER === 'openai', e, ['OPENAI_API_KEY'], 'PREVIEW_PROVIDER=openai');
  requireFor(e.PREVIEW_PROVIDER === 'gemini', e, ['GEMINI_API_KEY'], 'PREVIEW_PROVIDER=gemini');
  requireFor(
    e.STORAGE_DRIVER === 's3',
    e,
    ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    'STORAGE_DRIVER=s3',
  );
  const razorpayKeys = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;
  const paymentProvider =
    e.PAYMENT_PROVIDER ?? (razorpayKeys.some((k) => e[k]) ? ('razorpay' as const) : ('none' as const));
  requireFor(paymentProvider === 'razorpay', e, [...razorpayKeys], 'PAYMENT_PROVIDER=razorpay');
  const shippingProvider = e.SHIPPING_PROVIDER ?? (e.SHIPROCKET_EMAIL ? ('shiprocket' as const) : ('manual' as const));
  requireFor(
    shippingProvider === 'shiprocket',
    e,
    ['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD', 'SHIPROCKET_PICKUP_LOCATION'],
    'SHIPPING_PROVIDER=shiprocket',
  );
  const dataDir = resolve(e.DATA_DIR);
  return {
    ...e,
    PAYMENT_PROVIDER: paymentProvider,
    SHIPPING_PROVIDER: shippingProvider,
    dataDir,
    catalogImageDir: resolve(e.CATALOG_IMAGE_DIR ?? `${dataDir}/catalog-images`),
    objectDir: resolve(dataDir, 'objects'),
    clientDir: resolve('dist/client'),
  };
}

function requireFor(when: boolean, env: Env, keys: (keyof Env)[], because: string): void {
  if (!when) return;
  const missing = keys.filter((k) => !env[k]);
  if (missing.length > 0) throw new ConfigError(`${because} needs ${missing.join(', ')}`);
}

function pickDefined(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}
