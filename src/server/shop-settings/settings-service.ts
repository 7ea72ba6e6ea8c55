import { eq } from 'drizzle-orm';
import { savedShopSettingsSchema, type PublicShop, type ShopSettings } from '../../contracts/settings';
import type { Database } from '../platform/db/client';
import { shopSettings } from '../platform/db/schema';

const ROW_ID = 1;

/** The saved settings, or null before the owner has saved them; a row that no longer parses is null too. */
export async function loadShopSettings(db: Database): Promise<ShopSettings | null> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, ROW_ID));
  if (!row) return null;
  const parsed = savedShopSettingsSchema.safeParse(row.data);
  return parsed.success ? parsed.data : null;
}

export async function saveShopSettings(db: Database, settings: ShopSettings): Promise<ShopSettings> {
  // An empty GSTIN means "not registered": stored as absent so every reader asks one question.
  const data: ShopSettings = { ...settings, gstin: settings.gstin ? settings.gstin : undefined };
  // The machine profiles (issue 42) share the document and are saved on their own: kept as they are.
  const [row] = await db.select({ data: shopSettings.data }).from(shopSettings).where(eq(shopSettings.id, ROW_ID));
  const stored = row?.data.machines === undefined ? data : { ...data, machines: row.data.machines };
  await db
    .insert(shopSettings)
    .values({ id: ROW_ID, data: stored, updatedAt: new Date() })
    .onConflictDoUpdate({ target: shopSettings.id, set: { data: stored, updatedAt: new Date() } });
  return data;
}

/** What shoppers may see: everything but nothing private is kept here, so it is the settings reshaped. */
export function publicShop(settings: ShopSettings | null): PublicShop {
  if (!settings) return { seller: null, policies: null };
  const { policies, gstin, ...seller } = settings;
  return { seller: { ...seller, gstin: gstin ?? null }, policies };
}
