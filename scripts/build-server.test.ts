import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BUNDLE_OPTIONS, devOnlyImports, ENTRIES, packageName } from './build-server.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };

describe('the release build imports production dependencies only', () => {
  it('names the package of a deep or scoped import', () => {
    expect(packageName('@expo-google-fonts/poppins/400Regular/Poppins_400Regular.ttf?url')).toBe(
      '@expo-google-fonts/poppins',
    );
    expect(packageName('drizzle-orm/pglite/migrator')).toBe('drizzle-orm');
  });

  it('flags a dev dependency or an unlisted package, never a built-in or a dependency', () => {
    expect(devOnlyImports(['node:fs', 'path', 'fastify', 'zod/mini', 'vite', '@types/node', 'left-pad'], pkg)).toEqual([
      '@types/node',
      'left-pad',
      'vite',
    ]);
  });

  it('holds for what the server, worker and tools import today', { timeout: 120_000 }, async () => {
    const result = await build({
      ...BUNDLE_OPTIONS,
      entryPoints: ENTRIES,
      outdir: 'dist/never-written',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const imports = Object.values(result.metafile.outputs).flatMap((o) =>
      o.imports.filter((i) => i.external).map((i) => i.path),
    );
    expect(imports).toContain('fastify');
    expect(devOnlyImports(imports, pkg)).toEqual([]);
  });
});
