import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { claims, creditNoteCounters, creditNotes, invoices, orderLines } from '../platform/db/schema';
import type { InvoiceDocument } from '../invoices/invoice-document';
import { financialYearOf } from '../invoices/invoice-number';
import { taxLine, type TaxedLine } from '../pricing/gst-split';

/** Credit notes have their own series beside the invoices' KG: CN/26-27/00001 (CGST rule 53(1A)). */
export const CREDIT_NOTE_SERIES = 'CN';

export function creditNoteNumber(financialYear: string, sequence: number): string {
  const number = `${CREDIT_NOTE_SERIES}/${financialYear.slice(2)}/${String(sequence).padStart(5, '0')}`;
  if (!/^[A-Za-z0-9/-]{1,16}$/.test(number)) throw new Error(`credit note number ${number} breaks rule 46(b)`);
  return number;
}

/** What a credit note prints, frozen when issued. */
export interface CreditNoteDocument {
  number: string;
  issuedAt: string;
  invoiceNumber: string;
  invoiceDate: string;
  orderReference: string;
  seller: InvoiceDocument['seller'];
  buyer: InvoiceDocument['buyer'];
  placeOfSupply: string;
  localTaxName: InvoiceDocument['localTaxName'];
  /** As the invoice taxed it: CGST and SGST/UTGST within the state, IGST across (absent on the first notes). */
  supply?: InvoiceDocument['supply'];
  reason: string;
  /** The refunded value of the piece, tax included, split as the invoice taxed it. */
  line: TaxedLine;
}

/**
 * Issue 44: a claim's refund of a taxed supply reduces the tax invoiced, so it is documented by a
 * GST credit note (CGST Act s. 34) linked to that invoice; the invoice itself never changes. One
 * per claim (a second call answers the first); numbered gap-free per financial year in its own
 * series, the counter bumped in the note's transaction. Null when there is nothing to credit: no
 * refund, no invoice yet, or a bill of supply (an unregistered shop charges no GST to reduce).
 */
export async function issueCreditNote(db: Database, claimId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [claim] = await tx.select().from(claims).where(eq(claims.id, claimId)).for('update');
    if (!claim || claim.refundPaise <= 0) return null;
    const [existing] = await tx.select().from(creditNotes).where(eq(creditNotes.claimId, claimId));
    if (existing) return existing;
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, claim.orderId));
    if (invoice?.kind !== 'tax_invoice') return null;
    const doc = invoice.document as unknown as InvoiceDocument;
    // The invoice's lines are the order's lines in id order (invoices/invoice-service.ts).
    const lines = await tx
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.orderId, claim.orderId))
      .orderBy(asc(orderLines.id));
    const invoiced = doc.lines[lines.findIndex((l) => l.id === claim.orderLineId)];
    if (!invoiced) return null;
    const financialYear = financialYearOf(now);
    const [counter] = await tx
      .insert(creditNoteCounters)
      .values({ financialYear, lastNumber: 1 })
      .onConflictDoUpdate({
        target: creditNoteCounters.financialYear,
        set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: creditNoteCounters.lastNumber });
    if (!counter) throw new Error('credit note counter returned nothing');
    const number = creditNoteNumber(financialYear, counter.lastNumber);
    const document: CreditNoteDocument = {
      number,
      issuedAt: now.toISOString(),
      invoiceNumber: invoice.number,
      invoiceDate: invoice.issuedAt.toISOString(),
      orderReference: doc.orderReference,
      seller: doc.seller,
      buyer: doc.buyer,
      placeOfSupply: doc.placeOfSupply,
      localTaxName: doc.localTaxName,
      supply: doc.supply,
      reason: `Refund on a claim (${claim.reason.replace(/_/g, ' ')})`,
      line: taxLine(
        {
          description: invoiced.description,
          hsn: invoiced.hsn,
          gstRate: invoiced.gstRate,
          quantity: 1,
          unitPricePaise: claim.refundPaise,
        },
        doc.supply,
        claim.refundPaise,
      ),
    };
    const [row] = await tx
      .insert(creditNotes)
      .values({
        claimId,
        invoiceId: invoice.id,
        number,
        financialYear,
        amountPaise: claim.refundPaise,
        document: document as unknown as Record<string, unknown>,
        issuedAt: now,
      })
      .returning();
    return row ?? null;
  });
}

/** The credit note a claim's refund was documented by, as it was frozen; null when there is none. */
export async function creditNoteOf(db: Database, claimId: string): Promise<CreditNoteDocument | null> {
  const [row] = await db
    .select({ document: creditNotes.document })
    .from(creditNotes)
    .where(eq(creditNotes.claimId, claimId));
  return row ? (row.document as unknown as CreditNoteDocument) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The credit note of one claim of this order, for its shopper (their order page's token named the
 * order): null when the claim is not this order's, has no credit note, or is no claim id at all.
 */
export async function creditNoteOfOrderClaim(
  db: Database,
  orderId: string,
  claimId: string,
): Promise<CreditNoteDocument | null> {
  if (!UUID.test(claimId)) return null;
  const [row] = await db
    .select({ document: creditNotes.document })
    .from(creditNotes)
    .innerJoin(claims, eq(claims.id, creditNotes.claimId))
    .where(and(eq(creditNotes.claimId, claimId), eq(claims.orderId, orderId)));
  return row ? (row.document as unknown as CreditNoteDocument) : null;
}
