import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * What the PGlite template is made of: the migrations and schema (all of platform/db), the seed
 * catalogue, the installed engine (the lock file), and every source file the code that makes it
 * imports (TEMPLATE_MAKERS, followed through their imports: the seeding code and the contracts it
 * reads, and no other). Broader than strictly needed, so a change that could alter the template
 * always makes a new one; editing a contract the seed never reads (a page's strings, the owner's
 * settings) keeps it.
 */
export const PGLITE_TEMPLATE_FOLDERS = ['src/server/platform/db', 'seed', 'package-lock.json'];
/** The code that makes the template (database-templates.ts: writePgliteTemplate). */
const TEMPLATE_MAKERS = [
  'src/server/catalog/seed-catalogue.ts',
  'src/server/platform/db/client.ts',
  // It also writes the seed products' personalisation designs (personalisation/design-store.ts).
  'src/server/testing/database-templates.ts',
];

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The repository's source files reached from `entries` through relative imports (type-only ones too). */
export function importClosure(root: string, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const stack = entries.map((entry) => join(root, entry));
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const base = resolve(dirname(file), spec!);
      const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find(
        (f) => existsSync(f) && statSync(f).isFile() && /\.tsx?$/.test(f),
      );
      if (found) stack.push(found);
    }
  }
  return [...seen].map((file) => relative(root, file).split(sep).join('/')).sort();
}

/** Everything the PGlite template's hash covers, relative to root (see PGLITE_TEMPLATE_FOLDERS). */
export const pgliteTemplateSources = (root: string) => [
  ...PGLITE_TEMPLATE_FOLDERS,
  ...importClosure(root, TEMPLATE_MAKERS).filter((f) => !PGLITE_TEMPLATE_FOLDERS.some((d) => f.startsWith(`${d}/`))),
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
