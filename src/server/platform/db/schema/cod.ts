import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/** The owner's pay-on-delivery settings (issue 28): one row, id 'shop', validated by contracts/cod.ts. */
export const codSettings = pgTable('cod_settings', {
  id: text('id').primaryKey(),
  confirmEnabled: boolean('confirm_enabled').notNull().default(false),
  confirmHours: integer('confirm_hours').notNull().default(24),
  limitRupees: integer('limit_rupees'),
  blockedPhones: jsonb('blocked_phones').$type<string[]>().notNull().default([]),
  blockedPincodes: jsonb('blocked_pincodes').$type<string[]>().notNull().default([]),
  prepaidDiscountPercent: integer('prepaid_discount_percent').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id),
});

/**
 * A pay-on-delivery order's request to confirm (issue 28): written with the order when it is placed
 * "to confirm". The token goes out in the WhatsApp buttons and the email link; only its SHA-256 is
 * kept, so a database dump confirms nothing. The order's status says whether it was answered.
 */
export const codConfirmations = pgTable(
  'cod_confirmations',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** Unanswered by then, the order is cancelled by the sweep. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** How it was answered (confirmed, cancelled, paid online, expired) and by whom, once. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cod_confirmations_open_idx').on(t.answeredAt, t.expiresAt)],
);
