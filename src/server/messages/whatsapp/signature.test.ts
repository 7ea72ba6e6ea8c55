import { describe, expect, it } from 'vitest';
import { handshakeChallenge, isSignedByMeta, signWebhookBody } from './signature';

describe('Meta webhook signatures', () => {
  const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');

  it('signs as Meta documents it: sha256= and the hex HMAC of the raw body', () => {
    // Key 'secret', body 'test', checked apart: printf '%s' test | openssl dgst -sha256 -hmac secret
    // (the published vectors are in webhooks/signatures.test.ts).
    expect(signWebhookBody('test', 'secret')).toBe(
      'sha256=0329a06b62cd16b33eb6792be8c60b158d89a2ee3a876fce9a881ebb488c0914',
    );
  });

  it('accepts the right signature and refuses a wrong, missing or differently encoded one', () => {
    expect(isSignedByMeta(body, signWebhookBody(body, 's3cret'), 's3cret')).toBe(true);
    expect(isSignedByMeta(body, signWebhookBody(body, 'other'), 's3cret')).toBe(false);
    expect(isSignedByMeta(body, undefined, 's3cret')).toBe(false);
    expect(isSignedByMeta(body, signWebhookBody(body, 's3cret').toUpperCase(), 's3cret')).toBe(false);
    // One byte changed after signing (re-serialised JSON, say) no longer matches.
    expect(isSignedByMeta(Buffer.from(`${body.toString()} `), signWebhookBody(body, 's3cret'), 's3cret')).toBe(false);
  });

  it('echoes the challenge only for subscribe with our verify token', () => {
    const query = { 'hub.mode': 'subscribe', 'hub.verify_token': 'ours', 'hub.challenge': '42' };
    expect(handshakeChallenge(query, 'ours')).toBe('42');
    expect(handshakeChallenge({ ...query, 'hub.verify_token': 'theirs' }, 'ours')).toBeNull();
    expect(handshakeChallenge({ ...query, 'hub.mode': 'unsubscribe' }, 'ours')).toBeNull();
    expect(handshakeChallenge(query, undefined)).toBeNull();
  });
});
