import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PrintArea } from '../../../../contracts/print-area';
import { orders } from './orders';

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
