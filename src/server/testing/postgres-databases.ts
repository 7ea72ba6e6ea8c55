import { randomBytes } from 'node:crypto';
import { databaseUrl, dropDatabase, withClient } from './database-templates';
import { takePristineCopy } from './pristine-copy';

/**
 * CREATE DATABASE ... TEMPLATE copies every file of the template (about 0.4 s, most of it the
 * file system's work) and DROP DATABASE removes them again, for each app a test builds on
 * PostgreSQL. A test worker keeps the databases its apps are done with instead and lends them out
 * again, each put back to the template's state (see pristine-copy.ts). Two apps alive at once
 * get two databases. They are named after the template, so the global teardown drops them all.
 * The reset sets session_replication_role, so TEST_DATABASE_URL names a superuser (as the
 * machine's and CI's `postgres` is).
 */

interface PooledDatabase {
  name: string;
  url: string;
  resetSql: string;
}

const idle: PooledDatabase[] = [];

export interface LentPostgresDatabase {
  url: string;
  /** Resets the database and keeps it for the next app; call after the app has closed. */
  giveBack(): Promise<void>;
}

export const pooledDatabasePrefix = (template: string) => `${template}_copy_`;

export async function borrowPostgresDatabase(adminUrl: string, template: string): Promise<LentPostgresDatabase> {
  const database = idle.pop() ?? (await createFromTemplate(adminUrl, template));
  return {
    url: database.url,
    async giveBack() {
      try {
        // A connection a test left inside a transaction would hold the reset up; such a database
        // is dropped rather than kept.
        await withClient(database.url, (c) => c.query(`SET lock_timeout = '5s';\n${database.resetSql}`));
        idle.push(database);
      } catch (err) {
        await dropDatabase(adminUrl, database.name);
        throw err;
      }
    },
  };
}

async function createFromTemplate(adminUrl: string, template: string): Promise<PooledDatabase> {
  const name = `${pooledDatabasePrefix(template)}${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = databaseUrl(adminUrl, name);
  const resetSql = await withClient(url, (c) =>
    takePristineCopy(
      async <T>(sql: string) => (await c.query(sql)).rows as T[],
      (sql) => c.query(sql),
    ),
  );
  return { name, url, resetSql };
}
