import type { Session } from 'fastify';
import type { SessionStore } from '@fastify/session';
import { StaffSessionRows } from '../../platform/auth/session-store';

type Callback = (err?: unknown) => void;

/**
 * @fastify/session's store interface over the staff session rows (platform/auth/session-store.ts):
 * the callbacks and Fastify's `Session` type stay in the HTTP layer, the table behind plain values.
 */
export class DatabaseSessionStore extends StaffSessionRows implements SessionStore {
  set(sessionId: string, session: Session, callback: Callback): void {
    this.save(sessionId, session, session.cookie.expires).then(() => callback(), callback);
  }

  get(sessionId: string, callback: (err: unknown, result?: Session | null) => void): void {
    this.read(sessionId).then(
      (data) => callback(null, data as unknown as Session | null),
      (err: unknown) => callback(err),
    );
  }

  destroy(sessionId: string, callback: Callback): void {
    this.remove(sessionId).then(() => callback(), callback);
  }
}
