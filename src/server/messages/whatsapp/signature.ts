import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta signs every webhook POST with `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw
 * body keyed with the app secret>`. Compared in constant time, after a length check.
 */
export function signWebhookBody(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function isSignedByMeta(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(signWebhookBody(rawBody, appSecret));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The subscription handshake: Meta's GET carries hub.mode=subscribe, our verify token and a challenge to echo. */
export function handshakeChallenge(query: Record<string, unknown>, verifyToken: string | undefined): string | null {
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (!verifyToken || query['hub.mode'] !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string')
    return null;
  const a = Buffer.from(token);
  const b = Buffer.from(verifyToken);
  return a.length === b.length && timingSafeEqual(a, b) ? challenge : null;
}
