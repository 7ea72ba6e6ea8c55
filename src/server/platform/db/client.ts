import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PostgreSQL's connection pool: how many clients it holds, idle, and callers waiting (metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/**
 * Beside this module: src/server/platform/db/migrations when run from source, dist/server/migrations
 * in the release build (scripts/build-server.mjs copies the folder there).
 */
export const shippedMigrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** A migrated PGlite data directory to start from, and its compiled engine, made once and reused. */
export interface PgliteTemplate {
  dataDir: Blob;
  wasmModule: WebAssembly.Module;
}

/**
 * PostgreSQL when a URL is given, otherwise PGlite (real PostgreSQL compiled to WASM) in
 * `dataDir`, or in memory when dataDir is 'memory://'. Migrations are applied either way.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  pgliteTemplate?: PgliteTemplate;
  /** Another migrations folder (a restore brings a database to an archive's own level first). */
  migrationsFolder?: string;
}): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? shippedMigrationsFolder;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5000 });
    // A client losing its server (a restart) must not crash the process. The pool's handler covers
    // idle clients only; a client checked out for a transaction needs its own.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true });
  const template = options.pgliteTemplate;
  const client = template
    ? new PGlite(options.dataDir, { loadDataDir: template.dataDir, pgliteWasmModule: template.wasmModule })
    : new PGlite(options.dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
