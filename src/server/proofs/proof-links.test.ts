import { describe, expect, it } from 'vitest';
import { hashProofToken, newProofToken } from './proof-links';

describe('proof links', () => {
  it('tokens carry at least 128 random bits and are stored only as a hash', () => {
    const a = newProofToken();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(a, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(newProofToken()).not.toBe(a);
    expect(hashProofToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashProofToken(a)).not.toContain(a);
  });
});
