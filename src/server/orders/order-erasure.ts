import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { erasureRequests, orderLines, orders } from '../platform/db/schema';
import { ATTRIBUTE_KEYS } from '../commerce/line-attributes';
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

/**
 * What the shopper typed onto the piece: a name, a house number, a child's name, a caption, an idea
 * for the artist. A finished order needs none of it, and it is often a person's name.
 */
const TYPED_ON_THE_PIECE: ReadonlySet<string> = new Set([
  ATTRIBUTE_KEYS.name,
  ATTRIBUTE_KEYS.houseNumber,
  ATTRIBUTE_KEYS.childName,
  ATTRIBUTE_KEYS.line1,
  ATTRIBUTE_KEYS.aiPrompt,
]);

/** Masks the text the shopper personalised each of the order's pieces with (issue 39 item 13). */
export async function eraseLineText(tx: Tx, orderId: string): Promise<void> {
  const lines = await tx
    .select({ id: orderLines.id, attributes: orderLines.attributes })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  for (const line of lines) {
    if (!line.attributes.some((a) => TYPED_ON_THE_PIECE.has(a.key) && a.value !== ERASED_NAME)) continue;
    const attributes = line.attributes.map((a) => (TYPED_ON_THE_PIECE.has(a.key) ? { ...a, value: ERASED_NAME } : a));
    await tx.update(orderLines).set({ attributes }).where(eq(orderLines.id, line.id));
  }
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
