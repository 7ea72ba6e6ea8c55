import { and, count, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { messages } from '../platform/db/schema';
import type { Channel, Language, OutgoingMessage, TemplateCall } from './types';

export type MessageRow = typeof messages.$inferSelect;
type State = MessageRow['state'];

export interface NewMessage {
  /** Null for a checkout reminder, which has no order yet. */
  orderId: string | null;
  event: string;
  channel: Channel;
  idempotencyKey: string;
  to: string;
  language: Language;
  subject: string;
  text: string;
  template: TemplateCall | null;
  /** queued when the channel can send it, outbox when the owner must. */
  state: 'queued' | 'outbox';
}

/** Writes the rows before anything is sent; a key already written is skipped. Answers only the new rows. */
/**
 * Requests to confirm a pay-on-delivery order that one address may be emailed in a day, whatever
 * the orders (issue 39): anyone can type a stranger's address at checkout, and until the order is
 * confirmed or paid nothing says the address is the shopper's. The checkout's per-address order
 * limit (ORDER_PHONE_RATE_LIMIT an hour) alone would let 120 through in a day.
 */
export const UNCONFIRMED_EMAILS_PER_DAY = 3;

/**
 * Writes a request to confirm's rows, its email only while the address has had fewer than
 * UNCONFIRMED_EMAILS_PER_DAY of them in the last 24 hours for other orders (the address compared
 * without case). The address's advisory lock makes the count and the write one step, so requests
 * placed at once on several servers cannot all slip under the bound.
 */
export async function recordConfirmRequest(db: Database, orderId: string, rows: NewMessage[]): Promise<MessageRow[]> {
  const email = rows.find((r) => r.channel === 'email');
  if (!email) return recordMessages(db, rows);
  const address = email.to.trim().toLowerCase();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`unconfirmed-email:${address}`}, 0))`);
    const since = new Date(Date.now() - 86_400_000);
    const [sent] = await tx
      .select({ n: count() })
      .from(messages)
      .where(
        and(
          eq(messages.event, email.event),
          eq(messages.channel, 'email'),
          sql`lower(${messages.to}) = ${address}`,
          gt(messages.createdAt, since),
          ne(messages.orderId, orderId),
        ),
      );
    const allowed = (sent?.n ?? 0) < UNCONFIRMED_EMAILS_PER_DAY ? rows : rows.filter((r) => r !== email);
    return recordMessages(tx, allowed);
  });
}

export async function recordMessages(db: Pick<Database, 'insert'>, rows: NewMessage[]): Promise<MessageRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(messages)
    .values(rows.map((r) => ({ ...r, template: r.template as Record<string, unknown> | null })))
    .onConflictDoNothing({ target: messages.idempotencyKey })
    .returning();
}

/** Takes a queued row for one attempt; null when another attempt has it or it is done. */
export async function claimMessage(
  db: Database,
  id: string,
): Promise<{ message: OutgoingMessage; channel: Channel; attempts: number } | null> {
  const [row] = await db
    .update(messages)
    .set({ state: 'sending', attempts: sql`${messages.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(messages.id, id), eq(messages.state, 'queued')))
    .returning();
  if (!row) return null;
  const message = {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    template: row.template as TemplateCall | null,
  };
  return { message, channel: row.channel, attempts: row.attempts };
}

export async function markSent(db: Database, id: string, providerMessageId: string | null): Promise<void> {
  // A status webhook may have come first and moved it on already: only 'sending' becomes 'sent'.
  await db
    .update(messages)
    .set({ state: 'sent', providerMessageId, error: null, updatedAt: new Date() })
    .where(and(eq(messages.id, id), eq(messages.state, 'sending')));
}

export async function markAttemptFailed(db: Database, id: string, error: string, final: boolean): Promise<void> {
  await db
    .update(messages)
    .set({ state: final ? 'failed' : 'queued', error: error.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(messages.id, id), eq(messages.state, 'sending')));
}

/**
 * Rows whose attempt was cut off (the server stopped or crashed between claiming and recording the
 * answer) go back to the queue with why. Whether that attempt reached the shopper is unknown: a
 * second copy is a smaller harm than an order message that never goes. Answers how many.
 */
export async function requeueInterrupted(db: Database, claimedBefore: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ state: 'queued', error: 'Interrupted while sending; tried again', updatedAt: new Date() })
    .where(and(eq(messages.state, 'sending'), lt(messages.updatedAt, claimedBefore)))
    .returning({ id: messages.id });
  return rows.length;
}

/** Rows waiting to be sent, oldest first, with the attempts they have had. */
export async function queuedMessages(db: Database): Promise<Array<Pick<MessageRow, 'id' | 'attempts'>>> {
  return db
    .select({ id: messages.id, attempts: messages.attempts })
    .from(messages)
    .where(eq(messages.state, 'queued'))
    .orderBy(messages.createdAt);
}

/**
 * The states a status may move a message out of. Statuses arrive out of order: a `read` can come
 * before its `delivered`, which must then not move it back; `failed` only replaces an earlier state.
 */
const EARLIER: Record<'sent' | 'delivered' | 'read' | 'failed', State[]> = {
  sent: ['sending'],
  delivered: ['sending', 'sent'],
  read: ['sending', 'sent', 'delivered'],
  failed: ['sending', 'sent'],
};

export async function applyProviderStatus(
  db: Database,
  providerMessageId: string,
  status: keyof typeof EARLIER,
  error: string | null,
): Promise<boolean> {
  const moved = await db
    .update(messages)
    .set({ state: status, updatedAt: new Date(), ...(status === 'failed' ? { error } : {}) })
    .where(and(eq(messages.providerMessageId, providerMessageId), inArray(messages.state, EARLIER[status])))
    .returning({ id: messages.id });
  return moved.length > 0;
}
