import { newLinkToken } from '../platform/auth/link-tokens';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { orders } from '../platform/db/schema';

/** 18 random bytes as base64url: 24 characters, 144 bits, as cart ids. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export const isOrderPageToken = (token: string) => TOKEN_PATTERN.test(token);

/**
 * The order's page token, made on first use. It is stored (not derived from a server secret) so
 * the link any message carries keeps working when a secret is rotated, and Shopify orders and
 * orders placed before this existed get one the first time they are linked to.
 */
export async function orderPageToken(db: Database, orderId: string): Promise<string> {
  await db
    .update(orders)
    .set({ pageToken: newLinkToken(18) })
    .where(and(eq(orders.id, orderId), isNull(orders.pageToken)));
  const [row] = await db.select({ pageToken: orders.pageToken }).from(orders).where(eq(orders.id, orderId));
  if (!row?.pageToken) throw new Error(`no order ${orderId}`);
  return row.pageToken;
}

/** The shopper's order page, absolute: what every message (issue 21) links to. */
export async function shopperOrderLink(db: Database, orderId: string, publicOrigin: string): Promise<string> {
  return `${publicOrigin.replace(/\/+$/, '')}/order/${await orderPageToken(db, orderId)}`;
}

/** The order a page token names, or null for an unknown or malformed token. */
export async function orderIdForPageToken(db: Database, token: string): Promise<string | null> {
  if (!isOrderPageToken(token)) return null;
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.pageToken, token));
  return row?.id ?? null;
}
