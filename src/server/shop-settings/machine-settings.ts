import { eq } from 'drizzle-orm';
import { DEFAULT_MACHINE_SETTINGS, machineSettingsSchema, type MachineSettings } from '../../contracts/machines';
import type { Database } from '../platform/db/client';
import { shopSettings } from '../platform/db/schema';

const ROW_ID = 1;

/**
 * The shop's machine profiles (issue 42), kept in the settings document under `machines`. Before
 * the owner saves them (or if a saved set no longer parses) the default set is used, so a new
 * shop gets good files with no set-up.
 */
export async function loadMachineSettings(db: Database): Promise<{ machines: MachineSettings; isDefault: boolean }> {
  const [row] = await db.select({ data: shopSettings.data }).from(shopSettings).where(eq(shopSettings.id, ROW_ID));
  const parsed = machineSettingsSchema.safeParse(row?.data.machines);
  return parsed.success
    ? { machines: parsed.data, isDefault: false }
    : { machines: DEFAULT_MACHINE_SETTINGS, isDefault: true };
}

/**
 * Saves the machines into the settings document without touching the shop's own details. Before
 * those are saved the row holds only the machines, which the settings reader still calls "not
 * saved yet".
 */
export async function saveMachineSettings(db: Database, machines: MachineSettings): Promise<MachineSettings> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ data: shopSettings.data }).from(shopSettings).where(eq(shopSettings.id, ROW_ID));
    const data = { ...(row?.data ?? {}), machines };
    await tx
      .insert(shopSettings)
      .values({ id: ROW_ID, data, updatedAt: new Date() })
      .onConflictDoUpdate({ target: shopSettings.id, set: { data, updatedAt: new Date() } });
  });
  return machines;
}
