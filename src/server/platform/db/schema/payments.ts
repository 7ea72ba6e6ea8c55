import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_POLICIES } from '../../../../contracts/admin';
import { orders } from './orders';
import { users } from './users';

/**
 * Money in and out, append-only (Saleor's transaction events). The order's paymentStatus is not
 * recomputed from these: it is set in place (orders/order-payments.ts), in the same transaction
 * in which payment-ledger.ts adds the event that changes it (recordPaid, recordRefundOutcome).
 * The idempotency key makes a webhook, its retries and the reconciler
 * record one payment once however often and in whatever order they arrive.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['link_created', 'paid', 'refund_requested', 'refunded', 'refund_failed', 'amount_mismatch'],
    }).notNull(),
    /** In paise. 64-bit: an int column overflows above ₹21,474,836.47 and the payment went unrecorded. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The provider's id for what happened: a payment link, payment or refund id. */
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Verified payment webhook deliveries, queued here before they are acted on. The key is the
 * provider's id and its delivery id (its event-id header): a retried delivery finds its row and is
 * answered without effect. Replaced the first provider's own queue table; migration 0007 moved its rows here.
 */
export const paymentWebhooks = pgTable(
  'payment_webhooks',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** A delivery that keeps failing is retried no sooner than this (null: on the next run). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Set with processedAt when a delivery can never be applied (unknown payment, wrong currency, not an event): why. */
    ignoredReason: text('ignored_reason'),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The owner's payment policy: one row, id 'shop'. */
export const paymentSettings = pgTable('payment_settings', {
  id: text('id').primaryKey(),
  policy: text('policy', { enum: PAYMENT_POLICIES }).notNull(),
  /** For 'advance': the percentage of the total paid online. */
  advancePercent: integer('advance_percent').notNull().default(50),
  /** An order not paid within this many minutes is cancelled and its cart reopened. */
  expiryMinutes: integer('expiry_minutes').notNull().default(60),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id),
});
