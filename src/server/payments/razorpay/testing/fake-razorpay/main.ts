import { startFakeRazorpay } from './server';

/**
 * The fake Razorpay as a process, for the payments journey (scripts/e2e-payments-server.mjs):
 * webhooks go to FAKE_RAZORPAY_STORE_URL/api/webhooks/payments/razorpay; prints "ready <origin>".
 */
const store = process.env.FAKE_RAZORPAY_STORE_URL ?? '';
const fake = await startFakeRazorpay({
  keyId: process.env.RAZORPAY_KEY_ID ?? '',
  keySecret: process.env.RAZORPAY_KEY_SECRET ?? '',
  webhookSecret: process.env.RAZORPAY_WEBHOOK_SECRET ?? '',
  retryDelaysMs: [500, 1000, 2000, 4000],
  deliver: async (body, headers) => {
    const res = await fetch(`${store}/api/webhooks/payments/razorpay`, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(5000),
    });
    return res.status;
  },
});
console.log(`ready ${fake.origin}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
