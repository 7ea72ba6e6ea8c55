import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DesignInput } from '../../../../contracts/personalisation-design';
import { products } from './catalog';

/**
 * Issue 41: every saved version of a product's personalisation design. A save never edits a
 * version: it adds the next, and the product points at it (products.design_version). A cart line
 * names the version it was made with, so an order keeps making what the shopper saw.
 */
export const productDesigns = pgTable(
  'product_designs',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The design as the contract parsed it (personalisation-design.ts), defaults filled in. */
    document: jsonb('document').$type<DesignInput>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.version] }),
    check('product_designs_version_positive', sql`${t.version} >= 1`),
  ],
);
