import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url (43 characters): a review or reminder link is its own credential. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so the table cannot be used to open the links. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
