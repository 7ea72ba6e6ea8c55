import type { AppConfig } from '../platform/config';
import type { AnalyticsSink } from './types';

/** GA4 Measurement Protocol: events are forwarded with the browser session as the client id. */
export function createGa4Sink(
  measurementId: string,
  apiSecret: string,
  fetchImpl: typeof fetch = fetch,
): AnalyticsSink {
  const url = `https://www.google-analytics.com/mp/collect?measurement_id=${encodeURIComponent(measurementId)}&api_secret=${encodeURIComponent(apiSecret)}`;
  return {
    name: 'ga4',
    async write(sessionId, events) {
      await fetchImpl(url, {
        method: 'POST',
        body: JSON.stringify({
          client_id: sessionId,
          events: events.map((e) => ({ name: e.name, params: { ...e.props, page_location: e.path } })),
        }),
        signal: AbortSignal.timeout(5000),
      });
    },
  };
}

/** PostHog's batch capture endpoint. */
export function createPosthogSink(apiKey: string, host: string, fetchImpl: typeof fetch = fetch): AnalyticsSink {
  return {
    name: 'posthog',
    async write(sessionId, events) {
      await fetchImpl(new URL('/batch/', host), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          api_key: apiKey,
          batch: events.map((e) => ({
            event: e.name,
            distinct_id: sessionId,
            timestamp: new Date(e.at).toISOString(),
            properties: { ...e.props, $current_url: e.path },
          })),
        }),
        signal: AbortSignal.timeout(5000),
      });
    },
  };
}

export function createRemoteSinks(config: AppConfig): AnalyticsSink[] {
  const wanted = config.ANALYTICS_SINKS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return wanted.map((name) => {
    if (name === 'ga4' && config.GA4_MEASUREMENT_ID && config.GA4_API_SECRET)
      return createGa4Sink(config.GA4_MEASUREMENT_ID, config.GA4_API_SECRET);
    if (name === 'posthog' && config.POSTHOG_API_KEY)
      return createPosthogSink(config.POSTHOG_API_KEY, config.POSTHOG_HOST);
    throw new Error(`ANALYTICS_SINKS names '${name}', which is unknown or missing its keys`);
  });
}
