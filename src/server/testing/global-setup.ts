import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../scripts/build-server.mjs';
import { isRunning } from '../../../scripts/release-build.mjs';
import { ensureCatalogueImages, seedCardImageKeys } from '../previews/ensure-images';
import { QUICK_ENCODING } from '../catalog/image-files';
import {
  createPostgresTemplate,
  dropDatabase,
  dropDatabasesStartingWith,
  writePgliteTemplate,
} from './database-templates';
import { pooledDatabasePrefix } from './postgres-databases';
import { REAL_SERVER_BUNDLES_DIR, TEST_CATALOG_IMAGE_DIR, TEST_TEMPLATE_DIR } from './paths';
import { cachedFile, pgliteTemplateSources, sourcesHash } from './template-cache';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplate: string | undefined;
    /** The bundled server the process tests start (real-server.ts); only the process project's. */
    realServerBundle: string | undefined;
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
  const bundleDir = project.name === 'process' ? await bundleRealServer() : undefined;
  project.provide('realServerBundle', bundleDir && join(bundleDir, 'serve-for-tests.js'));

  return async () => {
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
    if (adminUrl && postgresTemplate) {
      await dropDatabasesStartingWith(adminUrl, pooledDatabasePrefix(postgresTemplate));
      await dropDatabase(adminUrl, postgresTemplate);
    }
  };
}

/**
 * The server the process tests start, bundled as the release bundles its programs
 * (scripts/build-server.mjs), into a folder of this run's: a start then loads one file per chunk,
 * as production does, where tsx would compile and load some five hundred modules of ours each
 * time (about 4 s more CPU a start). Folders left by runs that were killed are removed first.
 */
async function bundleRealServer(): Promise<string> {
  if (existsSync(REAL_SERVER_BUNDLES_DIR))
    for (const folder of readdirSync(REAL_SERVER_BUNDLES_DIR))
      if (!isRunning(Number(folder))) rmSync(join(REAL_SERVER_BUNDLES_DIR, folder), { recursive: true, force: true });
  const outdir = join(REAL_SERVER_BUNDLES_DIR, String(process.pid));
  const started = Date.now();
  await buildServer({ entries: { 'serve-for-tests': 'src/server/testing/serve-for-tests.ts' }, outdir });
  console.log(`process: bundled the server the process tests start in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outdir;
}
