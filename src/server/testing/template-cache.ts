import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the PGlite template is made of: the migrations and schema, the seed catalogue and the code
 * that loads it (with the contracts it uses), and the installed engine (the lock file). Broader
 * than strictly needed, so a change that could alter the template always makes a new one.
 */
export const PGLITE_TEMPLATE_SOURCES = [
  'src/server/platform/db',
  'src/server/catalog',
  'src/server/production',
  'src/server/personalisation',
  'src/server/testing/database-templates.ts',
  'src/contracts',
  'seed',
  'package-lock.json',
];

const isTest = (path: string) => /\.test\.tsx?$/.test(path);

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** A hash of every source file's path and bytes (tests left out: they do not make the template). */
export function sourcesHash(root: string, sources: string[]): string {
  const hash = createHash('sha256');
  for (const source of sources)
    for (const file of filesUnder(join(root, source)).filter((f) => !isTest(f))) {
      hash.update(file.slice(root.length)).update('\0').update(readFileSync(file)).update('\0');
    }
  return hash.digest('hex').slice(0, 16);
}

/** Unused for this long, an older template is deleted; a run never takes that long. */
const STALE_MS = 60 * 60 * 1000;

/**
 * `<dir>/<prefix>-<key>.tar`, made by `make` only when no earlier run left it. Written under a
 * temporary name and renamed, so a run beside this one never reads half a file; older keys
 * unused for an hour are removed, so edits do not pile tarballs up.
 */
export async function cachedFile(
  dir: string,
  prefix: string,
  key: string,
  make: (file: string) => Promise<void>,
): Promise<{ file: string; reused: boolean }> {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${prefix}-${key}.tar`);
  for (const name of readdirSync(dir)) {
    const other = join(dir, name);
    if (name.startsWith(`${prefix}-`) && other !== file && Date.now() - statSync(other).mtimeMs > STALE_MS)
      rmSync(other, { force: true });
  }
  if (existsSync(file)) {
    const now = new Date();
    utimesSync(file, now, now); // in use: not stale for a run beside this one
    return { file, reused: true };
  }
  const partial = `${file}.${process.pid}.partial`;
  try {
    await make(partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { file, reused: false };
}
