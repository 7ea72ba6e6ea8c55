import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { recoverySettings } from '../platform/db/schema';

export interface RecoverySettings {
  enabled: boolean;
  /** How long after the shopper left their number the one reminder goes (default an hour). */
  delayMinutes: number;
  /**
   * A code from the coupons module (issue 29 item 3) for the reminder to name; null: none. The
   * coupons engineer owns codes: the merger checks this one against them (see remindersOffer).
   */
  offerCode: string | null;
}

export const DEFAULT_RECOVERY_SETTINGS: RecoverySettings = { enabled: true, delayMinutes: 60, offerCode: null };
const ROW = 'shop';

export async function getRecoverySettings(db: Database): Promise<RecoverySettings> {
  const [row] = await db.select().from(recoverySettings).where(eq(recoverySettings.id, ROW));
  return row
    ? { enabled: row.enabled, delayMinutes: row.delayMinutes, offerCode: row.offerCode }
    : DEFAULT_RECOVERY_SETTINGS;
}

export async function saveRecoverySettings(db: Database, settings: RecoverySettings): Promise<void> {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(recoverySettings)
    .values({ id: ROW, ...values })
    .onConflictDoUpdate({ target: recoverySettings.id, set: values });
}
