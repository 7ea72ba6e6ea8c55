import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CatalogService } from '../catalog/catalog-service';
import type { Database } from '../platform/db/client';
import {
  checkoutReminders,
  designs,
  erasureRequests,
  invoices,
  mailOutbox,
  messages,
  orders,
  reviews,
  whatsappContacts,
} from '../platform/db/schema';
import { ERASED_NAME, eraseLineText, eraseOrderContact } from '../orders/order-erasure';
import { indianWhatsappNumber } from '../messages/whatsapp/wa-me';
import { DomainError } from '../platform/errors';
import { invoiceIsDue, issueInvoice } from '../invoices/invoice-service';
import type { ObjectStore } from '../platform/storage/types';
import { orderLines } from '../platform/db/schema';
import { objectKeyOf } from '../../contracts/own-urls';
import { ATTRIBUTE_KEYS } from '../commerce/line-attributes';
import { forgetOrderPhotos } from './order-photos';

/**
 * Issue 39 item 13: a shopper's request to erase their data (DPDP Act 2023, s. 12(3)), from their
 * order page; the owner erases it from the workspace. Erasing deletes the order's photos (and what
 * was drawn from them) and masks the personal fields: name, mobile, email, address on the order,
 * the messages sent about it, the reviews' author name and the text typed onto the pieces; the
 * number's checkout reminders and its WhatsApp contact record go too. The tax invoice is a snapshot
 * of its own and stays, as the GST law requires (docs/privacy.md).
 */
/** Statuses after which nothing more is delivered: the address is no longer needed for the order. */
const FINISHED = new Set(['delivered', 'cancelled', 'returned']);
export const ERASE_NOT_YET =
  'This order is still on its way: its address is needed to deliver it. Erase the data once it is delivered or cancelled.';
/** What the masked fields read: never a real name or number (the tests read it from here). */
export { ERASED_NAME };

/** The shopper asks: recorded once (asking again changes nothing). */
export async function requestErasure(db: Database, orderId: string): Promise<void> {
  await db.insert(erasureRequests).values({ orderId }).onConflictDoNothing({ target: erasureRequests.orderId });
}

/** Requests the owner has not acted on, oldest first, with the order's reference number. */
export async function openErasureRequests(
  db: Database,
): Promise<{ orderId: string; number: number; requestedAt: Date }[]> {
  return db
    .select({ orderId: erasureRequests.orderId, number: orders.number, requestedAt: erasureRequests.requestedAt })
    .from(erasureRequests)
    .innerJoin(orders, eq(orders.id, erasureRequests.orderId))
    .where(isNull(erasureRequests.erasedAt))
    .orderBy(erasureRequests.requestedAt)
    .limit(200);
}

/**
 * The owner erases an order's personal data. Refused while the order is still to be delivered;
 * the invoice, when one is due, is issued first from the real details (it is what the law keeps).
 */
export async function eraseOrderData(
  deps: { db: Database; store: ObjectStore; catalog: CatalogService },
  orderId: string,
  staff: string,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new DomainError('not_found', 'There is no such order.');
  if (!FINISHED.has(order.status)) throw new DomainError('conflict', ERASE_NOT_YET);
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, orderId));
  if (!invoice && invoiceIsDue(order)) await issueInvoice(deps, orderId, now);

  // Designs saved with one of this order's photos go too: they would reopen it.
  const lines = await db
    .select({ attributes: orderLines.attributes })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const photoUrls = lines.flatMap((l) =>
    l.attributes
      .filter((a) => a.key === ATTRIBUTE_KEYS.userImageUrl && objectKeyOf(a.value, 'uploads'))
      .map((a) => a.value),
  );
  if (photoUrls.length > 0)
    await db.delete(designs).where(inArray(sql`${designs.personalisation}->'fields'->>'userImageUrl'`, photoUrls));
  await forgetOrderPhotos(deps, orderId);

  const whatsappNumber = indianWhatsappNumber(order.contact.mobile ?? '');
  await db.transaction(async (tx) => {
    await eraseOrderContact(tx, orderId, order.contact);
    await eraseLineText(tx, orderId);
    if (whatsappNumber) {
      await tx.delete(checkoutReminders).where(eq(checkoutReminders.mobile, whatsappNumber));
      await tx.delete(whatsappContacts).where(eq(whatsappContacts.number, whatsappNumber));
    }
    await tx
      .update(messages)
      .set({ to: '', subject: '', text: '', template: null, updatedAt: now })
      .where(eq(messages.orderId, orderId));
    await tx
      .update(messages)
      .set({ state: 'failed', error: 'Erased at the shopper’s request' })
      .where(and(eq(messages.orderId, orderId), inArray(messages.state, ['queued', 'sending', 'outbox'])));
    await tx.update(mailOutbox).set({ to: '', subject: '', text: '' }).where(eq(mailOutbox.orderId, orderId));
    await tx.update(reviews).set({ authorName: '' }).where(eq(reviews.orderId, orderId));
    await tx
      .insert(erasureRequests)
      .values({ orderId, requestedAt: now, erasedAt: now, erasedBy: staff })
      .onConflictDoUpdate({ target: erasureRequests.orderId, set: { erasedAt: now, erasedBy: staff } });
  });
}
