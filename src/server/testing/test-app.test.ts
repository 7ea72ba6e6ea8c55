import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testBackends } from './test-app';

/**
 * Issue 22, item 9: a fresh clone's test run left 56 folders (169 MB) in the OS temp folder. A
 * test app's data folder (uploads, previews, production files, the session secret) goes with it.
 */
describe.each(testBackends)('a test app on $name', (backend) => {
  it('keeps its data in the OS temp folder and removes it on close', async () => {
    const t = await buildTestApp(backend);
    const dir = t.config.dataDir;
    expect(dir.startsWith(join(tmpdir(), 'kaarigar-test-'))).toBe(true);
    await t.app.objectStore.put('uploads/abcdefgh1234.webp', Buffer.from('img'), 'image/webp');
    mkdirSync(join(dir, 'extra'), { recursive: true });
    writeFileSync(join(dir, 'extra', 'file.txt'), 'x');
    await t.close();
    expect(existsSync(dir)).toBe(false);
  });
});
