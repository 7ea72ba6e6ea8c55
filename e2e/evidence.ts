import { readFile, writeFile } from 'node:fs/promises';
import type { Download, Page, TestInfo } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect } from './fixtures';

/**
 * What a journey keeps for a person to look at, beside its results (test-results): full-page
 * screenshots, each with axe's serious findings on the same page (none expected), and the files
 * it downloads.
 */

/** A full-page screenshot named `<project>-<name>.png`, then axe on the page (or on `include`). */
export async function lookedAt(page: Page, info: TestInfo, name: string, include?: string) {
  await page.screenshot({ path: info.outputPath(`${info.project.name}-${name}.png`), fullPage: true });
  expect(await seriousViolations(page, include), `axe on ${name}`).toEqual([]);
}

/** Saves a download as `<project>-<its file name>` and returns its bytes. */
export async function kept(download: Download, info: TestInfo): Promise<Buffer> {
  const body = await readFile(await download.path());
  await writeFile(info.outputPath(`${info.project.name}-${download.suggestedFilename()}`), body);
  return body;
}
