import type { Database } from '../platform/db/client';
import { analyticsEvents } from '../platform/db/schema';
import type { AnalyticsSink } from './types';

export function createDatabaseSink(db: Database): AnalyticsSink {
  return {
    name: 'database',
    async write(sessionId, events) {
      await db.insert(analyticsEvents).values(
        events.map((e) => ({
          name: e.name,
          sessionId,
          path: e.path,
          props: e.props,
          occurredAt: new Date(e.at),
        })),
      );
    },
  };
}
