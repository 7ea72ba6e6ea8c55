import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacSha256Hex = (secret: string, payload: string | Buffer) =>
  createHmac('sha256', secret).update(payload).digest('hex');

/**
 * Compares a signature we computed with one we were sent, in constant time. Razorpay's own SDK
 * compares with ===, which leaks how many leading characters matched; the length check comes
 * first because timingSafeEqual throws on unequal lengths.
 */
export function signatureMatches(expectedHex: string, givenHex: unknown): boolean {
  if (typeof givenHex !== 'string' || !/^[0-9a-f]+$/i.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex.toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
