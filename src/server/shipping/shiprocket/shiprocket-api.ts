import type { z } from 'zod';
import { loginResponse } from './wire';

export class ShiprocketApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ShiprocketApiError';
  }
}

/** Shiprocket's token lasts 10 days (240 hours); it is renewed a day early so no call meets an expired one. */
export const TOKEN_LIFETIME_MS = 240 * 3600_000;
const RENEW_BEFORE_MS = 24 * 3600_000;

export interface ShiprocketApiOptions {
  email: string;
  password: string;
  apiUrl: string;
  now?: () => number;
  timeoutMs?: number;
}

/**
 * A typed fetch against Shiprocket's API: logs in with the API user, keeps the token until a day
 * before it expires, and logs in again once if a call is refused with 401 (a token revoked early).
 */
export function createShiprocketApi(opts: ShiprocketApiOptions) {
  const now = opts.now ?? Date.now;
  const base = opts.apiUrl.replace(/\/$/, '');
  let token: { value: string; renewAt: number } | null = null;
  let loggingIn: Promise<string> | null = null;

  async function send(method: string, path: string, body: unknown, bearer: string | null): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    return fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
    });
  }

  async function failure(res: Response): Promise<ShiprocketApiError> {
    const text = await res.text().catch(() => '');
    let message = text.slice(0, 300);
    try {
      const parsed = JSON.parse(text) as { message?: unknown; errors?: unknown };
      if (typeof parsed.message === 'string') message = parsed.message;
      // A 422 names each refused field in errors{}: the owner needs those words, not "Invalid Data".
      if (parsed.errors && typeof parsed.errors === 'object')
        message = `${message} ${Object.values(parsed.errors as Record<string, unknown>)
          .flat()
          .join(' ')}`;
    } catch {
      // not JSON: keep the text
    }
    return new ShiprocketApiError(res.status, `Shiprocket answered ${res.status}: ${message || res.statusText}`);
  }

  async function login(): Promise<string> {
    const res = await send('POST', '/auth/login', { email: opts.email, password: opts.password }, null);
    if (!res.ok) throw await failure(res);
    const { token: value } = loginResponse.parse(await res.json());
    token = { value, renewAt: now() + TOKEN_LIFETIME_MS - RENEW_BEFORE_MS };
    return value;
  }

  async function currentToken(): Promise<string> {
    if (token && now() < token.renewAt) return token.value;
    // One login at a time: concurrent calls share it.
    loggingIn ??= login().finally(() => (loggingIn = null));
    return loggingIn;
  }

  return {
    async call<S extends z.ZodTypeAny>(method: 'GET' | 'POST', path: string, schema: S, body?: unknown) {
      let res = await send(method, path, body, await currentToken());
      if (res.status === 401) {
        token = null;
        res = await send(method, path, body, await currentToken());
      }
      if (!res.ok) throw await failure(res);
      return schema.parse(await res.json());
    },
  };
}
