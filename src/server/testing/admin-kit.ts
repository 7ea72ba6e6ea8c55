import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER, type Role } from '../../contracts/admin';
import { createUser } from '../users/users';

export interface StaffSession {
  /** `cookie` header value carrying the session. */
  cookie: string;
  csrfToken: string;
  headers: Record<string, string>;
}

export const TEST_PASSWORD = 'correct-horse-battery';

/** The route area signIn calls (http/route-table.ts), for a test app built with only its test's routes. */
export const SIGN_IN_ROUTES = ['admin-session'] as const;

/** Creates a staff account and signs it in through the real sign-in route. */
export async function signInAs(app: FastifyInstance, username: string, role: Role = 'owner'): Promise<StaffSession> {
  await createUser(app.db, username, TEST_PASSWORD, role);
  return signIn(app, username, TEST_PASSWORD);
}

export async function signIn(app: FastifyInstance, username: string, password: string): Promise<StaffSession> {
  const res = await app.inject({ method: 'POST', url: '/api/admin/session', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const { csrfToken } = res.json<{ csrfToken: string }>();
  return { cookie, csrfToken, headers: { cookie, [CSRF_HEADER]: csrfToken } };
}
