#!/usr/bin/env node
// The shipping journey's server (e2e/shipping.spec.ts starts it on a free port): the built app with
// Shiprocket as its courier, pointed at the fake Shiprocket (started first; its control port, which
// sends the tracking webhooks, is FAKE_SHIPROCKET_CONTROL_PORT), on a fresh data folder with the
// journey's owner made by the command. The suite's default server is not touched.
import { journeyDataDir, journeyStoreEnv, runJourneyStore, startFake } from './e2e-store.mjs';

const port = Number(process.env.PORT);
const keys = {
  SHIPROCKET_EMAIL: 'api@kaarigar.test',
  SHIPROCKET_PASSWORD: 'e2e-shiprocket-password',
  SHIPROCKET_PICKUP_LOCATION: 'Workshop',
  SHIPROCKET_WEBHOOK_TOKEN: 'e2e-shiprocket-panel-token',
};
const { fake, url } = await startFake(
  'src/server/shipping/shiprocket/testing/main.ts',
  { ...keys, FAKE_SHIPROCKET_STORE_URL: `http://127.0.0.1:${port}` },
  'Shiprocket',
);
const env = journeyStoreEnv(port, journeyDataDir('shipping'), {
  ...keys,
  SHIPPING_PROVIDER: 'shiprocket',
  SHIPROCKET_API_URL: url,
});
runJourneyStore(env, { roles: ['owner'], fakes: [fake] });
