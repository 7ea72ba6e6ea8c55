import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each machine file's latest preflight (issue 42), for the insights: one row per file, a line's
 * file for one machine (`line:<lineId>:<profileId>`) or a batch's sheet, rewritten each time the
 * file is written, so a download read twice is one file preflighted, not two.
 */
export const preflightResults = pgTable(
  'preflight_results',
  {
    fileKey: text('file_key').primaryKey(),
    profileId: text('profile_id').notNull(),
    /** laser, cnc, sublimation or print-shop. */
    machineKind: text('machine_kind').notNull(),
    /** The profile's name when it was checked, so insights name it even after it is removed. */
    profileName: text('profile_name').notNull(),
    ok: boolean('ok').notNull(),
    /** The failures' reason keys (contracts/preflight-insights.ts), none when it passed. */
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('preflight_results_checked_at_idx').on(t.checkedAt)],
);
