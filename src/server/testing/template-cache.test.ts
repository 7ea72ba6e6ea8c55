import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedFile, importClosure, pgliteTemplateSources, sourcesHash } from './template-cache';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function tree() {
  dir = mkdtempSync(join(tmpdir(), 'kaarigar-template-cache-'));
  mkdirSync(join(dir, 'migrations'));
  writeFileSync(join(dir, 'migrations/0001_init.sql'), 'CREATE TABLE products ();');
  writeFileSync(join(dir, 'migrations/0001_init.test.ts'), 'a test');
  return dir;
}

describe('the PGlite template kept between test runs', () => {
  it('is keyed by every source file but the tests', () => {
    const root = tree();
    const before = sourcesHash(root, ['migrations', 'missing-folder']);
    writeFileSync(join(root, 'migrations/0001_init.test.ts'), 'another test');
    expect(sourcesHash(root, ['migrations'])).toBe(before);
    writeFileSync(join(root, 'migrations/0002_stock.sql'), 'ALTER TABLE products ADD stock int;');
    expect(sourcesHash(root, ['migrations'])).not.toBe(before);
  });

  it('is made once for a key, reused after, and older keys unused for an hour are removed', async () => {
    const cache = join(tree(), 'cache');
    let made = 0;
    const make = async (file: string) => {
      made += 1;
      writeFileSync(file, 'tarball');
    };
    const first = await cachedFile(cache, 'pglite-template', 'aaa', make);
    expect(first.reused).toBe(false);
    expect(await cachedFile(cache, 'pglite-template', 'aaa', make)).toEqual({ file: first.file, reused: true });
    expect(made).toBe(1);

    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(first.file, twoHoursAgo, twoHoursAgo);
    await cachedFile(cache, 'pglite-template', 'bbb', make);
    expect(readdirSync(cache)).toEqual(['pglite-template-bbb.tar']);
  });

  it('leaves no half-written file when making it fails', async () => {
    const cache = join(tree(), 'cache');
    const failing = async (file: string) => {
      writeFileSync(file, 'half');
      throw new Error('initdb failed');
    };
    await expect(cachedFile(cache, 'pglite-template', 'ccc', failing)).rejects.toThrow('initdb failed');
    expect(readdirSync(cache)).toEqual([]);
  });
});

describe("what the PGlite template's key covers", () => {
  it('follows relative imports, type-only ones too, and nothing else', () => {
    const root = tree();
    mkdirSync(join(root, 'src/lib'), { recursive: true });
    writeFileSync(
      join(root, 'src/entry.ts'),
      "import { a } from './lib/a';\nimport type { B } from './lib';\nimport 'pg';",
    );
    writeFileSync(join(root, 'src/lib/a.ts'), "export { c } from './c';");
    writeFileSync(join(root, 'src/lib/c.ts'), 'export const c = 1;');
    writeFileSync(join(root, 'src/lib/index.ts'), 'export type B = 1;');
    writeFileSync(join(root, 'src/lib/unused.ts'), 'export const u = 1;');
    expect(importClosure(root, ['src/entry.ts'])).toEqual([
      'src/entry.ts',
      'src/lib/a.ts',
      'src/lib/c.ts',
      'src/lib/index.ts',
    ]);
  });

  it('is the migrations, the seed and the code that seeds, not every contract', () => {
    const sources = pgliteTemplateSources(process.cwd());
    expect(sources).toEqual(expect.arrayContaining(['src/server/platform/db', 'seed', 'package-lock.json']));
    expect(sources).toContain('src/server/catalog/seed-catalogue.ts');
    expect(sources).toContain('src/contracts/products.ts');
    // The owner's settings and the shopper's page strings make no row of the seeded database.
    expect(sources).not.toContain('src/contracts/settings.ts');
    expect(sources).not.toContain('src/contracts/home-page.ts');
  });
});
