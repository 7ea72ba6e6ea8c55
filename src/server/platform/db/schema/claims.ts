import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  CLAIM_DECISIONS,
  CLAIM_FAULTS,
  CLAIM_REASONS,
  CLAIM_STATES,
  REFUND_METHODS,
} from '../../../../contracts/claims';
import { orderLines, orders } from './orders';
import { invoices } from './invoices';
import { users } from './users';

/**
 * Issue 44: a shopper's claim on one piece. One open claim per piece (the partial unique index);
 * the owner's decision is written once, under the row's lock, so of two owners deciding at once one
 * wins and the other reads the decision. A claim never changes its order's totals: a refund is its
 * own row here and a credit note; a remake is a new zero-value order (`remakeOrderId`).
 */
export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: CLAIM_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    /** Upload keys of the shopper's photos (re-encoded) or their one video, in the order given. */
    evidenceKeys: jsonb('evidence_keys').$type<string[]>().notNull().default([]),
    evidenceKind: text('evidence_kind', { enum: ['photos', 'video'] })
      .notNull()
      .default('photos'),
    state: text('state', { enum: CLAIM_STATES }).notNull().default('open'),
    decision: text('decision', { enum: CLAIM_DECISIONS }),
    fault: text('fault', { enum: CLAIM_FAULTS }),
    /** What the claim cost the shop in paise: the remake's material and shipping, and the refund. */
    costPaise: bigint('cost_paise', { mode: 'number' }).notNull().default(0),
    refundPaise: bigint('refund_paise', { mode: 'number' }).notNull().default(0),
    /**
     * A remake's cost in paise (also in costPaise): the variant's material cost at the decision
     * ('material'), or what the owner typed over it ('owner'). Null when nothing was remade, or the
     * variant had no material cost and the owner typed none.
     */
    remakeCostPaise: bigint('remake_cost_paise', { mode: 'number' }),
    remakeCostFrom: text('remake_cost_from', { enum: ['material', 'owner'] }),
    refundMethod: text('refund_method', { enum: REFUND_METHODS }),
    /** The provider's refund id, or the UPI / bank transfer's reference the owner typed. */
    refundReference: text('refund_reference'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    remakeOrderId: uuid('remake_order_id').references(() => orders.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('claims_one_open_per_piece')
      .on(t.orderLineId)
      .where(sql`${t.state} = 'open'`),
    index('claims_order_idx').on(t.orderId),
    index('claims_state_created_idx').on(t.state, t.createdAt),
    check('claims_refund_not_negative', sql`${t.refundPaise} >= 0`),
  ],
);

/**
 * A GST credit note for a claim's refund of a taxed supply (CGST Act section 34): numbered in its
 * own series, gap-free per financial year like invoices (the counter row is bumped in the same
 * transaction), and linked to the invoice it reduces. The invoice itself is never changed.
 */
export const creditNoteCounters = pgTable('credit_note_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .unique()
      .references(() => claims.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The snapshot the PDF is drawn from: seller, buyer, the invoice's number and date, the line and its tax. */
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_notes_number_length', sql`char_length(${t.number}) <= 16`)],
);

/** The owner's claim settings: one row, id 'shop'. */
export const claimSettings = pgTable('claim_settings', {
  id: text('id').primaryKey(),
  /** A claim is taken this many days after delivery at most. */
  windowDays: integer('window_days').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 44.3: the packing photo taken at dispatch (the AWB label visible), kept with the shipment
 * for a courier's damage dispute. Optional, and counted: an order without one has no row.
 */
export const packingPhotos = pgTable('packing_photos', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  objectKey: text('object_key').notNull(),
  takenBy: uuid('taken_by').references(() => users.id),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
});
