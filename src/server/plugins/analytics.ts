import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EventBatch } from '../../contracts/events';
import type { AppConfig } from '../config';
import { createDatabaseSink } from '../analytics/database-sink';
import { createRemoteSinks } from '../analytics/remote-sinks';

declare module 'fastify' {
  interface FastifyInstance {
    analytics: { record(batch: EventBatch): Promise<void> };
  }
}

/** Stores every batch; remote sinks get a copy and their failures are only logged. */
export default fp(
  async function analytics(app: FastifyInstance, opts: { config: AppConfig }) {
    const primary = createDatabaseSink(app.db);
    const remotes = createRemoteSinks(opts.config);
    app.decorate('analytics', {
      async record(batch: EventBatch) {
        await primary.write(batch.sessionId, batch.events);
        for (const sink of remotes) {
          sink
            .write(batch.sessionId, batch.events)
            .catch((err: unknown) => app.log.warn({ err, sink: sink.name }, 'analytics sink failed'));
        }
      },
    });
  },
  { name: 'analytics', dependencies: ['database'] },
);
