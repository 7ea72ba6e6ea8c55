import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../platform/db/client';

/** The advisory lock's key, derived from a name so it reads as what it guards. */
const LOCK_KEY = sql`hashtextextended('kaarigar:catalogue-sync', 0)`;

/**
 * Runs the catalogue sync unless another process is running it: with several servers on one
 * PostgreSQL, each ticks every few minutes and only one should fetch and write at a time. The
 * lock is transaction-level and the sync runs inside that transaction (its own writes become a
 * savepoint), so it is released however the sync ends, a crash or a lost connection included.
 * On PGlite there is one process and one connection, and an open transaction would hold every
 * other query back, so no lock is taken. Returns null when another process holds the lock.
 */
export async function withCatalogueSyncLock<T>(
  db: Database,
  kind: DatabaseHandle['kind'],
  run: (db: Database) => Promise<T>,
): Promise<T | null> {
  if (kind === 'pglite') return run(db);
  return db.transaction(async (tx) => {
    const result: unknown = await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`);
    const [row] = (result as { rows: Array<{ locked: boolean }> }).rows;
    return row?.locked ? run(tx) : null;
  });
}
