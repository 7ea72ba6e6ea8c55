import {
  type AnyPgColumn,
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PrintArea } from '../../../../contracts/print-area';
import type { PieceSize } from '../../../../contracts/piece-size';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../../contracts/admin';
import { carts } from './carts';
import { users } from './users';

/** An order's adjustment as stored: the pricing module's `Adjustment`, without its line indexes. */
export interface StoredAdjustment {
  kind: 'discount' | 'shipping' | 'fee';
  label: string;
  amountPaise: number;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short human-readable reference shown on the confirmation, e.g. HC-10024. */
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    /**
     * Not unique: an order left unpaid past its time is cancelled and its cart reopened (issue 20),
     * so a cart may later hold a second order. placeOrder (orders/place-order.ts) locks the open cart, so one submit makes one order.
     */
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id),
    contact: jsonb('contact').$type<Record<string, string>>().notNull(),
    paymentMethod: text('payment_method').notNull().default('cash_on_delivery'),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the order is on its way to the shopper; every change is also kept in order_events. */
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('placed'),
    /**
     * Set in place, not recomputed: 'unpaid' when placed for online payment (else on_delivery),
     * then by orders/order-payments.ts in the payment ledger's transaction that records each
     * payment event, or by the Shopify order sync. Kept here so lists and the maker's queue filter cheaply.
     */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('on_delivery'),
    /** What the shopper pays online before making starts (all of it, an advance, or nothing). */
    amountDueNow: numeric('amount_due_now', { precision: 12, scale: 2 }).notNull().default('0'),
    /**
     * Who takes this order's money: a payment provider's id (payments/<provider>), 'pay_on_delivery'
     * or 'shopify' (paid at Shopify's checkout, refunded in Shopify admin). Only an order taken by
     * the shop's configured online provider is refunded from here.
     */
    paymentProvider: text('payment_provider').notNull().default('pay_on_delivery'),
    /** The payment provider's id for this order's payment (its hosted payment page's id). */
    paymentRef: text('payment_ref').unique(),
    /** An unpaid order is cancelled, and its cart reopened, after this. */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    /**
     * The shopper's order page token (/order/<token>): 144 random bits, stored as cart ids are so
     * the server can link to the page at any later time (messages, invoices). Set on first use.
     */
    pageToken: text('page_token').unique(),
    /** Set when dispatched: a courier id from couriers.ts (or 'other'), the AWB and the tracking link. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** The discounts (and, later, charges) the total includes, as pricing applied them (issue 29). */
    adjustments: jsonb('adjustments').$type<StoredAdjustment[]>().notNull().default([]),
    /**
     * Issue 28: the day the shopper needs the piece by (a birthday, a griha pravesh), an India
     * calendar date (yyyy-mm-dd); the maker's queue puts the earliest first. Null: not given.
     */
    neededBy: date('needed_by', { mode: 'string' }),
    /**
     * Issue 44: set on a remake, the zero-value order that makes a claimed piece again; names the
     * order it remakes. A remake carries no charge and no invoice of its own.
     */
    remakeOf: uuid('remake_of').references((): AnyPgColumn => orders.id),
  },
  (t) => [
    index('orders_cart_idx').on(t.cartId),
    index('orders_needed_by_idx').on(t.neededBy),
    index('orders_payment_expiry_idx').on(t.status, t.paymentExpiresAt),
  ],
);

export const orderLines = pgTable('order_lines', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  variantId: uuid('variant_id').notNull(),
  productTitle: text('product_title').notNull(),
  variantTitle: text('variant_title').notNull(),
  unitPrice: numeric('unit_price', { precision: 10, scale: 2 }).notNull(),
  quantity: integer('quantity').notNull(),
  attributes: jsonb('attributes').$type<{ key: string; value: string }[]>().notNull(),
  previewImageUrl: text('preview_image_url'),
  /** The store category (Mugs, Nameplates, Kids Buntings) at the time of the order. */
  category: text('category'),
  /** The size and print area as bought, so a later change to the product never changes the piece. */
  sizeMm: jsonb('size_mm').$type<PieceSize>(),
  printArea: jsonb('print_area').$type<PrintArea>(),
  /** Set when the maker marks the line made. */
  madeAt: timestamp('made_at', { withTimezone: true }),
  madeBy: uuid('made_by').references(() => users.id),
  /**
   * Units this line took from its variant's stock when the order was placed (0 when the variant's
   * stock is not counted): what a cancel gives back, once, before setting it to 0.
   */
  stockReserved: integer('stock_reserved').notNull().default(0),
  /** The line's share of the order's adjustments in paise (a discount negative): what the invoice taxes. */
  adjustmentPaise: bigint('adjustment_paise', { mode: 'number' }).notNull().default(0),
});

/** The order's timeline: every status change and every change the shopper asked for. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['status', 'change_request'] }).notNull(),
    /** The order's status after this event. */
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** Staff username, or 'shopper'. */
    actor: text('actor').notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** Proof links: only a SHA-256 of the token is kept, so a database dump opens no proof. */
export const proofTokens = pgTable(
  'proof_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Issue 45.10: the link is kept on the order for the owner to copy and resend, yet the table still
     * opens no proof: the token is an HMAC of this seed under the server's secret (proofs/proof-links.ts),
     * remade when the owner asks. Null for links made before, which only a new proof brings back.
     */
    linkSeed: text('link_seed'),
    /** When the shopper's proof page first and last loaded this proof, and how many times. */
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    opens: integer('opens').notNull().default(0),
  },
  (t) => [index('proof_tokens_order_idx').on(t.orderId)],
);
