import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureCatalogueImages } from '../catalog/ensure-images';
import { createPostgresTemplate, dropDatabase, writePgliteTemplate } from './database-templates';
import { TEST_CATALOG_IMAGE_DIR } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplate: string | undefined;
  }
}

export default async function globalSetup(project: TestProject): Promise<() => Promise<void>> {
  await ensureCatalogueImages(TEST_CATALOG_IMAGE_DIR, (msg) => console.log(msg));

  const dir = mkdtempSync(join(tmpdir(), 'kaarigar-templates-'));
  const pgliteTemplateFile = join(dir, 'pglite.tar');
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [, postgresTemplate] = await Promise.all([
    writePgliteTemplate(pgliteTemplateFile),
    adminUrl ? createPostgresTemplate(adminUrl) : Promise.resolve(undefined),
  ]);
  project.provide('pgliteTemplateFile', pgliteTemplateFile);
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && postgresTemplate) await dropDatabase(adminUrl, postgresTemplate);
  };
}
