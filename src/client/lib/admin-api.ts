import type * as z from 'zod/mini';
import { CSRF_HEADER } from '../../contracts/admin';
import { ApiError } from './api-client';

/**
 * The workspace's calls: same-origin cookies, the CSRF token on every state-changing request,
 * and a 401 anywhere sends the owner back to sign in (a session can expire mid-page).
 */
let csrfToken: string | null = null;
const signedOutListeners = new Set<() => void>();

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

async function check(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  if (res.status === 401) for (const l of signedOutListeners) l();
  throw new ApiError(res.status, `${res.status}: ${text}`, text);
}

export async function adminGet<S extends z.ZodMiniType>(
  url: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const res = await fetch(url, { credentials: 'same-origin', signal, headers: { accept: 'application/json' } });
  await check(res);
  return schema.parse(await res.json());
}

export async function adminSend<S extends z.ZodMiniType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body: unknown,
  schema: S,
): Promise<z.output<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await check(res);
  return schema.parse(res.status === 204 ? {} : await res.json());
}
