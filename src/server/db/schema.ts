import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SeedImage } from '../catalog/types';
import type { PrintArea } from '../../contracts/print-area';
import type { PieceSize } from '../production/piece-size';
import { ORDER_STATUSES, PAYMENT_STATUSES, PAYMENT_POLICIES } from '../../contracts/admin';

export const products = pgTable('products', {
  id: uuid('id').primaryKey().defaultRandom(),
  handle: text('handle').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  productType: text('product_type').notNull().default(''),
  vendor: text('vendor').notNull().default(''),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** Image keys with their alt text and print areas (where the personalisation goes). */
  images: jsonb('images')
    .$type<SeedImage[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  collections: text('collections')
    .array()
    .notNull()
    .default(sql`'{}'`),
  rating: numeric('rating', { precision: 3, scale: 2 }),
  badges: text('badges')
    .array()
    .notNull()
    .default(sql`'{}'`),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The product's id at its source when it is not us: a Shopify Product GID after a catalogue sync. */
  externalId: text('external_id').unique(),
  /** Drafts and archived products are never listed to shoppers; the studio shows them all. */
  status: text('status', { enum: ['draft', 'active', 'archived'] })
    .notNull()
    .default('active'),
  /** HSN code for GST invoices, e.g. '4420' (wooden articles), '6912' (ceramic tableware). */
  hsn: text('hsn'),
  /** GST rate in percent, e.g. 12.00. */
  gstRate: numeric('gst_rate', { precision: 5, scale: 2 }),
});

export const variants = pgTable(
  'variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    available: boolean('available').notNull().default(true),
    imageKey: text('image_key'),
    position: integer('position').notNull().default(0),
    /**
     * A Shopify ProductVariant GID after a catalogue sync: the id the store shows and carts send
     * (Shopify only knows its own ids). Seeded variants have none and go by their uuid.
     */
    externalId: text('external_id').unique(),
    /** A board's or plate's real size, or a mug's wrap area: what production files are drawn at. */
    sizeMm: jsonb('size_mm').$type<PieceSize>(),
    /** Pieces left; at 0 the variant is unavailable. Null: not counted. */
    stock: integer('stock'),
  },
  (t) => [index('variants_product_idx').on(t.productId), check('variants_price_nonnegative', sql`${t.price} >= 0`)],
);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  /** scrypt hash with its salt and parameters; the password itself is never stored. */
  passwordHash: text('password_hash').notNull(),
  /** 'owner' may do everything; 'maker' sees the production queue only. */
  role: text('role', { enum: ['owner', 'maker'] })
    .notNull()
    .default('owner'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    sessionId: text('session_id').notNull(),
    path: text('path').notNull(),
    props: jsonb('props').$type<Record<string, string | number | boolean | null>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_name_idx').on(t.name, t.occurredAt)],
);

export const carts = pgTable('carts', {
  /** Random 144-bit id: the cart's only credential, so it must be unguessable. */
  id: text('id').primaryKey(),
  status: text('status', { enum: ['open', 'ordered'] })
    .notNull()
    .default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id),
    quantity: integer('quantity').notNull(),
    attributes: jsonb('attributes').$type<{ key: string; value: string }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_lines_cart_idx').on(t.cartId), check('cart_lines_quantity_min', sql`${t.quantity} >= 1`)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short human-readable reference shown on the confirmation, e.g. HC-10024. */
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    /**
     * Not unique: an order left unpaid past its time is cancelled and its cart reopened (issue 20),
     * so a cart may later hold a second order. placeOrder locks the open cart, so one submit makes one order.
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
    /** Derived from payment_events, kept here so lists and the maker's queue filter cheaply. */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('on_delivery'),
    /** What the shopper pays online before making starts (all of it, an advance, or nothing). */
    amountDueNow: numeric('amount_due_now', { precision: 12, scale: 2 }).notNull().default('0'),
    /** The payment provider's id for this order's payment (a Razorpay Payment Link, plink_...). */
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
  },
  (t) => [index('orders_cart_idx').on(t.cartId), index('orders_payment_expiry_idx').on(t.status, t.paymentExpiresAt)],
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

/** Staff sessions for @fastify/session; the row is the session, the cookie only names it. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_sessions_expires_idx').on(t.expiresAt)],
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
  },
  (t) => [index('proof_tokens_order_idx').on(t.orderId)],
);

/** Mail kept for the workspace to show when no SMTP server is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Shopify webhook deliveries already recorded: Shopify retries a delivery with the same
 * X-Shopify-Webhook-Id, and one order must never be recorded twice.
 */
export const shopifyWebhooks = pgTable('shopify_webhooks', {
  webhookId: text('webhook_id').primaryKey(),
  topic: text('topic').notNull(),
  /** The Order GID: a second delivery of the same order under another id is a duplicate too. */
  shopifyOrderId: text('shopify_order_id').unique(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Templates drawn in the studio for Shopify's products, by the product's Shopify id and the image's
 * key: they take precedence over the `print_areas` metafield and outlive every sync (which
 * rewrites the products table).
 */
export const shopifyTemplates = pgTable(
  'shopify_templates',
  {
    productExternalId: text('product_external_id').notNull(),
    imageKey: text('image_key').notNull(),
    template: jsonb('template').$type<PrintArea>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productExternalId, t.imageKey] })],
);

/**
 * The shop's own details (issue 21): one row, id 1, validated by the settings contract before it
 * is written. Kept as one document: the owner edits and the invoice snapshots it whole.
 */
export const shopSettings = pgTable('shop_settings', {
  id: integer('id').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last invoice number issued per financial year ('2026-27'). Bumped with one
 * INSERT ... ON CONFLICT DO UPDATE inside the invoice's transaction: the row lock makes the
 * numbers consecutive and unique across servers, and a rolled-back invoice returns its number.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * One invoice per order, never re-numbered. `document` is the snapshot the PDF is drawn from
 * (seller, buyer, lines with their HSN and rate, totals), so later edits to the settings or the
 * catalogue never change an issued invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    kind: text('kind', { enum: ['tax_invoice', 'bill_of_supply'] }).notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('invoices_number_length', sql`char_length(${t.number}) <= 16`)],
);

/**
 * The outbox (Medusa's notification module): a row per order, event and channel, written before
 * anything is sent; its unique idempotency key makes a second write of the same message a no-op,
 * so a shopper hears about each event once however often the event fires.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    channel: text('channel', { enum: ['email', 'whatsapp'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    to: text('to').notNull(),
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    /** The WhatsApp template call (name, language, components), as Meta's API takes it. */
    template: jsonb('template').$type<Record<string, unknown>>(),
    /**
     * queued -> sending -> sent -> delivered -> read, or failed (with `error`); `outbox` when the
     * channel is not configured and the owner sends it by hand.
     */
    state: text('state', { enum: ['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'outbox'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** The provider's id for the sent message (WhatsApp's wamid), which its status webhooks name. */
    providerMessageId: text('provider_message_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_order_idx').on(t.orderId), index('messages_created_idx').on(t.createdAt)],
);

/**
 * Money in and out, append-only (Saleor's transaction events): the order's paymentStatus is
 * recomputed from these. The idempotency key makes a webhook, its retries and the reconciler
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
    /** In paise. */
    amount: integer('amount').notNull(),
    /** The provider's id for what happened: a payment link, payment or refund id. */
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Verified Razorpay webhook deliveries, queued here before they are acted on. The event id is
 * Razorpay's x-razorpay-event-id: a retried delivery finds its row and is answered without effect.
 */
export const razorpayWebhooks = pgTable('razorpay_webhooks', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  payload: jsonb('payload').$type<unknown>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});

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
