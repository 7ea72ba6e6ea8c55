import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { razorpayWebhooks } from '../db/schema';

/**
 * Verified deliveries wait here until acted on (Medusa: the route verifies, queues, answers 200).
 * The delivery id is the primary key, so a retried delivery is recorded once.
 */
export async function enqueueWebhook(db: Database, eventId: string, event: string, payload: unknown): Promise<boolean> {
  const added = await db
    .insert(razorpayWebhooks)
    .values({ eventId, event, payload })
    .onConflictDoNothing({ target: razorpayWebhooks.eventId })
    .returning({ eventId: razorpayWebhooks.eventId });
  return added.length > 0;
}

/** After this many failed tries a delivery is left for a person to look at (and the log says so). */
const MAX_ATTEMPTS = 50;

export async function pendingWebhooks(db: Database, limit = 50) {
  return db
    .select()
    .from(razorpayWebhooks)
    .where(isNull(razorpayWebhooks.processedAt))
    .orderBy(asc(razorpayWebhooks.receivedAt))
    .limit(limit)
    .then((rows) => rows.filter((r) => r.attempts < MAX_ATTEMPTS));
}

export async function markWebhookDone(db: Database, eventId: string) {
  await db.update(razorpayWebhooks).set({ processedAt: new Date() }).where(eq(razorpayWebhooks.eventId, eventId));
}

export async function markWebhookFailed(db: Database, eventId: string, error: string) {
  await db
    .update(razorpayWebhooks)
    .set({ attempts: sql`${razorpayWebhooks.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(razorpayWebhooks.eventId, eventId));
}
