import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { BackupSchedule, BackupScheduleInput } from '../../../contracts/backup-schedule';
import type { AppConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { backupSchedule } from '../db/schema';
import { createBackup } from './backup';

/**
 * The owner's daily backup (docs/operations.md, Back up): when turned on in the workspace's
 * settings, the server writes an archive a day into DATA_DIR/backups (the same archive as
 * `npm run backup`, read through the server's own database, so the embedded one need not stop),
 * keeps the newest `keep` of them, and records the last run's time and result for the settings page.
 */
const ID = 'shop';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A run is due once the last good one is this old: a little under a day, so an hourly check keeps the time. */
const DUE_AFTER_MS = DAY_MS - 30 * 60 * 1000;
const ARCHIVE = /^shop-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.kgb$/;

export const backupFolder = (config: Pick<AppConfig, 'dataDir'>) => join(config.dataDir, 'backups');

function unavailable(config: AppConfig): string | null {
  return config.STORAGE_DRIVER === 'local'
    ? null
    : 'The shop’s files are in S3: keep them with the bucket’s versioning, and back the database up with its own tools.';
}

export async function loadBackupSchedule(db: Database, config: AppConfig): Promise<BackupSchedule> {
  const [row] = await db.select().from(backupSchedule).where(eq(backupSchedule.id, ID));
  return {
    enabled: row?.enabled ?? false,
    keep: row?.keep ?? 7,
    folder: backupFolder(config),
    unavailable: unavailable(config),
    last:
      row?.lastRunAt && row.lastOk !== null
        ? { at: row.lastRunAt.toISOString(), ok: row.lastOk, message: row.lastMessage ?? '' }
        : null,
  };
}

export async function saveBackupSchedule(
  db: Database,
  config: AppConfig,
  input: BackupScheduleInput,
): Promise<BackupSchedule> {
  await db
    .insert(backupSchedule)
    .values({ id: ID, ...input })
    .onConflictDoUpdate({ target: backupSchedule.id, set: { ...input, updatedAt: new Date() } });
  return loadBackupSchedule(db, config);
}

/**
 * One scheduled run: nothing unless turned on and a day has passed since the last good archive.
 * Writes the archive, removes the oldest beyond `keep`, records the result. Returns what it did.
 */
export async function runScheduledBackup(
  deps: { database: Pick<DatabaseHandle, 'db' | 'kind'>; config: AppConfig },
  now = new Date(),
): Promise<'off' | 'not due' | 'written' | 'failed'> {
  const { db } = deps.database;
  const [row] = await db.select().from(backupSchedule).where(eq(backupSchedule.id, ID));
  if (!row?.enabled) return 'off';
  if (row.lastOk && row.lastRunAt && now.getTime() - row.lastRunAt.getTime() < DUE_AFTER_MS) return 'not due';
  let ok = true;
  let message: string;
  try {
    const reason = unavailable(deps.config);
    if (reason) throw new Error(reason);
    const { archive } = await createBackup(deps.config, { database: deps.database });
    const folder = backupFolder(deps.config);
    await mkdir(folder, { recursive: true });
    message = `shop-${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z.kgb`;
    await writeFile(join(folder, message), archive);
    // File names sort by time: the newest `keep` stay.
    const archives = (await readdir(folder)).filter((name) => ARCHIVE.test(name)).sort();
    for (const old of archives.slice(0, Math.max(0, archives.length - row.keep)))
      await rm(join(folder, old), { force: true });
  } catch (err) {
    ok = false;
    message = err instanceof Error ? err.message.slice(0, 300) : 'the backup failed';
  }
  await db
    .update(backupSchedule)
    .set({ lastRunAt: now, lastOk: ok, lastMessage: message })
    .where(eq(backupSchedule.id, ID));
  return ok ? 'written' : 'failed';
}
