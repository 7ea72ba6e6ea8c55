import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { AppConfig } from '../config';
import { openDatabase, shippedMigrationsFolder, type Database, type DatabaseHandle } from '../db/client';
import { appliedMigrationLevel, shippedMigrationLevel } from '../db/migration-level';
import { createLocalObjectStore } from '../storage/local-store';
import { isValidObjectKey } from '../storage/types';
import { ArchiveRefused, packArchive, unpackArchive, type Manifest } from './archive';

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>` (docs/operations.md): the database
 * (PGlite or PostgreSQL, every table of the shop as JSON rows read in one snapshot) and the local
 * object store (uploads, previews, production files) in one archive with a manifest.
 */

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function tableNames(db: Database): Promise<string[]> {
  const found = await db.execute(
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  return rows<{ name: string }>(found).map((r) => r.name);
}

/** Parents before children, so rows go in without switching foreign keys off. */
async function insertOrder(db: Database, tables: string[]): Promise<string[]> {
  const found = await db.execute(
    sql`select conrelid::regclass::text as child, confrelid::regclass::text as parent from pg_constraint
        where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  for (const { child, parent } of rows<{ child: string; parent: string }>(found))
    if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (table: string) => {
    if (seen.has(table)) return;
    seen.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent);
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

/** Every file of a local object store whose key is one of ours (temp files of a write are skipped). */
async function objectKeys(root: string): Promise<string[]> {
  const keys: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else {
        const key = relative(root, path).split(sep).join('/');
        if (isValidObjectKey(key)) keys.push(key);
      }
    }
  };
  await walk(root);
  return keys.sort();
}

