import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { orderLines, orders } from './orders';

/**
 * Issue 29 item 5: one review request per delivered order. The link's token is stored only as
 * its SHA-256, as proof tokens are: a leaked database does not hand out working links.
 */
export const reviewRequests = pgTable('review_requests', {
  tokenHash: text('token_hash').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A verified buyer's review: one per order line (the unique line id), always tied to a real order.
 * `pending` until the owner approves it (shown in the product sheet) or hides it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .unique()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    /** Object keys of the re-encoded photos (uploads/<random>.webp), at most three. */
    photoKeys: jsonb('photo_keys').$type<string[]>().notNull().default([]),
    /** The buyer's first name as shown beside the review. */
    authorName: text('author_name').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'hidden'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_product_status_idx').on(t.productId, t.status),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
