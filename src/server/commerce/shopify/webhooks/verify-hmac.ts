import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Shopify signs each webhook with HMAC-SHA256 of the raw body under the app's client secret,
 * base64 in X-Shopify-Hmac-Sha256. Compared in constant time; anything missing or malformed is
 * simply "not signed".
 * https://shopify.dev/docs/apps/build/webhooks/subscribe/https#step-5-verify-the-webhook
 */
export function isSignedByShopify(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  if (!secret || !header || !/^[A-Za-z0-9+/]+={0,2}$/.test(header)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(header, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function signForShopify(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}
