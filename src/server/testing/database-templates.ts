import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { SEED_HANDLES, seedCatalogueIfEmpty } from '../catalog/seed-catalogue';
import { seedDesignsIfMissing } from '../personalisation/design-store';
import { openDatabase, type PgliteTemplate } from '../platform/db/client';

/**
 * Every API test file used to run initdb, the migrations and the seed for each app it built:
 * most of the suite's time on two cores. The global set-up now does that once per run, for
 * PGlite as a data-directory tarball (kept for the next run while its sources are unchanged, see
 * template-cache.ts) and for PostgreSQL as a template database, and each test app starts from a
 * copy (a fresh database still, just not a freshly initialised one).
 */
export async function writePgliteTemplate(file: string): Promise<void> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await seedCatalogueIfEmpty(handle.db);
    await seedDesignsIfMissing(handle.db, SEED_HANDLES);
    const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

/**
 * Unpacks the template as an on-disk PGlite data directory: a store (or the owner command) opened
 * on it finds a migrated, seeded database, as it would after its first start, without initdb.
 */
export function unpackPgliteTemplate(file: string, dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  execFileSync('tar', ['-xf', file, '-C', dataDir], { stdio: ['ignore', 'ignore', 'pipe'] });
}

let workerTemplate: Promise<PgliteTemplate> | undefined;

/** The template for this test worker: the tarball read and the engine compiled once per process. */
export function loadPgliteTemplate(file: string): Promise<PgliteTemplate> {
  workerTemplate ??= (async () => {
    // The package exports no subpath for its engine; it sits beside the entry point.
    const wasmPath = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');
    const [tarball, wasm] = await Promise.all([readFile(file), readFile(wasmPath)]);
    return { dataDir: new Blob([tarball]), wasmModule: await WebAssembly.compile(wasm) };
  })();
  return workerTemplate;
}

/** A migrated, seeded PostgreSQL database to copy with CREATE DATABASE ... TEMPLATE. */
export async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `kaarigar_template_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const handle = await openDatabase({ url: databaseUrl(adminUrl, name), dataDir: 'memory://' });
  try {
    await seedCatalogueIfEmpty(handle.db);
    await seedDesignsIfMissing(handle.db, SEED_HANDLES);
  } finally {
    await handle.close();
  }
  return name;
}

export async function createDatabaseFrom(adminUrl: string, template: string | undefined): Promise<string> {
  const name = `kaarigar_test_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return name;
}

/** Drops the databases whose names start with `prefix` (the test workers' pooled copies). */
export async function dropDatabasesStartingWith(adminUrl: string, prefix: string): Promise<void> {
  const { rows } = await withClient(adminUrl, (c) =>
    c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]),
  );
  for (const { datname } of rows) await dropDatabase(adminUrl, datname);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
