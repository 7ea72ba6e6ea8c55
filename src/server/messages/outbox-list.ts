import { desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '../../contracts/admin';
import { orderReference } from '../../contracts/order-reference';
import type { Database } from '../platform/db/client';
import { messages, orders } from '../platform/db/schema';
import { whatsappUrl } from './whatsapp/wa-me';

/** The workspace's outbox: the latest 200 messages, newest first, each with its state. */
export async function listOutbox(db: Database): Promise<{ messages: OutboxMessage[] }> {
  const rows = await db
    .select({ m: messages, number: orders.number })
    .from(messages)
    .leftJoin(orders, eq(orders.id, messages.orderId))
    .orderBy(desc(messages.createdAt))
    .limit(200);
  return {
    messages: rows.map(({ m, number }) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      orderId: m.orderId,
      reference: number === null ? null : orderReference(number),
      event: m.event,
      channel: m.channel,
      language: m.language,
      state: m.state,
      error: m.error,
      attempts: m.attempts,
      whatsappUrl: m.channel === 'whatsapp' && m.state === 'outbox' ? whatsappUrl(m.to, m.text) : null,
      createdAt: m.createdAt.toISOString(),
      updatedAt: m.updatedAt.toISOString(),
    })),
  };
}
