import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedPages } from './page-encoding';

describe('CompressedPages', () => {
  it('brotlis each distinct page once and keeps the newest, a page read again counting as new', async () => {
    const pages = new CompressedPages(2);
    const [a, b, c] = ['<p>Asha</p>', '<p>Bala</p>', '<p>Chitra</p>'];
    const first = pages.brotli(a);
    expect(brotliDecompressSync(await first).toString()).toBe(a);
    const forB = pages.brotli(b);
    expect(pages.brotli(a)).toBe(first);
    await pages.brotli(c);
    expect(pages.size).toBe(2);
    // b was the least recently read when c came, so it went; a, read again after b, stayed.
    expect(pages.brotli(a)).toBe(first);
    expect(pages.brotli(b)).not.toBe(forB);
    expect(brotliDecompressSync(await pages.brotli(b)).toString()).toBe(b);
  });
});
