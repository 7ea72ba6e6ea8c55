import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { withScratchDir } from './scratch-dir';

describe('a scratch folder', () => {
  it('is there while it is used and gone after, also when its use throws', async () => {
    let seen = '';
    await withScratchDir('kaarigar-scratch-test-', async (dir) => {
      seen = dir;
      expect(existsSync(dir)).toBe(true);
    });
    expect(existsSync(seen)).toBe(false);
    await expect(
      withScratchDir('kaarigar-scratch-test-', async (dir) => {
        seen = dir;
        throw new Error('poppler failed');
      }),
    ).rejects.toThrow('poppler failed');
    expect(existsSync(seen)).toBe(false);
  });

  it('is removed when the process exits while it is still in use (a store stopped mid-request)', () => {
    // The exit comes from inside the use, so the use's `finally` never runs: only the exit hook can remove it.
    const script = `
      import { withScratchDir } from './src/server/platform/scratch/scratch-dir.ts';
      await withScratchDir('kaarigar-scratch-test-', async (dir) => {
        console.log(dir);
        process.exit(0);
      });
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(child.status, child.stderr).toBe(0);
    const dir = child.stdout.trim();
    expect(dir).toMatch(/kaarigar-scratch-test-/);
    expect(existsSync(dir)).toBe(false);
  });

  it('is removed when the process exits the moment the folder exists, before its use has begun', () => {
    // The child waits, without yielding, until the folder is on disk and then exits: a folder made
    // by a promise was there before the code that records it ran, so the exit hook never knew of it.
    const script = `
      import { readdirSync } from 'node:fs';
      import { tmpdir } from 'node:os';
      import { withScratchDir } from './src/server/platform/scratch/scratch-dir.ts';
      const prefix = 'kaarigar-scratch-test-early-' + process.pid + '-';
      void withScratchDir(prefix, () => new Promise(() => {}));
      while (!readdirSync(tmpdir()).some((name) => name.startsWith(prefix))) {}
      console.log(prefix);
      process.exit(0);
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(child.status, child.stderr).toBe(0);
    const prefix = child.stdout.trim();
    expect(prefix).toMatch(/^kaarigar-scratch-test-early-\d+-$/);
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith(prefix))).toEqual([]);
  });
});
