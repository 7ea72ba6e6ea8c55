import { createServer, type Server } from 'node:http';
import { timingSafeEqual, createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Queue } from 'bullmq';
import { Gauge, Registry } from 'prom-client';
import { redisNames, type AppConfig } from '../../platform/config';
import type { DatabaseHandle } from '../../platform/db/client';
import { httpDuration, httpRequests, processMetrics, webhookDeliveries } from '../../platform/metrics/registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus text of every metric (process-wide counters and this app's gauges). */
    metricsText(): Promise<{ contentType: string; body: string }>;
    /** Whether a request may read /metrics on the shop's port: METRICS_TOKEN as its bearer token. */
    metricsAuthorized(request: FastifyRequest): boolean;
  }
}

/** Probes and the metrics endpoint are not traffic: they stay out of the request figures. */
const NOT_TRAFFIC = new Set(['/healthz', '/readyz', '/metrics']);
/** The queues this store fills (previews, messages, checkout reminders): their depth by state. */
const QUEUES = ['kaarigar-previews', 'messages', 'checkout-reminders'];
const PAYMENT_PROVIDERS = new Set(['razorpay', 'pay_on_delivery']);

/** A webhook route's provider, from the route pattern (never from a raw path an attacker chose). */
function webhookProvider(route: string, params: unknown): string | null {
  if (!route.startsWith('/api/webhooks/')) return null;
  if (route === '/api/webhooks/payments/:provider') {
    const provider = (params as { provider?: unknown } | undefined)?.provider;
    return typeof provider === 'string' && PAYMENT_PROVIDERS.has(provider) ? provider : 'unknown';
  }
  if (route === '/api/webhooks/razorpay') return 'razorpay';
  if (route.startsWith('/api/webhooks/courier')) return 'courier';
  if (route.startsWith('/api/webhooks/shopify')) return 'shopify';
  if (route.startsWith('/api/webhooks/whatsapp')) return 'whatsapp';
  return 'other';
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Gauges read at scrape time: orders, outbox, queues, database pool. */
function appGauges(app: FastifyInstance, config: AppConfig, poolStats?: DatabaseHandle['poolStats']): Registry {
  const registry = new Registry();
  new Gauge({
    name: 'kaarigar_orders',
    help: 'Orders in the database, by status and payment status (placed = every order; paid = payment_status paid)',
    labelNames: ['status', 'payment_status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const found = await app.db.execute(
        sql`select status, payment_status, count(*)::int as n from orders group by status, payment_status`,
      );
      for (const r of rows<{ status: string; payment_status: string; n: number }>(found))
        this.set({ status: r.status, payment_status: r.payment_status }, Number(r.n));
    },
  });
  new Gauge({
    name: 'kaarigar_messages',
    help: 'Shopper messages by channel and state: queued/sending/outbox are the backlog, failed the failures',
    labelNames: ['channel', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const found = await app.db.execute(
        sql`select channel, state, count(*)::int as n from messages group by channel, state`,
      );
      for (const r of rows<{ channel: string; state: string; n: number }>(found))
        this.set({ channel: r.channel, state: r.state }, Number(r.n));
    },
  });
  if (poolStats)
    new Gauge({
      name: 'kaarigar_db_pool_clients',
      help: 'PostgreSQL pool clients: total, idle, and callers waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = poolStats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'in_use' }, s.total - s.idle);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
  if (config.REDIS_URL) {
    const url = new URL(config.REDIS_URL);
    const connection = {
      host: url.hostname,
      port: Number(url.port || 6379),
      db: Number(url.pathname.slice(1) || 0),
      ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
      ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    };
    const queues = QUEUES.map((name) => new Queue(name, { connection, prefix: redisNames(config).queuePrefix }));
    app.addHook('onClose', async () => {
      await Promise.all(queues.map((q) => q.close().catch(() => undefined)));
    });
    new Gauge({
      name: 'kaarigar_queue_jobs',
      help: 'BullMQ jobs per queue and state (waiting, active, delayed, failed)',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        await Promise.all(
          queues.map(async (queue) => {
            try {
              const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
              for (const [state, n] of Object.entries(counts)) this.set({ queue: queue.name, state }, n);
            } catch {
              // Redis away: the queue's figures are missing from this scrape; /readyz names it.
            }
          }),
        );
      },
    });
  }
  return registry;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export default fp(
  async function metrics(app: FastifyInstance, opts: { config: AppConfig }) {
    const { config } = opts;
    const gauges = appGauges(app, config, app.dbPoolStats);
    const merged = Registry.merge([processMetrics, gauges]);
    app.decorate('metricsText', async () => ({ contentType: merged.contentType, body: await merged.metrics() }));
    const expected = config.METRICS_TOKEN ? digest(`Bearer ${config.METRICS_TOKEN}`) : null;
    app.decorate('metricsAuthorized', (request: FastifyRequest) => {
      const given = request.headers.authorization;
      return expected !== null && typeof given === 'string' && timingSafeEqual(digest(given), expected);
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const method = request.method;
      const ms = Math.round(reply.elapsedTime * 10) / 10;
      // The request's one log line (app.ts turns Fastify's own two off): no URL, query, header or body.
      request.log.info({ route, method, status: reply.statusCode, ms }, 'request');
      if (NOT_TRAFFIC.has(route)) return;
      httpRequests.inc({ method, route, status: String(reply.statusCode) });
      httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
      const provider = method === 'POST' ? webhookProvider(route, request.params) : null;
      if (provider) {
        const outcome = reply.statusCode < 300 ? 'accepted' : reply.statusCode < 500 ? 'rejected' : 'failed';
        webhookDeliveries.inc({ provider, outcome });
      }
    });

    // Its own port: what a scraper inside the private network reads, with no token.
    if (config.METRICS_PORT) {
      let server: Server | undefined;
      app.addHook('onListen', async () => {
        server = createServer((req, res) => {
          if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
            res.writeHead(404).end();
            return;
          }
          merged
            .metrics()
            .then((body) => res.writeHead(200, { 'content-type': merged.contentType }).end(body))
            .catch(() => res.writeHead(500).end());
        });
        await new Promise<void>((resolve, reject) => {
          server?.once('error', reject);
          server?.listen(config.METRICS_PORT, config.HOST, () => resolve());
        });
      });
      app.addHook('onClose', async () => {
        await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      });
    }
  },
  { name: 'metrics', dependencies: ['database'] },
);
