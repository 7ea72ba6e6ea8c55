import { eq } from 'drizzle-orm';
import { endSessionsOf } from '../platform/auth/session-store';
import type { Role, SessionUser } from '../../contracts/admin';
import type { Database } from '../platform/db/client';
import { orderEvents, orderLines, proofTokens, users } from '../platform/db/schema';
import { hashPassword, verifyPassword } from './passwords';

/**
 * Users exist on the server (spec section 3) though no screen shows them yet: a unique
 * username and a password kept only as a slow salted hash.
 */
export async function createUser(
  db: Database,
  username: string,
  password: string,
  role: Role = 'owner',
): Promise<SessionUser> {
  const [row] = await db
    .insert(users)
    .values({ username: username.trim().toLowerCase(), passwordHash: await hashPassword(password), role })
    .returning({ id: users.id, username: users.username, role: users.role });
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function checkCredentials(
  db: Database,
  username: string,
  password: string,
): Promise<{ id: string } | null> {
  const [row] = await db.select().from(users).where(eq(users.username, username.trim().toLowerCase()));
  // Hash even for an unknown user, so the answer takes as long either way.
  const ok = await verifyPassword(password, row?.passwordHash ?? 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA');
  return row && ok ? { id: row.id } : null;
}

export async function findUser(db: Database, id: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/** A new role for an account, effective at once: every session it had ends in the same transaction. */
export async function changeRole(db: Database, username: string, role: Role): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ role })
      .where(eq(users.username, username.trim().toLowerCase()))
      .returning({ id: users.id });
    if (row) await endSessionsOf(tx, row.id);
    return !!row;
  });
}

/**
 * Removes an account and ends its sessions. What it did stays on the record by name (timelines
 * keep the username as text); only the links to the account row are cleared.
 */
export async function removeUser(db: Database, username: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username.trim().toLowerCase()));
    if (!row) return false;
    await endSessionsOf(tx, row.id);
    await tx.update(orderEvents).set({ actorId: null }).where(eq(orderEvents.actorId, row.id));
    await tx.update(orderLines).set({ madeBy: null }).where(eq(orderLines.madeBy, row.id));
    await tx.update(proofTokens).set({ createdBy: null }).where(eq(proofTokens.createdBy, row.id));
    await tx.delete(users).where(eq(users.id, row.id));
    return true;
  });
}
