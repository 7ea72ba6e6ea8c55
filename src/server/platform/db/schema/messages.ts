import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * Legacy, no longer written or read: without SMTP the mailer once filed shopper mail here; since
 * migration 0004 the workspace's outbox is `messages` below (state `outbox`). Kept with any old
 * rows, because removing it from the schema would make the next generated migration drop them;
 * moving or dropping them needs a migration of its own.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The outbox (Medusa's notification module): a row per order (or cart), event and channel, written before
 * anything is sent; its unique idempotency key makes a second write of the same message a no-op,
 * so a shopper hears about each event once however often the event fires.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a checkout reminder (issue 29 item 4): there is no order yet, its key names the cart. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
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
 * Which courier statuses message the shopper (issue 28): one row, id 'shop', written when the owner
 * saves the switches; without it, contracts/courier-messages.ts's defaults (dispatched, delivered).
 */
export const courierMessageSettings = pgTable('courier_message_settings', {
  id: text('id').primaryKey(),
  events: jsonb('events').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * When each shopper's number last wrote to the shop on WhatsApp (any message, a button tap too),
 * from the verified webhook: WhatsApp's 24-hour customer service window is open from then, and
 * inside it a free-form interactive message may be sent instead of a template (issue 28).
 */
export const whatsappContacts = pgTable('whatsapp_contacts', {
  /** Digits only, with the country code, as the webhook's `from`. */
  number: text('number').primaryKey(),
  lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }).notNull(),
});
