import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Sorts every test file into one Vitest project by what it imports (vitest.config.ts), so a new
 * test lands in the right one without being listed anywhere:
 *
 * - `process`:  starts a server or a script as a child process (real-server.ts, serve-for-tests.ts,
 *               node:child_process in the test itself).
 * - `postgres`: needs the databases and either proves something only PostgreSQL can show (it reads
 *               TEST_DATABASE_URL or the PostgreSQL template itself: concurrency, locks) or runs
 *               on both engines through testBackends and exercises SQL written per dialect
 *               (DIALECT_SENSITIVE below). Only this project gets a PostgreSQL template, so only
 *               its files run twice when TEST_DATABASE_URL is set; without it they run on PGlite.
 * - `media`:    draws, shapes text or reads PDFs (sharp, pdf-lib, pdfjs, fontkit, harfbuzz).
 * - `api`:      needs the global set-up (the PGlite template, the test catalogue's images), or
 *               opens a database of its own (PGlite, pg).
 * - `dom`:      renders React components in jsdom (`@vitest-environment jsdom`); no global set-up.
 * - `unit`:     everything else: pure code in Node, no global set-up (`npm run test:quick`).
 *
 * The order above is the order of precedence: a file is in the first kind it matches.
 */
/** @type {readonly import('./test-kinds.d.mts').TestKind[]} */
export const TEST_KINDS = ['unit', 'dom', 'api', 'postgres', 'media', 'process'];

/** Where tests live (the include globs of vitest.config.ts, as folders). */
const TEST_ROOTS = ['src', 'seed', 'scripts'];
const isTestFile = (/** @type {string} */ path) => /\.test\.tsx?$/.test(path);

/** Test kits that read what the global set-up provides (the templates, the catalogue's images). */
const NEEDS_GLOBAL_SETUP = [
  'src/server/testing/test-app.ts',
  'src/server/testing/database-templates.ts',
  'src/server/testing/pglite-engines.ts',
  'src/server/testing/postgres-databases.ts',
  'src/server/testing/paths.ts',
];
const STARTS_PROCESSES = ['src/server/testing/real-server.ts', 'src/server/testing/serve-for-tests.ts'];
/** A database engine or driver of its own (a test that migrates a PGlite it made, say): an API-kind test. */
const DATABASE_PACKAGES = /^(@electric-sql\/pglite|pg|drizzle-orm\/(pglite|node-postgres)(\/.*)?)$/;
const MEDIA_PACKAGES = /^(sharp|pdf-lib|pdfjs-dist|fontkit|harfbuzzjs|@vladmandic\/human|@tensorflow\/)/;
const MEDIA_KITS = [
  'src/server/testing/pdf-text.ts',
  'src/server/testing/pdf-glyphs.ts',
  'src/server/testing/draw-test-images.ts',
];

/**
 * Tests on both engines (testBackends) whose code writes SQL that PostgreSQL and PGlite could read
 * differently: raw `sql` fragments, locks, sequences, date arithmetic, upserts under contention.
 * The other testBackends files test HTTP behaviour over the ORM and run on PGlite alone.
 */
const DIALECT_SENSITIVE = [
  /^src\/server\/insights\//,
  /^src\/server\/orders\/order-number\.test\.ts$/,
  /^src\/server\/commerce\//,
  /^src\/server\/checkout\//,
  /^src\/server\/coupons\//,
  /^src\/server\/privacy\//,
  /^src\/server\/designs\//,
  /^src\/server\/previews\/preview-sweep\.test\.ts$/,
  /^src\/server\/pricing\/free-orders\.test\.ts$/,
  /^src\/server\/production\/production-service\.test\.ts$/,
  /^src\/server\/users\//,
  /^src\/server\/http\/admin\/(admin-orders|admin-production|admin-session|kept-proof|courier-[\w-]+|shopify-orders-workspace|admin-coupons)\.test\.ts$/,
  /^src\/server\/http\/store\/(order-arrivals|messages|messages-payments|checkout-recovery|session-lifetime|invoices|cart|courier-shipping|reviews|proofs)\.test\.ts$/,
  /^src\/server\/http\/webhooks\/(courier-scans|payment-webhooks|shopify-webhooks)\.test\.ts$/,
];

/** @returns {string[]} */
function filesUnder(/** @type {string} */ root, /** @type {string} */ dir) {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? filesUnder(root, path) : [path];
  });
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/**
 * The repository files and packages a source file imports, relative to root.
 * @param {string} root @param {string} file @param {string} text
 */
