import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const RELEASE_BUILD = resolve('scripts/release-build.mjs');
let folder = '';

afterEach(() => rmSync(folder, { recursive: true, force: true }));

/**
 * A program in its own process, in `cwd`, that builds as ensureBuilt does (whileBuilding), the
 * "build" being a note of its start and its end 300 ms apart in build.log.
 */
function builder(cwd: string, name: string) {
  const program = `
    import { appendFileSync } from 'node:fs';
    const { whileBuilding } = await import(${JSON.stringify(RELEASE_BUILD)});
    whileBuilding(() => {
      appendFileSync('build.log', 'start ${name}\\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
      appendFileSync('build.log', 'end ${name}\\n');
    });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', program], { cwd, stdio: 'inherit' });
  return new Promise<number | null>((done) => child.once('exit', done));
}

describe('building dist/ (scripts/release-build.mjs)', () => {
  it('lets one process build at a time: two programs started together never build over each other', async () => {
    folder = mkdtempSync(join(tmpdir(), 'kaarigar-build-lock-'));
    expect(await Promise.all(['a', 'b', 'c'].map((name) => builder(folder, name)))).toEqual([0, 0, 0]);
    const lines = readFileSync(join(folder, 'build.log'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(6);
    // Each build ends before the next one starts.
    for (let i = 0; i < lines.length; i += 2) expect(lines[i + 1]).toBe(lines[i]!.replace('start', 'end'));
    expect(existsSync(join(folder, 'dist/.building'))).toBe(false);
  });

  it('takes over the lock of a builder that died, and releases it after', async () => {
    folder = mkdtempSync(join(tmpdir(), 'kaarigar-build-lock-'));
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    mkdirSync(join(folder, 'dist'));
    writeFileSync(join(folder, 'dist/.building'), dead.stdout.trim());
    expect(await builder(folder, 'after')).toBe(0);
    expect(readFileSync(join(folder, 'build.log'), 'utf8')).toBe('start after\nend after\n');
    expect(existsSync(join(folder, 'dist/.building'))).toBe(false);
  });
});
