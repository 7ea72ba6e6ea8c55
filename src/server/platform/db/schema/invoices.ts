import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

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
