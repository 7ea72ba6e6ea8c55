import type { FastifyInstance } from 'fastify';

/** However busy the server is, a shutdown ends this many deadlines after it began. */
const HARD_DEADLINE_FACTOR = 4;

/**
 * Closes the app, finishing requests in flight, but never waits past `deadlineMs` for a client
 * that is still sending its body: one that announced a body and stopped sending would otherwise
 * hold SIGTERM up for as long as it liked (the probe's slow body did). Requests the server is
 * still answering get longer, up to a hard deadline, when every remaining socket is closed; the
 * close hooks (database, queues) run before the process exits either way.
 */
export async function closeWithDeadline(app: FastifyInstance, deadlineMs: number): Promise<void> {
  const slowClients = setTimeout(() => {
    const unfinished = app.unfinishedUploads();
    if (unfinished.length > 0) app.log.warn({ deadlineMs, count: unfinished.length }, 'closing slow request bodies');
    for (const raw of unfinished) raw.socket.destroy();
  }, deadlineMs);
  const everything = setTimeout(() => {
    app.log.warn(
      { deadlineMs: deadlineMs * HARD_DEADLINE_FACTOR },
      'shutdown deadline passed: closing every connection',
    );
    app.server.closeAllConnections();
  }, deadlineMs * HARD_DEADLINE_FACTOR);
  slowClients.unref();
  everything.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(slowClients);
    clearTimeout(everything);
  }
}
