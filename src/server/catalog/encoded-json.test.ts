import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBody, encodeBodyInPool } from './encoded-json';

/** A page-like body no other test has encoded (the recent encodings are shared by the process). */
const page = () =>
  Buffer.from(`<main>${randomBytes(8).toString('hex')}${'<p class="card">Sharma Niwas</p>'.repeat(200)}</main>`);

describe('encodeBodyInPool', () => {
  it('encodes as encodeBody does, and shares its recent encodings', async () => {
    const body = page();
    const pooled = await encodeBodyInPool(body);
    expect(brotliDecompressSync(pooled.br)).toEqual(body);
    expect(gunzipSync(pooled.gzip)).toEqual(body);
    expect(pooled.etag).toMatch(/^"[\w-]{27}"$/);
    expect(encodeBody(Buffer.from(body))).toBe(pooled);
    expect(await encodeBodyInPool(Buffer.from(body))).toBe(pooled);
  });

  it('compresses a body asked for twice at once only once', async () => {
    const body = page();
    const [first, second] = await Promise.all([encodeBodyInPool(body), encodeBodyInPool(Buffer.from(body))]);
    expect(second).toBe(first);
  });
});
