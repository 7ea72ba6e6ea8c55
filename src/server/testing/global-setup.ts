import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureCatalogueImages, seedCardImageKeys } from '../catalog/ensure-images';
import { QUICK_ENCODING } from '../catalog/image-files';
import {
  createPostgresTemplate,
  dropDatabase,
  dropDatabasesStartingWith,
  writePgliteTemplate,
} from './database-templates';
import { pooledDatabasePrefix } from './postgres-databases';
import { TEST_CATALOG_IMAGE_DIR } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplate: string | undefined;
  }
}

export default async function globalSetup(project: TestProject): Promise<() => Promise<void>> {
  // The unit tests read only products' first images; the browser tests' server draws the rest
  // (scripts/e2e-server.mjs), which saves a cold run two thirds of its drawing.
  await ensureCatalogueImages(TEST_CATALOG_IMAGE_DIR, {
    log: (msg) => console.log(msg),
    encoding: QUICK_ENCODING,
    keys: seedCardImageKeys(),
  });
  const started = Date.now();

  const dir = mkdtempSync(join(tmpdir(), 'kaarigar-templates-'));
  const pgliteTemplateFile = join(dir, 'pglite.tar');
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [, postgresTemplate] = await Promise.all([
    writePgliteTemplate(pgliteTemplateFile),
    adminUrl ? createPostgresTemplate(adminUrl) : Promise.resolve(undefined),
  ]);
  console.log(`made the database templates in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('pgliteTemplateFile', pgliteTemplateFile);
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && postgresTemplate) {
      await dropDatabasesStartingWith(adminUrl, pooledDatabasePrefix(postgresTemplate));
      await dropDatabase(adminUrl, postgresTemplate);
    }
  };
}
