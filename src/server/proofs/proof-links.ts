import { hashLinkToken, linkTokenFromSeed, newLinkToken } from '../platform/auth/link-tokens';

/** 256 random bits, base64url: kept with the proof, useless without the server's secret. */
export function newProofLinkSeed(): string {
  return newLinkToken();
}

/**
 * The link's token (43 base64url characters, the only credential): an HMAC-SHA256 of the stored seed
 * under the server's secret, so the owner's workspace can show the same link again while the table
 * (a database dump) still opens no proof.
 */
export function proofTokenFromSeed(secret: string, seed: string): string {
  return linkTokenFromSeed(secret, 'proof-link', seed);
}

/** Only the hash is stored, so the table cannot be used to open proofs. */
export function hashProofToken(token: string): string {
  return hashLinkToken(token);
}

export function proofMessage(firstName: string, reference: string, proofUrl: string): string {
  const hello = firstName ? `Hello ${firstName}` : 'Hello';
  return `${hello}, the proof of your Kaarigar order ${reference} is ready: ${proofUrl} Please approve it, or tell us what to change, and we will start making it.`;
}
