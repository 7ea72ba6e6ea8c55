import type { FastifyInstance } from 'fastify';

/**
 * GET /healthz: the process answers (no I/O). GET /readyz: it can serve shoppers (200), or 503 with
 * the failing part named. GET /metrics on the shop's port only with METRICS_TOKEN as a bearer token
 * (401 otherwise, and not counted); with METRICS_PORT it is also served on that port, without one.
 */
export default async function probeRoutes(app: FastifyInstance, opts: { metricsToken: boolean }) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    const report = await app.readiness();
    reply.header('cache-control', 'no-store');
    return reply
      .code(report.ready ? 200 : 503)
      .send({ status: report.ready ? 'ready' : 'not ready', checks: report.checks });
  });
  if (!opts.metricsToken) return;
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!app.metricsAuthorized(request))
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
    const { contentType, body } = await app.metricsText();
    return reply.type(contentType).send(body);
  });
}
