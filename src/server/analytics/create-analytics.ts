import type { EventBatch } from '../../contracts/events';
import type { AppConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { createDatabaseSink } from './database-sink';
import { createRemoteSinks } from './remote-sinks';

export interface Analytics {
  record(batch: EventBatch): Promise<void>;
}

/** Stores every batch; the remote sinks config switches on get a copy and their failures are only logged. */
export function createAnalytics(
  config: AppConfig,
  deps: { db: Database; log: { warn(obj: object, msg: string): void } },
): Analytics {
  const primary = createDatabaseSink(deps.db);
  const remotes = createRemoteSinks(config);
  return {
    async record(batch) {
      await primary.write(batch.sessionId, batch.events);
      for (const sink of remotes) {
        sink
          .write(batch.sessionId, batch.events)
          .catch((err: unknown) => deps.log.warn({ err, sink: sink.name }, 'analytics sink failed'));
      }
    },
  };
}
