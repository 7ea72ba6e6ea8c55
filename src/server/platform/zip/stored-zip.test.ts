import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storedZip } from './stored-zip';

describe('a stored ZIP', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is read back whole by Info-ZIP, a reader that did not write it, with its CRCs checked', () => {
    dir = mkdtempSync(join(tmpdir(), 'zip-'));
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    const video = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
    const file = join(dir, 'pack.zip');
    writeFileSync(
      file,
      storedZip([
        { name: 'dispute-KG-10001.pdf', body: pdf },
        { name: 'video.webm', body: video },
      ]),
    );
    expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
    execFileSync('unzip', ['-q', file, '-d', join(dir, 'out')]);
    expect(readFileSync(join(dir, 'out', 'dispute-KG-10001.pdf')).equals(pdf)).toBe(true);
    expect(readFileSync(join(dir, 'out', 'video.webm')).equals(video)).toBe(true);
  });
});
