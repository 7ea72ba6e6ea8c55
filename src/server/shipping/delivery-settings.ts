import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { DEFAULT_DELIVERY_SETTINGS, deliverySettingsSchema, type DeliverySettings } from '../../contracts/delivery';
import type { Database } from '../platform/db/client';
import { deliverySettings } from '../platform/db/schema';

const ROW = 'shop';

/** The owner's delivery settings, or the defaults (no pickup pincode: no estimate) until they save. */
export async function loadDeliverySettings(db: Database): Promise<DeliverySettings> {
  const [row] = await db.select().from(deliverySettings).where(eq(deliverySettings.id, ROW));
  const parsed = row ? z.safeParse(deliverySettingsSchema, row.data) : null;
  return parsed?.success ? parsed.data : DEFAULT_DELIVERY_SETTINGS;
}

export async function saveDeliverySettings(db: Database, settings: DeliverySettings): Promise<DeliverySettings> {
  const values = { data: settings, updatedAt: new Date() };
  await db
    .insert(deliverySettings)
    .values({ id: ROW, ...values })
    .onConflictDoUpdate({ target: deliverySettings.id, set: values });
  return settings;
}
