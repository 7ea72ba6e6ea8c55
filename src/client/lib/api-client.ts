import type * as z from 'zod/mini';

/** An API answer that was not ok; its message is '<status>: <body or statusText>' as the spec sets. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new ApiError(res.status, `${res.status}: ${text}`, text);
}

/**
 * Generic read: GET with credentials, JSON parsed and checked against the contract. The first
 * screen's reads (the grid, the footer) pass the contract as a loader: its module, and zod with
 * it, is fetched beside the answer instead of being part of the first load.
 */
export async function getJson<S extends z.ZodMiniType>(
  url: string,
  schema: S | (() => Promise<S>),
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const loading = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  // Awaited below; a failed request must not leave the loader's failure unhandled.
  loading.catch(() => {});
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfNotOk(res);
  const body: unknown = await res.json();
  return (await loading).parse(body);
}

/** Generic write: JSON body, credentials included, the answer checked against the contract. */
export async function sendJson<S extends z.ZodMiniType>(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body: unknown,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  await throwIfNotOk(res);
  return schema.parse(await res.json());
}

/** The message inside an API error body ({ error }) when there is one, else the error's own. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    try {
      const parsed = JSON.parse(err.body) as { error?: unknown };
      if (typeof parsed.error === 'string' && parsed.error) return parsed.error;
    } catch {
      /* not JSON: use the generic message below */
    }
    return err.message;
  }
  return err instanceof Error && err.message ? err.message : fallback;
}