function appVersion(): string {
  try {
    return (JSON.parse(readFileSync('package.json', 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function requireLocalStore(config: AppConfig) {
  if (config.STORAGE_DRIVER !== 'local')
    throw new ArchiveRefused(
      'backups cover the local object store; an S3 bucket is kept by its own versioning (docs/operations.md)',
    );
}

/** The tag of the migration a journal lists with this `when`, if any. */
function migrationTag(migrationsFolder: string, when: number): string | null {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return journal.entries.find((e) => e.when === when)?.tag ?? null;
}

/**
 * Makes the archive: one read-only snapshot of every table, then the object store's files.
 * `migrationsFolder` backs up a database kept at an older release's level (the upgrade test's
 * fixture, scripts/make-upgrade-fixture.mjs): opening it with this release's folder would migrate it.
 */
export async function createBackup(
  config: AppConfig,
  options: {
    migrationsFolder?: string;
    /** The running server's own database (the scheduled backup): read, not opened or closed here. */
    database?: Pick<DatabaseHandle, 'db' | 'kind'>;
  } = {},
): Promise<{ archive: Buffer; manifest: Manifest }> {
  requireLocalStore(config);
  const migrationsFolder = options.migrationsFolder ?? shippedMigrationsFolder;
  const handle = options.database
    ? { ...options.database, close: async () => undefined }
    : await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.dataDir}/pglite`, migrationsFolder });
  const entries = new Map<string, Buffer>();
  const counts: Record<string, number> = {};
  let migration: Manifest['migration'];
  try {
    migration = await handle.db.transaction(async (tx) => {
      // One snapshot: orders placed meanwhile are either wholly in it (with their lines) or not at all.
      if (handle.kind === 'postgres') await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      const db = tx as unknown as Database;
      const applied = await appliedMigrationLevel(db);
      for (const table of await tableNames(db)) {
        const found = await db.execute(
          sql`select coalesce(json_agg(t), '[]'::json)::text as body, count(*)::int as n from ${sql.identifier(table)} t`,
        );
        const [row] = rows<{ body: string; n: number }>(found);
        entries.set(`db/${table}.json`, Buffer.from(row?.body ?? '[]'));
        counts[table] = Number(row?.n ?? 0);
      }
      return { count: applied.count, when: applied.when, tag: migrationTag(migrationsFolder, applied.when) };
    });
  } finally {
    await handle.close();
  }
  const keys = await objectKeys(config.objectDir);
  for (const key of keys) entries.set(`objects/${key}`, await readFile(join(config.objectDir, key)));
  const manifest = {
    format: 1 as const,
    appVersion: appVersion(),
    createdAt: new Date().toISOString(),
    database: handle.kind,
    migration,
    counts: { tables: counts, objects: keys.length },
  };
  const archive = packArchive(entries, manifest);
  return { archive, manifest: unpackArchive(archive).manifest };
}

/** Whether the shop has anything a restore would replace: orders or stored objects. */
async function shopState(config: AppConfig): Promise<{ exists: boolean; orders: number; objects: number }> {
  const objects = (await objectKeys(config.objectDir)).length;
  if (config.DATABASE_URL) {
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    try {
      const tables = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
      );
      const hasOrders = await client.query<{ present: boolean }>(
        `select to_regclass('public.orders') is not null as present`,
      );
      const orders = hasOrders.rows[0]?.present
        ? ((await client.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]?.n ?? 0)
        : 0;
      return { exists: (tables.rows[0]?.n ?? 0) > 0 || objects > 0, orders, objects };
    } finally {
      await client.end();
    }
  }
  const dir = `${config.dataDir}/pglite`;
  const present = existsSync(dir) && (await readdir(dir)).length > 0;
  if (!present) return { exists: objects > 0, orders: 0, objects };
  const handle = await openDatabase({ url: undefined, dataDir: dir });
  try {
    const found = await handle.db.execute(sql`select count(*)::int as n from orders`);
    return { exists: true, orders: rows<{ n: number }>(found)[0]?.n ?? 0, objects };
  } finally {
    await handle.close();
  }
}

/** Clears the database and object store for a restore; PGlite's folder and the objects are kept aside. */
async function wipe(config: AppConfig): Promise<string[]> {
  const kept: string[] = [];
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  if (config.DATABASE_URL) {
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('drop schema if exists drizzle cascade');
      await client.query('drop schema public cascade');
      await client.query('create schema public');
      await client.query('commit');
    } finally {
      await client.end();
    }
  } else if (existsSync(`${config.dataDir}/pglite`)) {
    await rename(`${config.dataDir}/pglite`, `${config.dataDir}/pglite.before-restore-${stamp}`);
    kept.push(`${config.dataDir}/pglite.before-restore-${stamp}`);
  }
  if (existsSync(config.objectDir)) {
    await rename(config.objectDir, `${config.objectDir}.before-restore-${stamp}`);
    kept.push(`${config.objectDir}.before-restore-${stamp}`);
  }
  return kept;
}

/** A copy of the migrations folder that stops at the archive's level (a journal cut there). */
async function migrationsUpTo(level: Manifest['migration']): Promise<string> {
  const journal = JSON.parse(await readFile(join(shippedMigrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const upTo = journal.entries.slice(0, level.count);
  if (level.count > 0 && upTo.at(-1)?.when !== level.when)
    throw new ArchiveRefused('its migration level is not one of this release’s migrations');
  const dir = await mkdtemp(join(tmpdir(), 'kaarigar-restore-'));
  await cp(shippedMigrationsFolder, dir, { recursive: true });
  await writeFile(join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: upTo }));
  return dir;
}

export interface RestoreResult {
  manifest: Manifest;
  keptAside: string[];
}

/**
 * Restores an archive. Refuses, before writing anything: an archive that does not verify, one from
 * a newer migration level than this release, and a shop with orders or files unless `force`.
 * The database is brought to the archive's level, filled in one transaction, then migrated to this
 * release's level like any upgrade.
 */
export async function restoreBackup(
  config: AppConfig,
  file: Buffer,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  requireLocalStore(config);
  const { manifest, entries } = unpackArchive(file);
  const shipped = shippedMigrationLevel();
  if (manifest.migration.when > shipped.when || manifest.migration.count > shipped.count)
    throw new ArchiveRefused(
      `made by a newer release (migration level ${manifest.migration.count}, this one knows ${shipped.count}): upgrade first`,
    );
  for (const name of entries.keys()) {
    const key = name.startsWith('objects/') ? name.slice('objects/'.length) : null;
    if (key !== null ? !isValidObjectKey(key) : !/^db\/[a-z_][a-z0-9_]{0,62}\.json$/.test(name))
      throw new ArchiveRefused(`damaged: it holds an entry this shop does not write (${name.slice(0, 80)})`);
  }
  const migrations = await migrationsUpTo(manifest.migration);
  try {
    const state = await shopState(config);
    if ((state.orders > 0 || state.objects > 0) && !options.force)
      throw new ArchiveRefused(
        `this shop is not empty (${state.orders} orders, ${state.objects} files): pass --force to replace it`,
      );
    const keptAside = state.exists ? await wipe(config) : [];
    const target = { url: config.DATABASE_URL, dataDir: `${config.dataDir}/pglite` };
    const handle = await openDatabase({ ...target, migrationsFolder: migrations });
    try {
      await handle.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const tables = await tableNames(db);
        const unknown = Object.keys(manifest.counts.tables).filter((t) => !tables.includes(t));
        if (unknown.length > 0)
          throw new ArchiveRefused(`its tables do not match its migration level: ${unknown.join(', ')}`);
        for (const table of await insertOrder(db, tables)) {
          const body = entries.get(`db/${table}.json`);
          if (!body) continue;
          await db.execute(
            sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${body.toString('utf8')}::json)`,
          );
          const found = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
          const n = rows<{ n: number }>(found)[0]?.n ?? 0;
          if (n !== manifest.counts.tables[table])
            throw new ArchiveRefused(
              `${table}: ${n} rows restored, the manifest says ${manifest.counts.tables[table]}`,
            );
        }
        // Serial columns (order numbers, event ids) carry on after the highest restored value.
        const serials = await db.execute(
          sql`select table_name as t, column_name as c from information_schema.columns
              where table_schema = 'public' and column_default like 'nextval(%'`,
        );
        for (const { t, c } of rows<{ t: string; c: string }>(serials))
          await db.execute(
            sql`select setval(pg_get_serial_sequence(${t}, ${c}), coalesce((select max(${sql.identifier(c)}) from ${sql.identifier(t)}), 0) + 1, false)`,
          );
      });
    } finally {
      await handle.close();
    }
    // Then up to this release's level, as any upgrade.
    await (await openDatabase(target)).close();
    const store = createLocalObjectStore(config.objectDir);
    await mkdir(config.objectDir, { recursive: true });
    for (const [name, body] of entries)
      if (name.startsWith('objects/')) await store.put(name.slice('objects/'.length), body, '');
    return { manifest, keptAside };
  } finally {
    await rm(migrations, { recursive: true, force: true });
  }
}

export { ArchiveRefused };
