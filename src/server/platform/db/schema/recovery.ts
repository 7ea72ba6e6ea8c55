import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * Issue 29 item 4: a checkout left with a mobile number and the WhatsApp opt-in; at most one
 * reminder per cart (the primary key). `scheduled` -> `sent` | `skipped`, then `recovered` with
 * the order once the shopper comes back through the link and places it.
 */
export const checkoutReminders = pgTable(
  'checkout_reminders',
  {
    cartId: text('cart_id').primaryKey(),
    mobile: text('mobile').notNull(),
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    firstName: text('first_name').notNull().default(''),
    /** SHA-256 of the link's random token, made when the reminder goes; the token only travels in it. */
    tokenHash: text('token_hash').unique(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: ['scheduled', 'sending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('scheduled'),
    /** Why it was not sent (order placed, cart emptied) or why sending failed. */
    note: text('note'),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    recoveredOrderId: uuid('recovered_order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_reminders_due_idx').on(t.state, t.dueAt)],
);

/** The owner's reminder policy (one row, 'shop'); the defaults until they save one. */
export const recoverySettings = pgTable('recovery_settings', {
  id: text('id').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  delayMinutes: integer('delay_minutes').notNull().default(60),
  /** A code from the coupons module (issue 29 item 3) named in the reminder; null: none. */
  offerCode: text('offer_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
