import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's own details (issue 21): one row, id 1, validated by the settings contract before it
 * is written. Kept as one document: the owner edits and the invoice snapshots it whole.
 */
export const shopSettings = pgTable('shop_settings', {
  id: integer('id').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
