import { describe, expect, it } from 'vitest';
import { hashProofToken, newProofLinkSeed, proofTokenFromSeed } from './proof-links';

const SECRET = 'a-server-secret-of-at-least-32-characters';

describe('proof links', () => {
  it('tokens carry at least 128 random bits and are stored only as a hash and a seed that opens nothing alone', () => {
    const seed = newProofLinkSeed();
    expect(Buffer.from(seed, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const a = proofTokenFromSeed(SECRET, seed);
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(a, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(proofTokenFromSeed(SECRET, newProofLinkSeed())).not.toBe(a);
    expect(hashProofToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashProofToken(a)).not.toContain(a);
    expect(seed).not.toBe(a);
  });

  it('makes the same link again from the seed under the same secret, and another under another (issue 45.10)', () => {
    const seed = newProofLinkSeed();
    expect(proofTokenFromSeed(SECRET, seed)).toBe(proofTokenFromSeed(SECRET, seed));
    expect(proofTokenFromSeed(`${SECRET}-rotated`, seed)).not.toBe(proofTokenFromSeed(SECRET, seed));
  });
});
