import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { shippedMigrationsFolder as migrationsFolder } from './client';

const Journal = z.object({
  entries: z.array(z.object({ idx: z.number().int(), when: z.number().int(), tag: z.string() })),
});

/** The newest migration this release carries: its number of migrations and the last one's tag and time. */
export interface MigrationLevel {
  count: number;
  /** The last migration's `when` (what drizzle records as created_at), 0 for none. */
  when: number;
  tag: string | null;
}

let shipped: MigrationLevel | undefined;

/** The level this build's migrations folder brings a database to (read once). */
export function shippedMigrationLevel(): MigrationLevel {
  if (shipped) return shipped;
  const journal = Journal.parse(JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')));
  const last = journal.entries.at(-1);
  shipped = { count: journal.entries.length, when: last?.when ?? 0, tag: last?.tag ?? null };
  return shipped;
}

/** The level a database is at: drizzle's record of the migrations it applied (none when never migrated). */
export async function appliedMigrationLevel(db: Database): Promise<{ count: number; when: number }> {
  const exists = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  const [present] = (exists as { rows: { present: boolean }[] }).rows;
  if (!present?.present) return { count: 0, when: 0 };
  const result = await db.execute(
    sql`select count(*)::int as count, coalesce(max(created_at), 0)::bigint as last from drizzle.__drizzle_migrations`,
  );
  const [row] = (result as { rows: { count: number; last: string | number | bigint }[] }).rows;
  return { count: Number(row?.count ?? 0), when: Number(row?.last ?? 0) };
}
