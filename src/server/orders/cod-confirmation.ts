import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { codConfirmations, orders } from '../platform/db/schema';
import type { Tx } from './order-transaction';
import { codTokenSchema } from '../../contracts/cod';

import { hashLinkToken, newLinkToken } from '../platform/auth/link-tokens';

/** How a request to confirm was answered: by the shopper, the owner, a payment, or by no one in time. */
export type CodAnswer = 'confirmed' | 'cancelled' | 'paid_online' | 'expired';

/**
 * Opens the order's request to confirm inside the transaction that places it "to confirm" (issue
 * 28). Returns the token for the WhatsApp buttons and the email link: 256 random bits, of which only
 * the hash is stored.
 */
export async function openCodConfirmation(tx: Tx, orderId: string, expiresAt: Date): Promise<string> {
  const token = newLinkToken();
  await tx.insert(codConfirmations).values({ orderId, tokenHash: hashLinkToken(token), expiresAt });
  return token;
}

/** Records the first answer only: the order's status, locked by the caller, decides whether it counts. */
export async function recordCodAnswer(tx: Tx, orderId: string, answer: CodAnswer): Promise<void> {
  await tx
    .update(codConfirmations)
    .set({ answer, answeredAt: new Date() })
    .where(and(eq(codConfirmations.orderId, orderId), isNull(codConfirmations.answeredAt)));
}

/** The order a confirmation token belongs to, or null (unknown, or not a token at all). */
export async function orderIdForCodToken(db: Database, token: string): Promise<string | null> {
  if (!codTokenSchema.safeParse(token).success) return null;
  const [row] = await db
    .select({ orderId: codConfirmations.orderId })
    .from(codConfirmations)
    .where(eq(codConfirmations.tokenHash, hashLinkToken(token)));
  return row?.orderId ?? null;
}

/** Orders still to confirm whose time ran out by `now`: the sweep cancels each. */
export async function unconfirmedPast(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .select({ orderId: codConfirmations.orderId })
    .from(codConfirmations)
    .innerJoin(orders, eq(orders.id, codConfirmations.orderId))
    .where(
      and(isNull(codConfirmations.answeredAt), lte(codConfirmations.expiresAt, now), eq(orders.status, 'to_confirm')),
    )
    .limit(200);
  return rows.map((r) => r.orderId);
}

/** When an order to confirm is cancelled if nobody answers (the order page and the workspace say so). */
export async function codExpiry(db: Database, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: codConfirmations.expiresAt })
    .from(codConfirmations)
    .where(eq(codConfirmations.orderId, orderId));
  return row?.expiresAt ?? null;
}
