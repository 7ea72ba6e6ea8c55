import { randomBytes } from 'node:crypto';

/** 144 random bits: the cart id is the cart's only credential, so it must be unguessable. */
export function newCartId(): string {
  return `c_${randomBytes(18).toString('base64url')}`;
}

export const CART_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
