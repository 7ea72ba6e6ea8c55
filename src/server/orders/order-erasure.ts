import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { erasureRequests, orders } from '../platform/db/schema';
import type { Tx } from './order-transaction';

/** What an erased order's shopper is called from then on (issue 39 item 13): never a real name. */
export const ERASED_NAME = 'Erased';

/**
 * Masks an order's personal fields at the shopper's request, inside the caller's transaction (the
 * erasure masks messages and reviews beside it). The language stays, so the order page still speaks
 * it, and so does the state, by which no one is found.
 */
export async function eraseOrderContact(tx: Tx, orderId: string, contact: Record<string, string>): Promise<void> {
  const masked: Record<string, string> = {
    fullName: ERASED_NAME,
    mobile: '',
    address1: '',
    address2: '',
    city: '',
    pincode: '',
  };
  if (contact.state) masked.state = contact.state;
  if (contact.language) masked.language = contact.language;
  await tx.update(orders).set({ contact: masked }).where(eq(orders.id, orderId));
}

/** A shopper's request to erase their data, and whether the owner has (privacy/erasure.ts). */
export interface ErasureState {
  requestedAt: string;
  erasedAt: string | null;
}

export async function erasureState(db: Database, orderId: string): Promise<ErasureState | null> {
  const [row] = await db.select().from(erasureRequests).where(eq(erasureRequests.orderId, orderId));
  return row ? { requestedAt: row.requestedAt.toISOString(), erasedAt: row.erasedAt?.toISOString() ?? null } : null;
}
