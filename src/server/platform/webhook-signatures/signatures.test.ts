import { describe, expect, it } from 'vitest';
import { isSignedByShopify } from '../../commerce/shopify/webhooks/verify-hmac';
import { isSignedByMeta } from '../../messages/whatsapp/signature';
import { createRazorpayProvider } from '../../payments/razorpay/razorpay-provider';
import { hmacSha256Hex, isSignedHmacSha256, signatureMatches } from './signatures';

/**
 * Known answers, written out, so a wrong hash (another algorithm, key and message swapped, a
 * different encoding) fails here instead of agreeing with itself. Each of the three webhooks is
 * checked through its own verifier against one:
 * - RFC 4231 test case 2, the standard HMAC-SHA256 vector;
 * - Razorpay (hex in X-Razorpay-Signature): the webhook example in Razorpay's Node SDK tests
 *   (razorpay-node, test/utils/razorpay-utils.spec.js, validateWebhookSignature);
 * - WhatsApp (X-Hub-Signature-256, 'sha256=' and hex): Meta documents the scheme but publishes no
 *   example signature; GitHub documents the same header with a test vector (docs.github.com,
 *   "Validating webhook deliveries", Testing the webhook payload validation);
 * - Shopify (base64 in X-Shopify-Hmac-Sha256): Shopify publishes no example signature either, so
 *   the RFC 4231 vector is used written in base64, as Shopify writes its digest;
 * - a payment-link callback payload, which Razorpay publishes no example of, computed apart with
 *   `printf '%s' 'plink_1|ref_1|paid|pay_1' | openssl dgst -sha256 -hmac secret`.
 * Each was checked apart with openssl, e.g.
 * `printf '%s' '{"a":1,"b":2,"c":{"d":3}}' | openssl dgst -sha256 -hmac 123456` and
 * `printf '%s' 'what do ya want for nothing?' | openssl dgst -sha256 -hmac Jefe -binary | base64`.
 */
const RFC_4231_CASE_2 = {
  key: 'Jefe',
  data: 'what do ya want for nothing?',
  hex: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
  base64: 'W9zBRr9gdU5qBCQmCJV1x1oAPwidJzmDnexYuWTsOEM=',
};
const RAZORPAY_SDK_WEBHOOK = {
  secret: '123456',
  body: '{"a":1,"b":2,"c":{"d":3}}',
  signature: '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc',
};
const HUB_SIGNATURE_256_DOCS = {
  secret: "It's a Secret to Everybody",
  body: 'Hello, World!',
  header: 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17',
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

  it('verifies the documented X-Hub-Signature-256 example as WhatsApp webhooks are checked', () => {
    const { secret, body, header } = HUB_SIGNATURE_256_DOCS;
    expect(isSignedByMeta(Buffer.from(body), header, secret)).toBe(true);
    expect(isSignedByMeta(Buffer.from(body), header.slice('sha256='.length), secret)).toBe(false);
    expect(isSignedByMeta(Buffer.from(body), header.replace('sha256=', 'sha1='), secret)).toBe(false);
    expect(isSignedByMeta(Buffer.from(body), header, 'another secret')).toBe(false);
    expect(isSignedByMeta(Buffer.from(`${body}\n`), header, secret)).toBe(false);
  });

  it('verifies the RFC 4231 vector written in base64 as Shopify webhooks are checked', () => {
    const { key, data, base64, hex } = RFC_4231_CASE_2;
    expect(isSignedByShopify(Buffer.from(data), base64, key)).toBe(true);
    // The same digest in hex is not how Shopify writes it.
    expect(isSignedByShopify(Buffer.from(data), hex, key)).toBe(false);
    expect(isSignedByShopify(Buffer.from(data), base64, 'jefe')).toBe(false);
    expect(isSignedByShopify(Buffer.from(data), base64, '')).toBe(false);
    expect(isSignedByShopify(Buffer.from(`${data}!`), base64, key)).toBe(false);
  });

  it('refuses a different, shorter, empty or non-hex signature', () => {
    const sig = RAZORPAY_SDK_WEBHOOK.signature;
    expect(signatureMatches(sig, hmacSha256Hex('other', RAZORPAY_SDK_WEBHOOK.body))).toBe(false);
    expect(signatureMatches(sig, sig.slice(0, 10))).toBe(false);
    expect(signatureMatches(sig, '')).toBe(false);
    expect(signatureMatches(sig, `${sig.slice(0, -1)}z`)).toBe(false);
    expect(signatureMatches(sig, undefined)).toBe(false);
    // An odd number of hex digits is no digest (Buffer.from would drop the last one).
    expect(signatureMatches(sig, `${sig}0`)).toBe(false);
    expect(isSignedHmacSha256(Buffer.from('x'), 'not base64!', 'k', { encoding: 'base64' })).toBe(false);
  });
});
