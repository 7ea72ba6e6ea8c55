import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { COUPON_KINDS } from '../../../../contracts/coupons';
import { carts } from './carts';
import { orders } from './orders';

/**
 * Coupons and automatic offers (issue 29 item 3). A row with a code is a coupon the shopper types;
 * a row without one is an automatic offer, applied to every cart it fits. The budget is a count of
 * uses (orders), not rupees: a shopper can see "used up" before paying, and a count is what the
 * owner plans a festival offer by. `used_count` is the budget's counter, moved only under the
 * row's lock in the order's transaction (coupons/redeem.ts).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case; unique among codes. Null for an automatic offer. */
    code: text('code').unique(),
    title: text('title').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    /** Percent off (1-100) for 'percent'. */
    percentOff: integer('percent_off'),
    /** Rupees off, in paise, for 'fixed'. */
    amountOffPaise: bigint('amount_off_paise', { mode: 'number' }),
    minOrderPaise: bigint('min_order_paise', { mode: 'number' }).notNull().default(0),
    /** Empty: every category. */
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    /** Empty: every product. */
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** How many orders may use it in all; null for no limit. */
    maxUses: integer('max_uses'),
    /** How many orders one mobile number may use it for; null for no limit. */
    maxUsesPerPhone: integer('max_uses_per_phone'),
    usedCount: integer('used_count').notNull().default(0),
    paused: boolean('paused').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_used_within_budget', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
    check('coupons_used_count_min', sql`${t.usedCount} >= 0`),
  ],
);

/** One row per order that used a coupon: the per-number limit and the owner's report read it. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The shopper's 10-digit mobile number, as the checkout normalised it. */
    phone: text('phone').notNull(),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_redemptions_phone_idx').on(t.couponId, t.phone)],
);

/** The code a shopper applied on their checkout page, kept until the order is placed. */
export const cartCoupons = pgTable('cart_coupons', {
  cartId: text('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
});
