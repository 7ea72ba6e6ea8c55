import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { razorpayWebhooks } from '../db/schema';

/**
 * Verified deliveries wait here until acted on (Medusa: the route verifies, queues, answers 200).
 * The delivery id is the primary key, so a retried delivery is recorded once.
 */
export async function enqueueWebhook(
  db: Database,
  eventId: string,
  event: string,
  payload: unknown,
  /** A delivery that can never be applied is kept, already done, with the reason. */
  ignoredReason?: string,
): Promise<boolean> {
  const added = await db
    .insert(razorpayWebhooks)
    .values({ eventId, event, payload, ...(ignoredReason ? { ignoredReason, processedAt: new Date() } : {}) })
    .onConflictDoNothing({ target: razorpayWebhooks.eventId })
    .returning({ eventId: razorpayWebhooks.eventId });
  return added.length > 0;
}

/**
 * After this many failed tries a delivery is given up: one waiting for a payment we never
 * recorded is marked ignored, any other failure is left for a person to look at (the log says so).
 */
export const MAX_ATTEMPTS = 50;

/**
 * The deliveries to act on, the least tried first: given-up deliveries are left out in the query
 * (not after the limit), so however many there are they never hold back the ones behind them.
 */
export async function pendingWebhooks(db: Database, limit = 50) {
  return db
    .select()
    .from(razorpayWebhooks)
    .where(and(isNull(razorpayWebhooks.processedAt), lt(razorpayWebhooks.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(razorpayWebhooks.attempts), asc(razorpayWebhooks.receivedAt))
    .limit(limit);
}

/** Acted on, or (with a reason) recorded as never applicable. */
export async function markWebhookDone(db: Database, eventId: string, ignoredReason?: string) {
  await db
    .update(razorpayWebhooks)
    .set({ processedAt: new Date(), ignoredReason: ignoredReason?.slice(0, 500) ?? null })
    .where(eq(razorpayWebhooks.eventId, eventId));
}

export async function markWebhookFailed(db: Database, eventId: string, error: string) {
  await db
    .update(razorpayWebhooks)
    .set({ attempts: sql`${razorpayWebhooks.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(razorpayWebhooks.eventId, eventId));
}
