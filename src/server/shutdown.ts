import type { FastifyInstance } from 'fastify';

/**
 * Closes the app, finishing requests in flight, but never waits past `deadlineMs` for them: a
 * client that announced a body and stopped sending would otherwise hold SIGTERM up for as long as
 * it liked (the probe's slow body did). At the deadline every remaining socket is closed, so the
 * close hooks (database, queues) still run before the process exits.
 */
export async function closeWithDeadline(app: FastifyInstance, deadlineMs: number): Promise<void> {
  const timer = setTimeout(() => {
    app.log.warn({ deadlineMs }, 'shutdown deadline passed: closing the connections still open');
    app.server.closeAllConnections();
  }, deadlineMs);
  timer.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
}
