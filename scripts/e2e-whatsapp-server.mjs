#!/usr/bin/env node
// The delivery-date and pay-on-delivery journeys' server (e2e/delivery-cod.spec.ts starts it on a
// free port): the built app with the manual courier and WhatsApp pointed at the fake Cloud API
// (started first; its control port, which taps the shopper's buttons, is FAKE_WHATSAPP_CONTROL_PORT),
// on a fresh data folder with the journey's owner and maker made by the command. The suite's default
// server is not touched: these journeys change the shop's delivery and pay-on-delivery settings.
// With E2E_REMINDER_DELAY_MINUTES, the shop's checkout reminder waits that long (e2e/recovery.spec.ts).
import { spawnSync } from 'node:child_process';
import { journeyDataDir, journeyStoreEnv, runJourneyStore, startFake } from './e2e-store.mjs';

const port = Number(process.env.PORT);
const keys = {
  WHATSAPP_TOKEN: 'EAAe2e-system-user-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'e2e-meta-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'e2e-verify-token',
};
const { fake, url } = await startFake(
  'src/server/messages/whatsapp/testing/main.ts',
  { ...keys, FAKE_WHATSAPP_STORE_URL: `http://127.0.0.1:${port}` },
  'WhatsApp Cloud API',
);
const env = journeyStoreEnv(port, journeyDataDir('whatsapp'), {
  ...keys,
  WHATSAPP_API_URL: url,
  MESSAGE_RETRY_DELAYS_MS: '200,500',
});
// The recovered-checkout journey's shop sends its reminder at once (src/server/testing/journey-reminder-delay.ts).
const prepare = process.env.E2E_REMINDER_DELAY_MINUTES
  ? () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/server/testing/journey-reminder-delay.ts'], {
        stdio: 'inherit',
        env,
      }).status === 0
  : undefined;
runJourneyStore(env, { roles: ['owner', 'maker'], fakes: [fake], prepare });
