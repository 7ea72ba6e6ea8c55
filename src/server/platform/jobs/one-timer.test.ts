import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = join(process.cwd(), 'src', 'server');
const JOBS = join(SERVER, 'platform', 'jobs');

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === JOBS ? [] : serverFiles(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}

/** A call of setInterval, however it is reached (globalThis.setInterval, timers' setInterval). */
const INTERVAL = /\bsetInterval\b/;

describe('work on a timer (issue 40)', () => {
  it('recurs only through platform/jobs/periodic-task.ts: no setInterval elsewhere in the server', () => {
    const found = serverFiles(SERVER)
      .filter((f) => INTERVAL.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SERVER, f).split(sep).join('/'));
    expect(found).toEqual([]);
  });

  it('the check sees a hand-rolled sweep', () => {
    expect(INTERVAL.test('const every = setInterval(sweep, HOUR).unref();')).toBe(true);
    expect(INTERVAL.test("import { setInterval as every } from 'node:timers';")).toBe(true);
    expect(INTERVAL.test('app.periodicTask({ name, everyMs, run })')).toBe(false);
  });
});
