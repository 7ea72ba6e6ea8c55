import { and, gte, inArray, lt } from 'drizzle-orm';
import { fromPaise, toPaise } from '../../contracts/money';
import type { InsightsResponse } from '../../contracts/admin';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { paysOnDelivery } from '../shipping/owner-actions';

type Rto = InsightsResponse['rto'];
type Tally = { delivered: number; returned: number };

const rate = (t: Tally) => (t.delivered + t.returned > 0 ? t.returned / (t.delivered + t.returned) : null);
const PREFIXES_SHOWN = 5;

/**
 * Returned to origin (issue 28): of the orders placed in the range whose parcel finished its journey
 * (delivered or back at the shop), how many came back, for pay on delivery and prepaid apart, by the
 * delivery pincode's first three digits (its sorting district), and the value of the pieces that
 * came back: personalised, they cannot be sold again, so the order's total is written off.
 */
export async function returnedToOrigin(db: Database, range: { from: string; to: string }): Promise<Rto> {
  const start = new Date(`${range.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000);
  const rows = await db
    .select({
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      contact: orders.contact,
      total: orders.totalAmount,
    })
    .from(orders)
    .where(
      and(inArray(orders.status, ['delivered', 'returned']), gte(orders.createdAt, start), lt(orders.createdAt, end)),
    );
  const all: Tally = { delivered: 0, returned: 0 };
  const cod: Tally = { delivered: 0, returned: 0 };
  const prepaid: Tally = { delivered: 0, returned: 0 };
  const byPrefix = new Map<string, Tally>();
  let lostPaise = 0;
  for (const row of rows) {
    const key = row.status === 'returned' ? 'returned' : 'delivered';
    const prefix = /^\d{6}$/.test(row.contact.pincode ?? '') ? row.contact.pincode!.slice(0, 3) : '—';
    const place = byPrefix.get(prefix) ?? { delivered: 0, returned: 0 };
    byPrefix.set(prefix, place);
    for (const t of [all, paysOnDelivery(row.paymentMethod) ? cod : prepaid, place]) t[key]++;
    if (key === 'returned') lostPaise += toPaise(row.total);
  }
  const prefixes = [...byPrefix.entries()]
    .filter(([, t]) => t.returned > 0)
    .sort((a, b) => b[1].returned - a[1].returned || a[0].localeCompare(b[0]))
    .slice(0, PREFIXES_SHOWN)
    .map(([prefix, t]) => ({ prefix, ...t, rate: rate(t) }));
  return {
    ...all,
    rate: rate(all),
    cod: { ...cod, rate: rate(cod) },
    prepaid: { ...prepaid, rate: rate(prepaid) },
    valueLost: fromPaise(lostPaise),
    prefixes,
  };
}
