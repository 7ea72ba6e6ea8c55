import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's own instruments (docs/operations.md lists every metric): counters and histograms
 * that code anywhere in the process adds to. Figures read at scrape time from the database and
 * the queues are gauges in a registry of each app (http/plugins/metrics.ts), merged on scrape.
 */
export const processMetrics = new Registry();
processMetrics.setDefaultLabels({});
collectDefaultMetrics({ register: processMetrics, prefix: 'kaarigar_process_' });

export const httpRequests = new Counter({
  name: 'kaarigar_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [processMetrics],
});

export const httpDuration = new Histogram({
  name: 'kaarigar_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processMetrics],
});

export const previewRenderSeconds = new Histogram({
  name: 'kaarigar_preview_render_seconds',
  help: 'Time to render one preview, by preview kind, renderer (provider) and outcome',
  labelNames: ['kind', 'provider', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
  registers: [processMetrics],
});

export const webhookDeliveries = new Counter({
  name: 'kaarigar_webhook_deliveries_total',
  help: 'Webhook deliveries received, by provider and outcome (accepted, rejected, failed)',
  labelNames: ['provider', 'outcome'] as const,
  registers: [processMetrics],
});

export const periodicRuns = new Counter({
  name: 'kaarigar_periodic_runs_total',
  help: 'Runs of the periodic tasks (payment reconciler, courier poller, sweeps), by task and outcome',
  labelNames: ['task', 'outcome'] as const,
  registers: [processMetrics],
});

export const lastPeriodicRun = new Gauge({
  name: 'kaarigar_periodic_last_success_timestamp_seconds',
  help: 'When each periodic task last finished without an error (Unix time)',
  labelNames: ['task'] as const,
  registers: [processMetrics],
});

/** Counts one run of a periodic task and, on success, when it finished. */
export async function countRun<T>(task: string, run: () => Promise<T>): Promise<T> {
  try {
    const result = await run();
    periodicRuns.inc({ task, outcome: 'ok' });
    lastPeriodicRun.set({ task }, Date.now() / 1000);
    return result;
  } catch (err) {
    periodicRuns.inc({ task, outcome: 'failed' });
    throw err;
  }
}

/** Times one preview render. */
export async function timeRender<T>(kind: string, provider: string, render: () => Promise<T>): Promise<T> {
  const end = previewRenderSeconds.startTimer({ kind, provider });
  try {
    const result = await render();
    end({ outcome: 'ok' });
    return result;
  } catch (err) {
    end({ outcome: 'failed' });
    throw err;
  }
}
