import { describe, expect, it } from 'vitest';
import { createRazorpayProvider } from './razorpay/razorpay-provider';
import { hmacSha256Hex, signatureMatches } from './signatures';

/**
 * Known answers, written out, so a wrong hash (another algorithm, key and message swapped, a
 * different encoding) fails here instead of agreeing with itself:
 * - RFC 4231 test case 2, the standard HMAC-SHA256 vector;
 * - the webhook example in Razorpay's Node SDK tests (razorpay-node,
 *   test/utils/razorpay-utils.spec.js, validateWebhookSignature);
 * - a payment-link callback payload, which Razorpay publishes no example of, computed apart with
 *   `printf '%s' 'plink_1|ref_1|paid|pay_1' | openssl dgst -sha256 -hmac secret`.
 * The SDK's example was checked the same way:
 * `printf '%s' '{"a":1,"b":2,"c":{"d":3}}' | openssl dgst -sha256 -hmac 123456`.
 */
const RFC_4231_CASE_2 = {
  key: 'Jefe',
  data: 'what do ya want for nothing?',
  hex: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
};
const RAZORPAY_SDK_WEBHOOK = {
  secret: '123456',
  body: '{"a":1,"b":2,"c":{"d":3}}',
  signature: '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc',
};
const PAYMENT_LINK_CALLBACK = {
  secret: 'secret',
  payload: 'plink_1|ref_1|paid|pay_1',
  signature: '5ff42a9349a3a2a8fc9a28be3d7e5bd94ec942dfbb2d7a013b26a408efb53910',
};

describe('signatures', () => {
  it('computes HMAC-SHA256 hex as the published vectors give it', () => {
    expect(hmacSha256Hex(RFC_4231_CASE_2.key, RFC_4231_CASE_2.data)).toBe(RFC_4231_CASE_2.hex);
    expect(hmacSha256Hex(RAZORPAY_SDK_WEBHOOK.secret, Buffer.from(RAZORPAY_SDK_WEBHOOK.body))).toBe(
      RAZORPAY_SDK_WEBHOOK.signature,
    );
    expect(hmacSha256Hex(PAYMENT_LINK_CALLBACK.secret, PAYMENT_LINK_CALLBACK.payload)).toBe(
      PAYMENT_LINK_CALLBACK.signature,
    );
  });

  it("verifies Razorpay's own webhook example and refuses it under another secret or body", () => {
    const provider = (webhookSecret: string) =>
      createRazorpayProvider({ keyId: 'rzp_test_1', keySecret: 'k', apiUrl: 'http://127.0.0.1:9', webhookSecret });
    const { secret, body, signature } = RAZORPAY_SDK_WEBHOOK;
    expect(provider(secret).verifyWebhook(Buffer.from(body), signature)).toBe(true);
    expect(provider(secret).verifyWebhook(Buffer.from(body), signature.toUpperCase())).toBe(true);
    expect(provider('654321').verifyWebhook(Buffer.from(body), signature)).toBe(false);
    expect(provider(secret).verifyWebhook(Buffer.from(`${body} `), signature)).toBe(false);
  });

  it('refuses a different, shorter, empty or non-hex signature', () => {
    const sig = RAZORPAY_SDK_WEBHOOK.signature;
    expect(signatureMatches(sig, hmacSha256Hex('other', RAZORPAY_SDK_WEBHOOK.body))).toBe(false);
    expect(signatureMatches(sig, sig.slice(0, 10))).toBe(false);
    expect(signatureMatches(sig, '')).toBe(false);
    expect(signatureMatches(sig, `${sig.slice(0, -1)}z`)).toBe(false);
    expect(signatureMatches(sig, undefined)).toBe(false);
  });
});
