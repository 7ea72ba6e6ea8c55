import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Designs a shopper saved to share (issue 29 item 2): the link's token is the only key, the
 * preview is one the server rendered (its object key, worked out from the personalisation), and
 * an unbought design is swept after the shop's retention days.
 */
export const designs = pgTable(
  'designs',
  {
    /** 128 random bits, base64url: the link's only credential. */
    token: text('token').primaryKey(),
    productHandle: text('product_handle').notNull(),
    variantId: text('variant_id').notNull(),
    /** The sheet's fields and prompt, checked by the designs contract before they are written. */
    personalisation: jsonb('personalisation').$type<Record<string, unknown>>().notNull(),
    /** ai-generated/<hash>.webp: the stored preview its personalisation renders to. */
    previewKey: text('preview_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('designs_created_idx').on(t.createdAt), index('designs_preview_idx').on(t.previewKey)],
);
