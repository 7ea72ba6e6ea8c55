import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The one way the store makes a link that is its own credential (issue 40): proofs, reviews,
 * checkout reminders, pay-on-delivery confirmations, the order page and shared designs. A token is
 * random bits in base64url; a table keeps only its hash (or, for a link the owner may be shown
 * again, a seed the token is derived from under the server's secret), so a database dump opens
 * nothing.
 */

/** 256 random bits by default (43 base64url characters); the order page's 144 and designs' 128 keep their length. */
export function newLinkToken(bytes = 32): string {
  if (!Number.isInteger(bytes) || bytes < 16) throw new RangeError('a link token has at least 128 random bits');
  return randomBytes(bytes).toString('base64url');
}

/** What a table keeps of a token: its SHA-256, hex. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A token derived from a stored seed (43 base64url characters): HMAC-SHA256 of `<purpose>:<seed>`
 * under the server's secret, so the same link can be shown again while the seed alone opens nothing,
 * and a seed of one purpose gives no token of another.
 */
export function linkTokenFromSeed(secret: string, purpose: string, seed: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${seed}`).digest('base64url');
}
