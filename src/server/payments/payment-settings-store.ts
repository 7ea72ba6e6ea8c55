import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { paymentSettings } from '../platform/db/schema';
import { defaultPaymentSettings, type PaymentSettings } from './payment-policy';

const ROW = 'shop';

/** The owner's payment policy, or until they save one the default for a shop with (or without) online payment. */
export async function getPaymentSettings(db: Database, providerOnline: boolean): Promise<PaymentSettings> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, ROW));
  return row
    ? { policy: row.policy, advancePercent: row.advancePercent, expiryMinutes: row.expiryMinutes }
    : defaultPaymentSettings(providerOnline);
}

export async function savePaymentSettings(db: Database, settings: PaymentSettings, userId: string | null) {
  const values = { ...settings, updatedAt: new Date(), updatedBy: userId };
  await db
    .insert(paymentSettings)
    .values({ id: ROW, ...values })
    .onConflictDoUpdate({ target: paymentSettings.id, set: values });
}