function importsOf(root, file, text) {
  /** @type {string[]} */
  const files = [];
  /** @type {string[]} */
  const packages = [];
  for (const [, spec] of text.matchAll(IMPORT)) {
    if (!spec) continue;
    if (!spec.startsWith('.')) {
      packages.push(spec);
      continue;
    }
    const base = resolve(root, dirname(file), spec);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (found && /\.tsx?$/.test(found)) files.push(relative(root, found));
  }
  return { files, packages };
}

/** Every repository file and package a test reaches through its imports. */
function makeReacher(/** @type {string} */ root) {
  /** @type {Map<string, { files: string[]; packages: string[]; text: string }>} */
  const direct = new Map();
  const read = (/** @type {string} */ file) => {
    let known = direct.get(file);
    if (!known) {
      const text = readFileSync(join(root, file), 'utf8');
      known = { ...importsOf(root, file, text), text };
      direct.set(file, known);
    }
    return known;
  };
  return {
    direct: (/** @type {string} */ file) => read(file),
    /** @param {string} file */
    reach(file) {
      /** @type {Set<string>} */
      const files = new Set();
      /** @type {Set<string>} */
      const packages = new Set();
      const stack = [file];
      while (stack.length > 0) {
        const next = /** @type {string} */ (stack.pop());
        if (files.has(next)) continue;
        files.add(next);
        const known = read(next);
        for (const p of known.packages) packages.add(p);
        stack.push(...known.files);
      }
      return { files, packages };
    },
  };
}

/**
 * Each test file (relative to root) with its kind. Vitest reads its config once for itself and
 * once per project: the answer is kept for the process.
 * @param {string} root
 * @returns {Map<string, import('./test-kinds.d.mts').TestKind>}
 */
export function classifyTests(root) {
  const cache = /** @type {{ [key: symbol]: Map<string, Map<string, any>> }} */ (globalThis);
  const known = (cache[CACHE] ??= new Map());
  if (!known.has(root)) known.set(root, classify(root));
  return /** @type {Map<string, any>} */ (known.get(root));
}

const CACHE = Symbol.for('kaarigar.test-kinds');

/** @param {string} root */
function classify(root) {
  const reacher = makeReacher(root);
  /** @type {Map<string, import('./test-kinds.d.mts').TestKind>} */
  const kinds = new Map();
  const tests = TEST_ROOTS.flatMap((dir) => filesUnder(root, dir))
    .filter(isTestFile)
    .map((path) => path.split('\\').join('/'))
    .sort();
  for (const test of tests) {
    const { files, packages } = reacher.reach(test);
    const own = reacher.direct(test);
    const text = own.text;
    const reaches = (/** @type {string[]} */ list) => list.some((f) => files.has(f));
    const needsSetup = reaches(NEEDS_GLOBAL_SETUP) || /\binject\s*\(\s*['"]/.test(text);
    /** @type {import('./test-kinds.d.mts').TestKind} */
    let kind;
    if (reaches(STARTS_PROCESSES) || own.packages.some((p) => /^(node:)?child_process$/.test(p))) kind = 'process';
    else if (
      needsSetup &&
      (/TEST_DATABASE_URL|postgresTemplate/.test(text) ||
        (/\btestBackends\b/.test(text) && DIALECT_SENSITIVE.some((re) => re.test(test))))
    )
      kind = 'postgres';
    else if (
      own.packages.some((p) => MEDIA_PACKAGES.test(p)) ||
      reaches(MEDIA_KITS) ||
      (!needsSetup && [...packages].some((p) => MEDIA_PACKAGES.test(p)))
    )
      kind = 'media';
    else if (needsSetup || own.packages.some((p) => DATABASE_PACKAGES.test(p))) kind = 'api';
    else if (/@vitest-environment\s+jsdom/.test(text)) kind = 'dom';
    else kind = 'unit';
    kinds.set(test, kind);
  }
  return kinds;
}

/**
 * The test files of one kind, for a project's `include`.
 * @param {Map<string, import('./test-kinds.d.mts').TestKind>} kinds
 * @param {import('./test-kinds.d.mts').TestKind} kind
 * @returns {string[]}
 */
export function testsOfKind(kinds, kind) {
  return [...kinds].filter(([, k]) => k === kind).map(([file]) => file);
}
