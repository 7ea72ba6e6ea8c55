import type { CallStats } from './call-stats';

export interface CallResult {
  status: number;
  /** The parsed JSON body, or undefined when the answer was not JSON (or there was none). */
  json: unknown;
  ms: number;
  location?: string;
  /** The body as text (an HTML page such as the hosted checkout). */
  text?: string;
}

/** No single call may outlive this: a preview waits at most PREVIEW_TIMEOUT_MS + 5 s in the server. */
const CALL_TIMEOUT_MS = 90_000;
const MAX_KEPT_ERRORS = 5000;

/**
 * One HTTP call, timed and counted under `call`. A network error counts as status 0 ("ERR");
 * every 5xx and network error keeps its body so a run can show what the shopper got.
 */
export async function timedFetch(
  stats: CallStats,
  call: string,
  url: string,
  init: RequestInit = {},
): Promise<CallResult> {
  const started = performance.now();
  try {
    const res = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    const text = await res.text();
    const ms = performance.now() - started;
    stats.record(call, ms, String(res.status));
    let json: unknown;
    try {
      json = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      json = undefined;
    }
    if (res.status >= 500 && stats.serverErrors.length < MAX_KEPT_ERRORS) {
      stats.serverErrors.push({ call, status: String(res.status), body: text.slice(0, 300), at: Date.now() });
    }
    return { status: res.status, json, ms, location: res.headers.get('location') ?? undefined, text };
  } catch (err) {
    const ms = performance.now() - started;
    stats.record(call, ms, 'ERR');
    const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
    if (stats.serverErrors.length < MAX_KEPT_ERRORS)
      stats.serverErrors.push({ call, status: 'ERR', body: String(cause), at: Date.now() });
    return { status: 0, json: undefined, ms };
  }
}

export const jsonInit = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', accept: 'application/json' },
  body: JSON.stringify(body),
});

/** The exact answer the error handler gives while the database is away: the only 5xx a shopper may see. */
export const STORE_UNAVAILABLE = { success: false, error: 'The store is briefly unavailable. Please try again.' };

export function isStoreUnavailable(status: string, body: string): boolean {
  if (status !== '503') return false;
  try {
    const parsed = JSON.parse(body) as { success?: unknown; error?: unknown };
    return parsed.success === STORE_UNAVAILABLE.success && parsed.error === STORE_UNAVAILABLE.error;
  } catch {
    return false;
  }
}
