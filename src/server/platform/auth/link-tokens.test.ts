import { describe, expect, it } from 'vitest';
import { hashLinkToken, linkTokenFromSeed, newLinkToken } from './link-tokens';

const SECRET = 'a-server-secret-of-at-least-32-characters';

describe('link tokens (one helper for proofs, reviews, reminders, COD confirmations, order pages, designs)', () => {
  it('are 256 random bits by default, never fewer than 128, in base64url', () => {
    const a = newLinkToken();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(newLinkToken()).not.toBe(a);
    expect(newLinkToken(18)).toMatch(/^[\w-]{24}$/);
    expect(() => newLinkToken(15)).toThrow(RangeError);
  });

  it('are kept as a SHA-256 that does not contain them', () => {
    const token = newLinkToken();
    expect(hashLinkToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkToken(token)).toBe(hashLinkToken(token));
    expect(hashLinkToken(token)).not.toContain(token);
  });

  it('derive from a seed the same way under one secret and purpose, and differently under another', () => {
    const seed = newLinkToken();
    const token = linkTokenFromSeed(SECRET, 'proof-link', seed);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(linkTokenFromSeed(SECRET, 'proof-link', seed)).toBe(token);
    expect(linkTokenFromSeed(`${SECRET}-rotated`, 'proof-link', seed)).not.toBe(token);
    expect(linkTokenFromSeed(SECRET, 'review-link', seed)).not.toBe(token);
  });
});
