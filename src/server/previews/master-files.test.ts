import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMasterFiles } from './master-files';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'master-files-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('catalogue master files', () => {
  it('reads a master once and hands out the same bytes while it is unchanged', async () => {
    const path = join(dir, 'master.png');
    await writeFile(path, 'first');
    const files = createMasterFiles();
    const a = await files.read(path);
    const b = await files.read(path);
    expect(b).toBe(a);
    expect(a.toString()).toBe('first');
  });

  it('reads a master redrawn on disk afresh', async () => {
    const path = join(dir, 'master.png');
    await writeFile(path, 'first');
    const files = createMasterFiles();
    await files.read(path);
    // Written beside it and renamed over it, as the catalogue image step does.
    await writeFile(`${path}.tmp`, 'second');
    await rename(`${path}.tmp`, path);
    expect((await files.read(path)).toString()).toBe('second');
  });

  it('keeps only the most recently used masters', async () => {
    const files = createMasterFiles(2);
    const paths = ['a', 'b', 'c'].map((name) => join(dir, name));
    for (const path of paths) await writeFile(path, path);
    const first = await files.read(paths[0]!);
    await files.read(paths[1]!);
    await files.read(paths[2]!);
    expect(await files.read(paths[0]!)).not.toBe(first);
  });

  it('fails for a missing master every time rather than remembering the failure', async () => {
    const path = join(dir, 'missing.png');
    const files = createMasterFiles();
    await expect(files.read(path)).rejects.toThrow();
    await writeFile(path, 'late');
    expect((await files.read(path)).toString()).toBe('late');
  });
});
