import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one HMAC-SHA256 signature check every webhook uses (payment providers, Shopify, WhatsApp)
 * and the payment return redirect. Each vendor signs the exact bytes it sent with a shared secret;
 * they differ only in how the digest is written: hex (the payment provider, in its provider
 * folder), base64 (Shopify, X-Shopify-Hmac-Sha256), or 'sha256=' and hex (Meta, X-Hub-Signature-256).
 */
export const hmacSha256 = (secret: string, payload: string | Buffer): Buffer =>
  createHmac('sha256', secret).update(payload).digest();

export const hmacSha256Hex = (secret: string, payload: string | Buffer) => hmacSha256(secret, payload).toString('hex');

/**
 * Two byte strings compared in constant time. The length check comes first because
 * timingSafeEqual throws on unequal lengths (the length of a digest is no secret).
 */
export function sameBytes(expected: Buffer, given: Buffer): boolean {
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const HEX = /^(?:[0-9a-f]{2})+$/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A signature as sent, decoded to bytes; null when it is missing or not written the expected way. */
function decoded(given: unknown, encoding: 'hex' | 'base64', prefix: string): Buffer | null {
  if (typeof given !== 'string' || !given.startsWith(prefix)) return null;
  const digits = given.slice(prefix.length);
  if (!(encoding === 'hex' ? HEX : BASE64).test(digits)) return null;
  return Buffer.from(digits, encoding);
}

/**
 * Compares a hex signature we computed with one we were sent, in constant time: comparing
 * with === (as one vendor SDK does) leaks how many leading characters matched.
 */
export function signatureMatches(expectedHex: string, givenHex: unknown): boolean {
  const given = decoded(givenHex, 'hex', '');
  return given !== null && sameBytes(Buffer.from(expectedHex, 'hex'), given);
}

/**
 * True when `given` is the HMAC-SHA256 of the raw body under `secret`, written as the vendor
 * writes it (`encoding`, after `prefix`). An empty secret signs nothing; anything missing or
 * malformed is simply "not signed".
 */
export function isSignedHmacSha256(
  rawBody: Buffer,
  given: unknown,
  secret: string,
  { encoding, prefix = '' }: { encoding: 'hex' | 'base64'; prefix?: string },
): boolean {
  if (!secret) return false;
  const bytes = decoded(given, encoding, prefix);
  return bytes !== null && sameBytes(hmacSha256(secret, rawBody), bytes);
}
