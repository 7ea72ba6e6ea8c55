import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type AppConfig, type Env } from '../config';
import { TEST_CATALOG_IMAGE_DIR } from './paths';

export interface TestBackend {
  name: 'pglite' | 'postgres';
}

/**
 * The databases API tests run against: PGlite always, and PostgreSQL too when
 * TEST_DATABASE_URL is set (CI sets it), so both production paths stay honest.
 */
export const testBackends: TestBackend[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const }] : []),
];

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/** A fresh app on a fresh database: PGlite in memory, or a throw-away PostgreSQL database. */
export async function buildTestApp(
  backend: TestBackend,
  env: Partial<Env> = {},
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const dataDir = `/tmp/kaarigar-test-${randomBytes(6).toString('hex')}`;
  let dropDatabase = async () => undefined as void;
  let databaseUrl: string | undefined;
  if (backend.name === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `kaarigar_test_${randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () =>
      withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined);
  }
  const config = {
    ...loadConfig(
      {},
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        CATALOG_IMAGE_DIR: TEST_CATALOG_IMAGE_DIR,
        DATABASE_URL: databaseUrl,
        ...env,
      },
    ),
    ...overrides,
  };
  const app = await buildApp(config, { pgliteDir: 'memory://', logger: false });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await dropDatabase();
    },
  };
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
