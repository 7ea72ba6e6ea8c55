import type { AnalyticsEvent, EventName } from '../../contracts/events';

type Props = AnalyticsEvent['props'];

const ENDPOINT = '/api/events';
const FLUSH_AFTER_MS = 4000;
const MAX_BATCH = 20;

const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function sessionId(): string {
  const key = 'kaarigar.analytics-session';
  try {
    let id = sessionStorage.getItem(key);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(key, id);
    }
    return id;
  } catch {
    return 'no-storage-session';
  }
}

/** Sends what is queued; on page exit through sendBeacon, which survives the unload. */
export function flushAnalytics(useBeacon = false): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const events = queue.splice(0, MAX_BATCH);
    const body = JSON.stringify({ sessionId: sessionId(), events });
    if (useBeacon && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, body)) continue;
    void fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'include',
    }).catch(() => undefined);
  }
}

function listenForExit(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', () => flushAnalytics(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics(true);
  });
}

/** Queues an event; batches go out every few seconds, when full, or when the page is left. */
export function track(name: EventName, props: Props = {}): void {
  listenForExit();
  queue.push({ name, props, path: window.location.pathname + window.location.search, at: Date.now() });
  if (queue.length >= MAX_BATCH) flushAnalytics();
  else timer ??= setTimeout(() => flushAnalytics(), FLUSH_AFTER_MS);
}
