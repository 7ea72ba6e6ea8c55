import { eq, sql } from 'drizzle-orm';
import { orderReference } from '../../contracts/order-reference';
import type { CatalogService } from '../catalog/catalog-service';
import { categorySchema } from '../../contracts/products';
import { gstinStateMismatch } from '../../contracts/gstin';
import { toPaise } from '../../contracts/money';
import type { Database } from '../platform/db/client';
import { invoiceCounters, invoices, orderLines, orders } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import { loadShopSettings } from '../shop-settings/settings-service';
import { buildInvoiceDocument, type InvoiceDocument } from './invoice-document';
import { financialYearOf, invoiceNumber } from './invoice-number';
import { taxClassFor } from '../pricing/tax-class';

export const INVOICE_NOT_READY = 'This order has no invoice yet: it is issued once the order is paid or delivered.';
export const SETTINGS_NEEDED = 'Fill in the shop settings before invoices can be issued.';

/** An invoice is due once the money is in: paid online, or delivered when paid on delivery. */
export function invoiceIsDue(order: { paymentStatus: string; status: string }): boolean {
  return order.paymentStatus === 'paid' || order.status === 'delivered';
}

/** Thrown when an invoice is due but the shop has not said who issues it (name, address, GSTIN). */
export class ShopSettingsMissing extends DomainError<'conflict'> {
  constructor() {
    super('conflict', SETTINGS_NEEDED);
  }
}

/** Issue 44: a remake is made at no charge; the piece was invoiced on the order it remakes. */
export class NoInvoiceForRemake extends DomainError<'conflict'> {
  constructor() {
    super('conflict', 'A remake carries no charge and has no invoice: the invoice is on the order it remakes.');
  }
}

export interface IssuedInvoice {
  number: string;
  kind: 'tax_invoice' | 'bill_of_supply';
  issuedAt: Date;
  document: InvoiceDocument;
}

/**
 * Issues the order's invoice once: a second call answers the first invoice. The order row is
 * locked, so two servers issuing the same order wait for each other; the counter row is bumped in
 * the same transaction, so numbers are consecutive per financial year and never reused.
 */
export async function issueInvoice(
  deps: { db: Database; catalog: CatalogService },
  orderId: string,
  now = new Date(),
): Promise<IssuedInvoice> {
  const settings = await loadShopSettings(deps.db);
  if (!settings) throw new ShopSettingsMissing();
  // Saved before the settings form refused it: an invoice would name one state and print another's GSTIN.
  const mismatch = settings.gstin ? gstinStateMismatch(settings.gstin, settings.state) : null;
  if (mismatch)
    throw new DomainError('conflict', `Correct the shop settings before invoices can be issued. ${mismatch}`);
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new DomainError('not_found', 'There is no such order.');
    if (order.remakeOf) throw new NoInvoiceForRemake();
    const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
    if (existing) return toIssued(existing);
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
    const financialYear = financialYearOf(now);
    const [counter] = await tx
      .insert(invoiceCounters)
      .values({ financialYear, lastNumber: 1 })
      .onConflictDoUpdate({
        target: invoiceCounters.financialYear,
        set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: invoiceCounters.lastNumber });
    if (!counter) throw new Error('invoice counter returned nothing');
    const c = order.contact;
    const document = buildInvoiceDocument({
      number: invoiceNumber(financialYear, counter.lastNumber),
      issuedAt: now,
      orderReference: orderReference(order.number),
      settings,
      buyer: {
        name: c.fullName ?? '',
        address: [c.address1, c.address2, c.city, c.pincode].filter(Boolean).join(', '),
        state: c.state ?? '',
      },
      lines: lines.map((line) => {
        const category = categorySchema.safeParse(line.category);
        const product = deps.catalog.findVariantByRowId(line.variantId)?.product;
        return {
          description: `${line.productTitle} (${line.variantTitle})`,
          ...taxClassFor(product, category.success ? category.data : null),
          quantity: line.quantity,
          unitPricePaise: toPaise(line.unitPrice),
          adjustmentPaise: line.adjustmentPaise,
        };
      }),
      adjustments: order.adjustments,
    });
    const [row] = await tx
      .insert(invoices)
      .values({
        orderId,
        number: document.number,
        financialYear,
        kind: document.kind,
        document: document as unknown as Record<string, unknown>,
        issuedAt: now,
      })
      .returning();
    if (!row) throw new Error('invoice insert returned nothing');
    return toIssued(row);
  });
}

function toIssued(row: typeof invoices.$inferSelect): IssuedInvoice {
  return {
    number: row.number,
    kind: row.kind,
    issuedAt: row.issuedAt,
    document: row.document as unknown as InvoiceDocument,
  };
}

export async function findInvoice(db: Database, orderId: string): Promise<IssuedInvoice | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row ? toIssued(row) : null;
}
