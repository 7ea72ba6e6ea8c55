import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/client';
import { recoverySettings } from '../platform/db/schema';

/**
 * Run by scripts/e2e-whatsapp-server.mjs while its store is stopped, for the recovered-checkout
 * journey (e2e/recovery.spec.ts): that shop's checkout reminder goes E2E_REMINDER_DELAY_MINUTES
 * after the checkout is left, where an owner's shortest is 15 minutes (contracts/recovery.ts),
 * which a journey cannot wait. The delay itself is tested in checkout-recovery.test.ts.
 */
const minutes = Number(process.env.E2E_REMINDER_DELAY_MINUTES);
if (!Number.isInteger(minutes) || minutes < 0) throw new Error('E2E_REMINDER_DELAY_MINUTES: a whole number of minutes');
const config = loadConfig();
const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.dataDir}/pglite` });
await handle.db
  .insert(recoverySettings)
  .values({ id: 'shop', enabled: true, delayMinutes: minutes })
  .onConflictDoUpdate({ target: recoverySettings.id, set: { enabled: true, delayMinutes: minutes } });
await handle.close();
