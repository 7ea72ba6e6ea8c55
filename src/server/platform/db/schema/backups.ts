import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The owner's daily backup (one row, 'shop'; off until they turn it on), with the last scheduled
 * run's time and result for the workspace's settings (platform/backup/schedule.ts).
 */
export const backupSchedule = pgTable('backup_schedule', {
  id: text('id').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  keep: integer('keep').notNull().default(7),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastOk: boolean('last_ok'),
  /** The archive's file name, or why the run failed. */
  lastMessage: text('last_message'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
