import type { TestProject } from 'vitest/node';
import { ensureCatalogueImages, seedCardImageKeys } from '../previews/ensure-images';
import { QUICK_ENCODING } from '../catalog/image-files';
import {
  createPostgresTemplate,
  dropDatabase,
  dropDatabasesStartingWith,
  writePgliteTemplate,
} from './database-templates';
import { pooledDatabasePrefix } from './postgres-databases';
import { TEST_CATALOG_IMAGE_DIR, TEST_TEMPLATE_DIR } from './paths';
import { cachedFile, pgliteTemplateSources, sourcesHash } from './template-cache';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplate: string | undefined;
  }
}

/**
 * The Vitest projects (vitest.config.ts) whose files run on PostgreSQL too when TEST_DATABASE_URL
 * is set: only they get a PostgreSQL template, and testBackends (test-app.ts) lists PostgreSQL
 * only where there is one. The other projects' files run on PGlite alone.
 */
const POSTGRES_PROJECTS = new Set(['postgres', 'process']);

export default async function globalSetup(project: TestProject): Promise<() => Promise<void>> {
  // The unit tests read only products' first images; the browser tests' server draws the rest
  // (scripts/e2e-server.mjs), which saves a cold run two thirds of its drawing.
  await ensureCatalogueImages(TEST_CATALOG_IMAGE_DIR, {
    log: (msg) => console.log(msg),
    encoding: QUICK_ENCODING,
    keys: seedCardImageKeys(),
  });
  const started = Date.now();

  // The PGlite template (seconds of CPU) is kept between runs while what it is made of is unchanged.
  const adminUrl = POSTGRES_PROJECTS.has(project.name) ? process.env.TEST_DATABASE_URL : undefined;
  const [pglite, postgresTemplate] = await Promise.all([
    cachedFile(
      TEST_TEMPLATE_DIR,
      'pglite-template',
      sourcesHash(process.cwd(), pgliteTemplateSources(process.cwd())),
      writePgliteTemplate,
    ),
    adminUrl ? createPostgresTemplate(adminUrl) : Promise.resolve(undefined),
  ]);
  console.log(
    `${project.name}: ${pglite.reused ? 'reused the PGlite template' : 'made the PGlite template'}${adminUrl ? ' and made the PostgreSQL one' : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  project.provide('pgliteTemplateFile', pglite.file);
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    if (adminUrl && postgresTemplate) {
      await dropDatabasesStartingWith(adminUrl, pooledDatabasePrefix(postgresTemplate));
      await dropDatabase(adminUrl, postgresTemplate);
    }
  };
}
