#!/usr/bin/env node
// The release build of the server side: bundles the server, the preview worker and the command-line
// tools to plain JavaScript in dist/server with esbuild, which tsx and vite already bring, compiles
// in well under a second and keeps every package outside the bundle (so the production install,
// `npm ci --omit=dev`, supplies them and native ones such as sharp keep their own binaries).
// Type checking stays with `npm run typecheck`; esbuild only strips the types.
//
// After bundling it checks that every package the bundle imports is a production dependency: one
// imported from devDependencies would be missing from a production install.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';

/** The programs a release runs, by their file in dist/server. */
export const ENTRIES = {
  main: 'src/server/main.ts',
  worker: 'src/server/worker.ts',
  owner: 'src/server/cli/owner.ts',
  'catalog-sync': 'src/server/cli/catalog-sync.ts',
  backup: 'src/server/cli/backup.ts',
  restore: 'src/server/cli/restore.ts',
};

const OUT = 'dist/server';

/** A bare import's package name: '@scope/name/deep' -> '@scope/name', 'pino/file' -> 'pino'. */
export function packageName(spec) {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Packages the bundle imports that a production install would not have. */
export function devOnlyImports(imports, pkg) {
  const builtins = new Set(builtinModules);
  const prod = new Set(Object.keys(pkg.dependencies ?? {}));
  const missing = new Set();
  for (const spec of imports) {
    if (spec.startsWith('node:') || builtins.has(spec) || builtins.has(spec.split('/')[0])) continue;
    if (spec.startsWith('.') || spec.startsWith('/')) continue;
    const name = packageName(spec);
    if (!prod.has(name)) missing.add(name);
  }
  return [...missing].sort();
}

/** How the server is bundled: the release build and its test (build-server.test.ts) share these. */
export const BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  // Shared code and lazily imported modules in chunks of their own (a lazy import stays lazy, as
  // from source), kept in dist/server itself: code that finds files beside it through
  // import.meta.url (the migrations folder) runs from there, whichever chunk it landed in.
  splitting: true,
  chunkNames: '[name]-[hash]',
  // The server renders the shopper's home page from the client's components, whose lazy imports
  // reach the workspace's stylesheet (admin-app.tsx). A server draws no CSS: it bundles as nothing.
  loader: { '.css': 'empty' },
};

/**
 * Bundles `entries` into `outdir` (the release's programs into dist/server unless told otherwise:
 * the process tests bundle the server they start the same way, src/server/testing/global-setup.ts).
 */
export async function buildServer({ entries = ENTRIES, outdir = OUT } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    ...BUNDLE_OPTIONS,
    entryPoints: entries,
    outdir,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  // The migrations are read at run time beside the code that applies them
  // (new URL('./migrations', import.meta.url) in platform/db/client.ts): in the bundle that is its folder.
  cpSync('src/server/platform/db/migrations', `${outdir}/migrations`, { recursive: true });
  const imports = new Set();
  for (const output of Object.values(result.metafile.outputs))
    for (const imp of output.imports) if (imp.external) imports.add(imp.path);
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const missing = devOnlyImports(imports, pkg);
  writeFileSync(`${outdir}/externals.json`, `${JSON.stringify([...imports].sort(), null, 2)}\n`);
  if (missing.length > 0)
    throw new Error(`The server bundle imports packages that are not production dependencies: ${missing.join(', ')}`);
  return { imports: [...imports].sort() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  buildServer()
    .then(({ imports }) =>
      console.log(
        `dist/server built in ${Date.now() - started} ms (${imports.length} external imports, all production dependencies)`,
      ),
    )
    .catch((err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
