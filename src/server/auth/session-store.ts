import type { Session } from 'fastify';
import type { SessionStore } from '@fastify/session';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adminSessions } from '../db/schema';

/** Idle time after which a staff session ends (issue 10: 12 hours). */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;

type Callback = (err?: unknown) => void;

/**
 * @fastify/session's store interface over the admin_sessions table, so sessions survive a
 * restart and are shared by every server on one PostgreSQL. A row past its expiry is never
 * returned, whatever the cookie says.
 */
export class DatabaseSessionStore implements SessionStore {
  constructor(private readonly db: Database) {}

  set(sessionId: string, session: Session, callback: Callback): void {
    const expires = session.cookie.expires ? new Date(session.cookie.expires) : new Date(Date.now() + SESSION_IDLE_MS);
    const data = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    this.db
      .insert(adminSessions)
      .values({ id: sessionId, data, expiresAt: expires })
      .onConflictDoUpdate({ target: adminSessions.id, set: { data, expiresAt: expires } })
      .then(() => callback(), callback);
  }

  get(sessionId: string, callback: (err: unknown, result?: Session | null) => void): void {
    this.db
      .select({ data: adminSessions.data })
      .from(adminSessions)
      .where(and(eq(adminSessions.id, sessionId), gt(adminSessions.expiresAt, new Date())))
      .then(
        ([row]) => callback(null, row ? (row.data as unknown as Session) : null),
        (err: unknown) => callback(err),
      );
  }

  destroy(sessionId: string, callback: Callback): void {
    this.db
      .delete(adminSessions)
      .where(eq(adminSessions.id, sessionId))
      .then(() => callback(), callback);
  }

  /** Drops expired rows; called on sign-in so the table does not grow without bound. */
  async prune(): Promise<void> {
    await this.db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date()));
  }
}
