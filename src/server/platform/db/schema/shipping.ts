import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '../../../../contracts/admin';
import { orders } from './orders';

/**
 * One parcel per order, booked with the configured courier provider (issue 28). A booking that
 * failed (the provider down) stays 'waiting' with why and when it is tried again; the order is
 * looked up at the provider before every retry, since Shiprocket has no idempotency key.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'manual' (typed by the owner) or 'shiprocket'. */
    provider: text('provider').notNull(),
    booking: text('booking', { enum: ['waiting', 'booked', 'cancelled'] })
      .notNull()
      .default('waiting'),
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    awb: text('awb').unique(),
    courierName: text('courier_name'),
    /** The courier's own words for the latest scan (IN TRANSIT, RTO DELIVERED...). */
    courierStatus: text('courier_status'),
    labelUrl: text('label_url'),
    manifestUrl: text('manifest_url'),
    /**
     * The parcel's booking round: 1, and one more each time it is booked afresh after a cancel.
     * Each round is a new order at the courier under its own channel order id (bookingReference):
     * Shiprocket may answer a create with an order id it has seen with that old, cancelled order.
     */
    round: integer('round').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /**
     * Set while an attempt is at the courier, until when it holds the booking: no other attempt
     * (another server's runner, the owner's "Try booking again") starts before it ends or this
     * passes, since a second create at Shiprocket would be a second parcel.
     */
    attemptLeaseUntil: timestamp('attempt_lease_until', { withTimezone: true }),
    /** The owner's answer to a failed delivery: 're-attempt' or 'return', and when. */
    ndrAction: text('ndr_action', { enum: ['re-attempt', 'return'] }),
    ndrActionAt: timestamp('ndr_action_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipments_retry_idx').on(t.booking, t.nextAttemptAt)],
);

/**
 * Every courier scan, append-only. The key (AWB, scan time, courier status and activity) is
 * unique, so a replayed webhook or a poll that sees the same scan again records it once.
 */
export const shipmentScans = pgTable(
  'shipment_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    courierStatus: text('courier_status').notNull(),
    activity: text('activity').notNull(),
    location: text('location').notNull(),
    /** The order status this scan means, when it means one. */
    orderStatus: text('order_status', { enum: ORDER_STATUSES }),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    raw: jsonb('raw').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipment_scans_shipment_idx').on(t.shipmentId, t.scannedAt)],
);

/**
 * The shop's delivery promise (issue 28): its pickup pincode and, for the manual courier, the
 * working days per zone and the pincode prefixes it does not serve or takes no COD in. One row
 * ('shop'), checked by contracts/delivery.ts before it is written.
 */
export const deliverySettings = pgTable('delivery_settings', {
  id: text('id').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
