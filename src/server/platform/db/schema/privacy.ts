import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * Issue 39 item 13: a shopper's request, from their order page, that the shop erase their data
 * (DPDP Act 2023, section 12(3)). One per order; `erasedAt` is set when the owner has erased the
 * order's photos and masked its personal fields (privacy/erasure.ts). The tax invoice stays.
 */
export const erasureRequests = pgTable('erasure_requests', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  erasedAt: timestamp('erased_at', { withTimezone: true }),
  /** The staff username who erased it. */
  erasedBy: text('erased_by'),
});
