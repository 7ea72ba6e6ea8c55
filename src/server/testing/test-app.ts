import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type AppConfig, type Env } from '../platform/config';
import { loadPgliteTemplate } from './database-templates';
import { TEST_CATALOG_IMAGE_DIR } from './paths';
import { borrowPgliteDatabase } from './pglite-engines';
import { borrowPostgresDatabase, type LentPostgresDatabase } from './postgres-databases';

export interface TestBackend {
  name: 'pglite' | 'postgres';
}

/**
 * The databases API tests run against: PGlite always, and PostgreSQL too when TEST_DATABASE_URL
 * is set (CI sets it) and the file is in a project whose global set-up made a PostgreSQL template
 * (the `postgres` and `process` projects, see vitest.config.ts and scripts/test-kinds.ts), so the
 * SQL written per dialect stays honest on both production paths.
 */
export const testBackends: TestBackend[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL && inject('postgresTemplate') ? [{ name: 'postgres' as const }] : []),
];

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database: PGlite in memory (an engine reset to the template, see
 * pglite-engines.ts), or a PostgreSQL database copied from the migrated and seeded template the
 * global set-up made, and reset to it after each use (see postgres-databases.ts).
 * `options.routes` names the only route areas to register (http/route-table.ts): a test that calls
 * one or two areas' routes need not build the other forty; every service is there either way.
 */
export async function buildTestApp(
  backend: TestBackend,
  env: Partial<Env> = {},
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildOptions, 'routes'> = {},
): Promise<TestApp> {
  const dataDir = join(tmpdir(), `kaarigar-test-${randomBytes(6).toString('hex')}`);
  let postgres: LentPostgresDatabase | undefined;
  if (backend.name === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const template = inject('postgresTemplate');
    if (!adminUrl || !template) throw new Error('TEST_DATABASE_URL is not set');
    postgres = await borrowPostgresDatabase(adminUrl, template);
  }
  const config = {
    ...loadConfig(
      {},
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        CATALOG_IMAGE_DIR: TEST_CATALOG_IMAGE_DIR,
        DATABASE_URL: postgres?.url,
        // Tests place many orders from one address and number; the limit's own tests set theirs.
        ORDER_RATE_LIMIT: 100_000,
        ORDER_PHONE_RATE_LIMIT: 100_000,
        ...env,
      },
    ),
    ...overrides,
  };
  const lent = postgres
    ? undefined
    : await borrowPgliteDatabase(await loadPgliteTemplate(inject('pgliteTemplateFile')));
  const app = await buildApp(config, { database: lent?.handle, logger: false, routes: options.routes });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await lent?.giveBack();
      await postgres?.giveBack();
      // Uploads, previews, production files and the session secret: nothing is left behind.
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
