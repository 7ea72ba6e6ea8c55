import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { redisNames, type AppConfig } from '../../platform/config';
import { startPeriodicTask, type PeriodicTask } from '../../platform/jobs/periodic-task';
import { redisRunLock, type RunLock } from '../../platform/jobs/run-lock';

export interface PeriodicTaskOptions {
  name: string;
  everyMs: number;
  firstAfterMs?: number;
  run: () => Promise<unknown>;
  /**
   * True for work every server must do for itself (reloading its own catalogue); otherwise, with
   * Redis, the servers run the task once a period between them.
   */
  everyServer?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts a periodic task (platform/jobs/periodic-task.ts) with the server's log and, when the
     * shop has Redis, its run lock. The caller stops it in its own onClose hook, before what the
     * task uses closes.
     */
    periodicTask: (options: PeriodicTaskOptions) => PeriodicTask;
  }
}

/**
 * Issue 40: the one way the server runs work on a timer (the sweeps, the reconciler, the poller,
 * the catalogue sync). With REDIS_URL the tasks' runs are claimed in Redis, so a fleet runs each
 * sweep once a period rather than once per server.
 */
export default fp(
  async function periodicTasks(app: FastifyInstance, opts: { config: AppConfig }) {
    let lock: RunLock | undefined;
    if (opts.config.REDIS_URL) {
      // Claims asked before the connection is up wait for it (the offline queue); one that cannot
      // be answered fails after a retry, and the run goes ahead (periodic-task.ts).
      const redis = new Redis(opts.config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
      redis.on('error', () => undefined);
      lock = redisRunLock(redis, redisNames(opts.config).periodicLock);
      // Registered before the plugins that start tasks, so this runs after their tasks stopped.
      app.addHook('onClose', async () => void redis.disconnect());
    }
    app.decorate('periodicTask', (options: PeriodicTaskOptions) =>
      startPeriodicTask({
        name: options.name,
        everyMs: options.everyMs,
        firstAfterMs: options.firstAfterMs,
        run: options.run,
        log: app.log,
        lock: options.everyServer ? undefined : lock,
      }),
    );
  },
  { name: 'periodic-tasks' },
);
