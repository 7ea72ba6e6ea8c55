import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle, type PgliteTemplate } from '../platform/db/client';
import { takePristineCopy } from './pristine-copy';

/**
 * Starting a PGlite engine from the template costs about a second of CPU, and the suite builds
 * dozens of apps. So a test worker keeps the engines its apps are done with and lends them out
 * again, each first put back to the template's state: every table emptied and refilled from a
 * copy taken when the engine started, every sequence where it was. An app still sees a database
 * no other test has touched; two apps alive at once get two engines.
 */

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
  const resetSql = await takePristineCopy(
    async <T>(sql: string) => (await client.query<T>(sql)).rows,
    (sql) => client.exec(sql),
  );
  return { handle, client, resetSql };
}
