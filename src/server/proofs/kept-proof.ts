import { desc, eq, sql } from 'drizzle-orm';
import type { KeptProof } from '../../contracts/admin';
import type { Database } from '../platform/db/client';
import { orders, proofTokens } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import { hashProofToken, proofTokenFromSeed } from './proof-links';
import { proofShare } from './proof-share';

/**
 * The order's latest proof for the owner (issue 45.10): its link made again from the kept seed (only
 * when it still hashes to the stored token: a changed server secret would make another link), the
 * WhatsApp text to resend it, and when the shopper opened it.
 */
export async function keptProof(db: Database, orderId: string, linkSecret: string, origin: string): Promise<KeptProof> {
  const [order] = await db
    .select({ number: orders.number, contact: orders.contact })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new DomainError('not_found', 'There is no such order.');
  const [latest] = await db
    .select()
    .from(proofTokens)
    .where(eq(proofTokens.orderId, orderId))
    .orderBy(desc(proofTokens.createdAt))
    .limit(1);
  if (!latest) return null;
  const token = latest.linkSeed ? proofTokenFromSeed(linkSecret, latest.linkSeed) : null;
  const share = token && hashProofToken(token) === latest.tokenHash ? proofShare(order, token, origin) : null;
  return {
    proofUrl: share?.proofUrl ?? null,
    whatsappUrl: share?.whatsappUrl ?? null,
    sentAt: latest.createdAt.toISOString(),
    firstOpenedAt: latest.firstOpenedAt?.toISOString() ?? null,
    lastOpenedAt: latest.lastOpenedAt?.toISOString() ?? null,
    opens: latest.opens,
  };
}

/** The shopper's proof page loaded this link: counted, with its first and latest time. */
export async function recordProofOpened(db: Database, token: string): Promise<void> {
  await db
    .update(proofTokens)
    .set({
      firstOpenedAt: sql`coalesce(${proofTokens.firstOpenedAt}, now())`,
      lastOpenedAt: sql`now()`,
      opens: sql`${proofTokens.opens} + 1`,
    })
    .where(eq(proofTokens.tokenHash, hashProofToken(token)));
}
