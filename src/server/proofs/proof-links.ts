import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url (43 characters): the link is the only credential. */
export function newProofToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so the table cannot be used to open proofs. */
export function hashProofToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function proofMessage(firstName: string, reference: string, proofUrl: string): string {
  const hello = firstName ? `Hello ${firstName}` : 'Hello';
  return `${hello}, the proof of your Kaarigar order ${reference} is ready: ${proofUrl} Please approve it, or tell us what to change, and we will start making it.`;
}
