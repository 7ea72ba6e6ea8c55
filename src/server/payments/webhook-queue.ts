import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { paymentWebhooks } from '../platform/db/schema';

/**
 * Verified deliveries wait here until acted on (Medusa: the route verifies, queues, answers 200).
 * The provider and its delivery id are the primary key, so a retried delivery is recorded once.
 */
export async function enqueueWebhook(
  db: Database,
  provider: string,
  eventId: string,
  event: string,
  payload: unknown,
  /** A delivery that can never be applied is kept, already done, with the reason. */
  ignoredReason?: string,
): Promise<boolean> {
  const added = await db
    .insert(paymentWebhooks)
    .values({
      provider,
      eventId,
      event,
      payload,
      ...(ignoredReason ? { ignoredReason, processedAt: new Date() } : {}),
    })
    .onConflictDoNothing({ target: [paymentWebhooks.provider, paymentWebhooks.eventId] })
    .returning({ eventId: paymentWebhooks.eventId });
  return added.length > 0;
}

/**
 * After this many failed tries a delivery is given up: one waiting for a payment we never
 * recorded is marked ignored, any other failure is left for a person to look at (the log says so).
 */
export const MAX_ATTEMPTS = 50;

/**
 * When a delivery that failed `attempts` times is tried next: the first few on the next run (a
 * refund's payment usually arrives seconds later), then 30 s doubling up to 30 min, so the 50
 * tries span most of a day, as payment providers' own retries do (docs/payments.md), and a failing
 * delivery costs little.
 */
export function nextAttemptAfter(attempts: number, now = new Date()): Date | null {
  if (attempts < 5) return null;
  return new Date(now.getTime() + Math.min(30_000 * 2 ** (attempts - 5), 30 * 60_000));
}

/**
 * The provider's deliveries due, the least tried first: given-up and backed-off deliveries are
 * left out in the query (not after the limit), so however many there are they never hold back the
 * ones behind. Another provider's deliveries (one the shop used before) are not this one's to act on.
 */
export async function pendingWebhooks(db: Database, provider: string, now = new Date(), limit = 50) {
  return db
    .select()
    .from(paymentWebhooks)
    .where(
      and(
        eq(paymentWebhooks.provider, provider),
        isNull(paymentWebhooks.processedAt),
        lt(paymentWebhooks.attempts, MAX_ATTEMPTS),
        or(isNull(paymentWebhooks.nextAttemptAt), lte(paymentWebhooks.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(paymentWebhooks.attempts), asc(paymentWebhooks.receivedAt))
    .limit(limit);
}

const delivery = (provider: string, eventId: string) =>
  and(eq(paymentWebhooks.provider, provider), eq(paymentWebhooks.eventId, eventId));

/** Acted on, or (with a reason) recorded as never applicable. */
export async function markWebhookDone(db: Database, provider: string, eventId: string, ignoredReason?: string) {
  await db
    .update(paymentWebhooks)
    .set({ processedAt: new Date(), ignoredReason: ignoredReason?.slice(0, 500) ?? null })
    .where(delivery(provider, eventId));
}

/** One more failed try of a delivery that had failed `attempts` times before. */
export async function markWebhookFailed(
  db: Database,
  provider: string,
  eventId: string,
  attempts: number,
  error: string,
) {
  await db
    .update(paymentWebhooks)
    .set({
      attempts: sql`${paymentWebhooks.attempts} + 1`,
      nextAttemptAt: nextAttemptAfter(attempts + 1),
      lastError: error.slice(0, 500),
    })
    .where(delivery(provider, eventId));
}
