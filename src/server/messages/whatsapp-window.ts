import { eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { whatsappContacts } from '../platform/db/schema';

/** WhatsApp's customer service window: free-form messages for 24 hours after the shopper's last message. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Keeps each number's latest message time (a webhook delivered late or again never moves it back). */
export async function recordInbound(db: Database, senders: { from: string; at: Date }[]): Promise<void> {
  for (const { from, at } of senders) {
    if (!from) continue;
    await db
      .insert(whatsappContacts)
      .values({ number: from, lastInboundAt: at })
      .onConflictDoUpdate({
        target: whatsappContacts.number,
        set: { lastInboundAt: sql`greatest(${whatsappContacts.lastInboundAt}, excluded.last_inbound_at)` },
      });
  }
}

/** Whether the number (digits, with the country code) wrote to the shop within the last 24 hours. */
export async function serviceWindowOpen(db: Database, number: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ at: whatsappContacts.lastInboundAt })
    .from(whatsappContacts)
    .where(eq(whatsappContacts.number, number.replace(/\D/g, '')));
  return !!row && now.getTime() - row.at.getTime() < SERVICE_WINDOW_MS;
}
