import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, signatureMatches } from './signatures';

describe('signatures', () => {
  // The worked example from Razorpay's SDK tests: order_id|payment_id keyed with the key secret.
  it('matches the HMAC-SHA256 hex of the payload', () => {
    const sig = hmacSha256Hex('secret', 'order_1|pay_1');
    expect(signatureMatches(sig, sig)).toBe(true);
    expect(signatureMatches(sig, sig.toUpperCase())).toBe(true);
  });

  it('refuses a different, shorter, empty or non-hex signature', () => {
    const sig = hmacSha256Hex('secret', 'order_1|pay_1');
    expect(signatureMatches(sig, hmacSha256Hex('other', 'order_1|pay_1'))).toBe(false);
    expect(signatureMatches(sig, sig.slice(0, 10))).toBe(false);
    expect(signatureMatches(sig, '')).toBe(false);
    expect(signatureMatches(sig, `${sig.slice(0, -1)}z`)).toBe(false);
    expect(signatureMatches(sig, undefined)).toBe(false);
  });
});
