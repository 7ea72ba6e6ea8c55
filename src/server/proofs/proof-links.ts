import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url (43 characters): the link is the only credential. */
export function newProofToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so the table cannot be used to open proofs. */
export function hashProofToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The number as wa.me wants it: digits only with the country code. A 10-digit Indian mobile
 * (6-9 first) gets 91 in front; a number already written with 91/+91/0 is normalised.
 */
export function whatsappNumber(mobile: string): string | null {
  const digits = mobile.replace(/\D/g, '');
  const national = digits.replace(/^(0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  if (/^[6-9]\d{9}$/.test(national)) return `91${national}`;
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

export function whatsappUrl(mobile: string, text: string): string | null {
  const number = whatsappNumber(mobile);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}

export function proofMessage(firstName: string, reference: string, proofUrl: string): string {
  const hello = firstName ? `Hello ${firstName}` : 'Hello';
  return `${hello}, the proof of your Kaarigar order ${reference} is ready: ${proofUrl} Please approve it, or tell us what to change, and we will start making it.`;
}
