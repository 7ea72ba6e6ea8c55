import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';
import { checkReadiness, type ReadinessCheck } from './readiness';

/**
 * The preview worker's own port: GET /healthz (alive, no I/O), /readyz (its parts, 503 naming the
 * failing one, and 503 from the moment `closing()` is called) and /metrics. Nothing else.
 */
export async function startProbeServer(options: {
  port: number;
  host: string;
  checks: readonly ReadinessCheck[];
  metrics: Registry;
}): Promise<{ server: Server; closing(): void; close(): Promise<void> }> {
  let closing = false;
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const send = (status: number, type: string, body: string) =>
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    if (req.method !== 'GET') return send(405, 'text/plain', 'method not allowed');
    if (path === '/healthz') return send(200, 'application/json', JSON.stringify({ status: 'ok' }));
    if (path === '/readyz') {
      void checkReadiness(options.checks, { closing }).then((r) =>
        send(
          r.ready ? 200 : 503,
          'application/json',
          JSON.stringify({ status: r.ready ? 'ready' : 'not ready', checks: r.checks }),
        ),
      );
      return;
    }
    if (path === '/metrics') {
      void options.metrics.metrics().then(
        (body) => send(200, options.metrics.contentType, body),
        () => send(500, 'text/plain', 'metrics failed'),
      );
      return;
    }
    return send(404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    server,
    closing: () => void (closing = true),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
