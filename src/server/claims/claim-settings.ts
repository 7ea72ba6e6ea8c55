import { eq } from 'drizzle-orm';
import { CLAIM_LIMITS, type ClaimSettings } from '../../contracts/claims';
import type { Database } from '../platform/db/client';
import { claimSettings } from '../platform/db/schema';

const ROW = 'shop';

/** The owner's claim window (days after delivery); 7 until they set one. */
export async function getClaimSettings(db: Database): Promise<ClaimSettings> {
  const [row] = await db.select().from(claimSettings).where(eq(claimSettings.id, ROW));
  return { windowDays: row?.windowDays ?? CLAIM_LIMITS.defaultWindowDays };
}

export async function saveClaimSettings(db: Database, settings: ClaimSettings): Promise<void> {
  await db
    .insert(claimSettings)
    .values({ id: ROW, windowDays: settings.windowDays })
    .onConflictDoUpdate({ target: claimSettings.id, set: { windowDays: settings.windowDays, updatedAt: new Date() } });
}
