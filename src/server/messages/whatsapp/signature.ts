import { hmacSha256Hex, isSignedHmacSha256, sameBytes } from '../../platform/webhook-signatures/signatures';

/**
 * Meta signs every webhook POST with `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw
 * body keyed with the app secret>`. Compared in constant time, after a length check.
 */
export function signWebhookBody(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${hmacSha256Hex(appSecret, rawBody)}`;
}

export function isSignedByMeta(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  // Meta writes the hex in lower case; an upper-case copy is not what Meta sent.
  if (!header || header !== header.toLowerCase()) return false;
  return isSignedHmacSha256(rawBody, header, appSecret, { encoding: 'hex', prefix: 'sha256=' });
}

/** The subscription handshake: Meta's GET carries hub.mode=subscribe, our verify token and a challenge to echo. */
export function handshakeChallenge(query: Record<string, unknown>, verifyToken: string | undefined): string | null {
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (!verifyToken || query['hub.mode'] !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string')
    return null;
  return sameBytes(Buffer.from(verifyToken), Buffer.from(token)) ? challenge : null;
}
