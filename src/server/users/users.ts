import { eq } from 'drizzle-orm';
import type { Role, SessionUser } from '../../contracts/admin';
import type { Database } from '../db/client';
import { users } from '../db/schema';
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
