import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalObjectStore } from './local-store';
import { isValidObjectKey } from './types';

describe('local object store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kaarigar-objects-'));
  const store = createLocalObjectStore(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stores and reads back an object with its content type', async () => {
    await store.put('uploads/abcdefgh1234.webp', Buffer.from('img'), 'image/webp');
    expect(await store.exists('uploads/abcdefgh1234.webp')).toBe(true);
    expect(await store.get('uploads/abcdefgh1234.webp')).toEqual({
      body: Buffer.from('img'),
      contentType: 'image/webp',
    });
    expect(await store.get('uploads/missing12345.webp')).toBeNull();
  });

  it('refuses keys that could escape the folder or are not ours', () => {
    for (const key of [
      '../secret.webp',
      'uploads/../../etc/passwd',
      'uploads/%2e%2e.webp',
      'uploads/a.webp',
      'other/abcdefgh1234.webp',
      'uploads/abcdefgh1234.svg',
      '/etc/passwd',
    ]) {
      expect(isValidObjectKey(key), key).toBe(false);
    }
    expect(isValidObjectKey('ai-generated/0123456789abcdef.webp')).toBe(true);
  });

  it('will not write an invalid key', async () => {
    await expect(store.put('../escape12345.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'Invalid object key',
    );
  });
});
