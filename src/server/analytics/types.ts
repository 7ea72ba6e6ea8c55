import type { AnalyticsEvent } from '../../contracts/events';

/** Somewhere analytics events go. The database sink always runs; others are switched on by env. */
export interface AnalyticsSink {
  readonly name: string;
  write(sessionId: string, events: AnalyticsEvent[]): Promise<void>;
}
