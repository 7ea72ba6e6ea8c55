#!/usr/bin/env node
// The payments journey's server (e2e/payments.spec.ts starts it on a free port): the built app in
// local mode with Razorpay, pointed at the fake Razorpay (started first, on a free port of its own),
// on a fresh data folder with the journey's owner made by the command.
import { journeyDataDir, journeyStoreEnv, runJourneyStore, startFake } from './e2e-store.mjs';

const port = Number(process.env.PORT);
const keys = {
  RAZORPAY_KEY_ID: 'rzp_test_E2eKaarigar01',
  RAZORPAY_KEY_SECRET: 'e2e-razorpay-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'e2e-razorpay-webhook-secret',
};
const { fake, url } = await startFake(
  'src/server/payments/razorpay/testing/fake-razorpay/main.ts',
  { ...keys, FAKE_RAZORPAY_STORE_URL: `http://127.0.0.1:${port}` },
  'Razorpay',
);
const env = journeyStoreEnv(port, journeyDataDir('payments'), {
  ...keys,
  RAZORPAY_API_URL: `${url}/v1`,
  PAYMENT_RECONCILE_SECONDS: '5',
});
runJourneyStore(env, { roles: ['owner'], fakes: [fake] });
