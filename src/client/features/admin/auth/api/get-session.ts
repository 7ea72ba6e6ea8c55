import { queryOptions } from '@tanstack/react-query';
import { sessionResponseSchema, type SessionResponse } from '../../../../../contracts/admin';
import { setCsrfToken } from '../../../../lib/admin-api';
import { ApiError } from '../../../../lib/api-client';

/** Who is signed in, or null: GET /api/admin/session answers 401 to a visitor without a session. */
export async function getSession(signal?: AbortSignal): Promise<SessionResponse | null> {
  const res = await fetch('/api/admin/session', { credentials: 'same-origin', signal });
  if (res.status === 401) {
    setCsrfToken(null);
    return null;
  }
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${res.statusText}`, await res.text().catch(() => ''));
  const session = sessionResponseSchema.parse(await res.json());
  setCsrfToken(session.csrfToken);
  return session;
}

export const getSessionQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'session'], queryFn: ({ signal }) => getSession(signal), staleTime: 0 });
