import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The machine's PostgreSQL, as the admin connection that creates and drops throw-away databases. */
export const ADMIN_DATABASE_URL = process.env.LOAD_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A database of its own per run, so figures and the loss check see only this run's carts. */
export async function createThrowawayDatabase(label: string): Promise<ThrowawayDatabase> {
  const name = `kaarigar_${label}_${randomBytes(5).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    // FORCE: a server killed on purpose may leave connections behind for a moment.
    drop: () => withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
