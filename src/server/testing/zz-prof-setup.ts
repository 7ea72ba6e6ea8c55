import { Session } from 'node:inspector';
import { writeFileSync, mkdirSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
const g = globalThis as unknown as { __prof?: Session; __n?: number };
beforeAll(async () => {
  if (!g.__prof) {
    g.__prof = new Session();
    g.__prof.connect();
    await new Promise((r) => g.__prof!.post('Profiler.enable', r));
  }
  await new Promise((r) => g.__prof!.post('Profiler.start', r));
});
afterAll(async () => {
  const s = g.__prof!;
  const profile = await new Promise<unknown>((r) => s.post('Profiler.stop', (_e, res) => r((res as { profile: unknown }).profile)));
  mkdirSync('/tmp/prof3', { recursive: true });
  g.__n = (g.__n ?? 0) + 1;
  writeFileSync(`/tmp/prof3/${process.pid}-${g.__n}.cpuprofile`, JSON.stringify(profile));
});
