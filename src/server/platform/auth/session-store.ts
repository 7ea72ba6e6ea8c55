import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adminSessions } from '../db/schema';

/** Idle time after which a staff session ends (issue 10: 12 hours). */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** However often it is used, a session ends this long after sign-in (issue 22: 7 days). */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether a session signed in at `signedInAt` (ms) has outlived SESSION_MAX_AGE_MS; one without the mark has. */
export function pastMaxAge(signedInAt: unknown, now = Date.now()): boolean {
  return typeof signedInAt !== 'number' || now - signedInAt >= SESSION_MAX_AGE_MS;
}

/** A staff session as stored: what the session library keeps for it, as JSON. */
export type StoredSession = Record<string, unknown>;

/**
 * The admin_sessions table as a store of staff sessions, so sessions survive a restart and are
 * shared by every server on one PostgreSQL. A row past its expiry is never returned, whatever the
 * cookie says. Plain values only: the HTTP layer adapts it to @fastify/session's store
 * (http/plugins/auth.ts), and users/ ends a staff member's sessions through it.
 */
export class StaffSessionRows {
  constructor(private readonly db: Database) {}

  /** Saves a session until its cookie's idle expiry (12 hours when it has none), never past its absolute end. */
  async save(sessionId: string, session: object, cookieExpires: Date | string | null | undefined): Promise<void> {
    const data = JSON.parse(JSON.stringify(session)) as StoredSession;
    const idle = cookieExpires ? new Date(cookieExpires) : new Date(Date.now() + SESSION_IDLE_MS);
    // Renewal never carries the row past its absolute end.
    const signedInAt = data.signedInAt;
    const end = typeof signedInAt === 'number' ? signedInAt + SESSION_MAX_AGE_MS : Infinity;
    const expires = new Date(Math.min(idle.getTime(), end));
    await this.db
      .insert(adminSessions)
      .values({ id: sessionId, data, expiresAt: expires })
      .onConflictDoUpdate({ target: adminSessions.id, set: { data, expiresAt: expires } });
  }

  /** The session's data, or null when there is none or it has expired. */
  async read(sessionId: string): Promise<StoredSession | null> {
    const [row] = await this.db
      .select({ data: adminSessions.data })
      .from(adminSessions)
      .where(and(eq(adminSessions.id, sessionId), gt(adminSessions.expiresAt, new Date())));
    return row ? row.data : null;
  }

  async remove(sessionId: string): Promise<void> {
    await this.db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
  }

  /** Ends every session of one staff member (sign out everywhere, a removed account, a new role). */
  async endSessionsOf(userId: string): Promise<number> {
    return endSessionsOf(this.db, userId);
  }

  /** Drops expired rows; called on sign-in so the table does not grow without bound. */
  async prune(): Promise<void> {
    await this.db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date()));
  }
}

/** Deletes every session row of a user, in whatever transaction `db` is; answers how many ended. */
export async function endSessionsOf(db: Database, userId: string): Promise<number> {
  const ended = await db
    .delete(adminSessions)
    .where(sql`${adminSessions.data}->>'userId' = ${userId}`)
    .returning({ id: adminSessions.id });
  return ended.length;
}
