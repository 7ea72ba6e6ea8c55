import { hmacSha256, isSignedHmacSha256 } from '../../../platform/webhook-signatures/signatures';

/**
 * Shopify signs each webhook with HMAC-SHA256 of the raw body under the app's client secret,
 * base64 in X-Shopify-Hmac-Sha256. Compared in constant time; anything missing or malformed is
 * simply "not signed".
 * https://shopify.dev/docs/apps/build/webhooks/subscribe/https#step-5-verify-the-webhook
 */
export function isSignedByShopify(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  return isSignedHmacSha256(rawBody, header, secret, { encoding: 'base64' });
}

export function signForShopify(rawBody: Buffer | string, secret: string): string {
  return hmacSha256(secret, rawBody).toString('base64');
}
