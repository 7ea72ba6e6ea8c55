import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedFile, sourcesHash } from './template-cache';

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
