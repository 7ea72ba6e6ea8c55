import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle, type PgliteTemplate } from '../db/client';

/**
 * Starting a PGlite engine from the template costs about a second of CPU, and the suite builds
 * dozens of apps. So a test worker keeps the engines its apps are done with and lends them out
 * again, each first put back to the template's state: every table emptied and refilled from a
 * copy taken when the engine started, every sequence where it was. An app still sees a database
 * no other test has touched; two apps alive at once get two engines.
 */

const PRISTINE = 'test_pristine';

interface Engine {
  handle: DatabaseHandle;
  client: PGlite;
  /** The statements that put the engine back to how it started. */
  resetSql: string;
}

const idle: Engine[] = [];

export interface LentDatabase {
  handle: DatabaseHandle;
  /** Resets the engine and keeps it for the next app; call after the app has closed. */
  giveBack(): Promise<void>;
}

export async function borrowPgliteDatabase(template: PgliteTemplate): Promise<LentDatabase> {
  const engine = idle.pop() ?? (await startEngine(template));
  return {
    handle: engine.handle,
    async giveBack() {
      try {
        await engine.client.exec(engine.resetSql);
        idle.push(engine);
      } catch (err) {
        await engine.handle.close();
        throw err;
      }
    },
  };
}

async function startEngine(template: PgliteTemplate): Promise<Engine> {
  const handle = await openDatabase({ dataDir: 'memory://', pgliteTemplate: template });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const tables = (
    await client.query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    )
  ).rows.map((r) => r.name);
  const sequences = (
    await client.query<{ name: string; last_value: string | null }>(
      `SELECT quote_literal('public.' || quote_ident(sequencename)) AS name, last_value::text
         FROM pg_sequences WHERE schemaname = 'public'`,
    )
  ).rows;
  await client.exec(
    [`CREATE SCHEMA ${PRISTINE}`, ...tables.map((t) => `CREATE TABLE ${PRISTINE}.${t} AS TABLE public.${t}`)].join(
      ';\n',
    ),
  );
  const resetSql = [
    'BEGIN',
    // Foreign keys are checked per statement; with them deferred to the replica role the
    // tables can be refilled in any order.
    'SET LOCAL session_replication_role = replica',
    `TRUNCATE ${tables.map((t) => `public.${t}`).join(', ')} RESTART IDENTITY CASCADE`,
    ...tables.map((t) => `INSERT INTO public.${t} OVERRIDING SYSTEM VALUE SELECT * FROM ${PRISTINE}.${t}`),
    ...sequences.map((s) =>
      s.last_value === null ? `SELECT setval(${s.name}, 1, false)` : `SELECT setval(${s.name}, ${s.last_value}, true)`,
    ),
    'COMMIT',
  ].join(';\n');
  return { handle, client, resetSql };
}
