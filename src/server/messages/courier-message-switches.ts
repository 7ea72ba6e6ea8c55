import { eq } from 'drizzle-orm';
import {
  COURIER_MESSAGE_EVENTS,
  DEFAULT_COURIER_MESSAGES,
  type CourierMessageEvent,
} from '../../contracts/courier-messages';
import type { Database } from '../platform/db/client';
import { courierMessageSettings } from '../platform/db/schema';

const ROW = 'shop';

export const isCourierMessageEvent = (event: string): event is CourierMessageEvent =>
  (COURIER_MESSAGE_EVENTS as readonly string[]).includes(event);

/** The courier statuses the owner has switched on; the defaults until they save their own. */
export async function courierMessageEvents(db: Database): Promise<CourierMessageEvent[]> {
  const [row] = await db.select().from(courierMessageSettings).where(eq(courierMessageSettings.id, ROW));
  // A status a later version no longer knows is dropped rather than refused.
  return row ? row.events.filter(isCourierMessageEvent) : [...DEFAULT_COURIER_MESSAGES];
}

export async function saveCourierMessageEvents(db: Database, events: CourierMessageEvent[]) {
  const values = { events: COURIER_MESSAGE_EVENTS.filter((e) => events.includes(e)), updatedAt: new Date() };
  await db
    .insert(courierMessageSettings)
    .values({ id: ROW, ...values })
    .onConflictDoUpdate({ target: courierMessageSettings.id, set: values });
  return values.events;
}
