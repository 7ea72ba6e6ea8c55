import { and, gte, inArray, lt } from 'drizzle-orm';
import { fromPaise, toPaise } from '../../contracts/money';
import type { InsightsResponse } from '../../contracts/admin';
import { indiaDate, indiaDaySpan, type IndiaDayRange } from '../../contracts/india-days';
import type { Database } from '../platform/db/client';
import { orders } from '../platform/db/schema';
import { paysOnDelivery } from '../shipping/owner-actions';

type Rto = InsightsResponse['rto'];
type Tally = { delivered: number; returned: number };

const rate = (t: Tally) => (t.delivered + t.returned > 0 ? t.returned / (t.delivered + t.returned) : null);
const PREFIXES_SHOWN = 5;
const DAY_MS = 86_400_000;

/** The Monday (yyyy-mm-dd) of the week a calendar date falls in: weeks start on Monday in India. */
function mondayOf(ymd: string): string {
  const t = Date.parse(`${ymd}T00:00:00Z`);
  const sinceMonday = (new Date(t).getUTCDay() + 6) % 7;
  return new Date(t - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Every week (its Monday) that overlaps the range of days, in order, so a quiet week shows as 0. */
function weeksOf(range: IndiaDayRange): string[] {
  const weeks: string[] = [];
  const last = mondayOf(range.to);
  for (
    let w = mondayOf(range.from);
    w <= last;
    w = new Date(Date.parse(`${w}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10)
  )
    weeks.push(w);
  return weeks;
}

/**
 * Returned to origin (issue 28): of the orders placed in the range whose parcel finished its journey
 * (delivered or back at the shop), how many came back, for pay on delivery and prepaid apart, by the
 * delivery pincode's first three digits (its sorting district), and the value of the pieces that
 * came back: personalised, they cannot be sold again, so the order's total is written off. `weeks`
 * splits the same orders by the India week (Monday first) they were placed in, so the weeks add up
 * to the totals; the range's days are India days, as in the rest of insights.
 */
export async function returnedToOrigin(db: Database, range: IndiaDayRange): Promise<Rto> {
  const { start, end } = indiaDaySpan(range);
  const rows = await db
    .select({
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      contact: orders.contact,
      total: orders.totalAmount,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      and(inArray(orders.status, ['delivered', 'returned']), gte(orders.createdAt, start), lt(orders.createdAt, end)),
    );
  const all: Tally = { delivered: 0, returned: 0 };
  const cod: Tally = { delivered: 0, returned: 0 };
  const prepaid: Tally = { delivered: 0, returned: 0 };
  const byPrefix = new Map<string, Tally>();
  const weeks = weeksOf(range);
  const byWeek = new Map<string, Tally>(weeks.map((w) => [w, { delivered: 0, returned: 0 }]));
  let lostPaise = 0;
  for (const row of rows) {
    const key = row.status === 'returned' ? 'returned' : 'delivered';
    const prefix = /^\d{6}$/.test(row.contact.pincode ?? '') ? row.contact.pincode!.slice(0, 3) : '—';
    const place = byPrefix.get(prefix) ?? { delivered: 0, returned: 0 };
    byPrefix.set(prefix, place);
    // The range is India days, so an order's India week is always one of the range's weeks.
    const week = byWeek.get(mondayOf(indiaDate(row.createdAt)))!;
    for (const t of [all, paysOnDelivery(row.paymentMethod) ? cod : prepaid, place, week]) t[key]++;
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
    weeks: weeks.map((weekStart) => {
      const t = byWeek.get(weekStart)!;
      return { weekStart, ...t, rate: rate(t) };
    }),
  };
}
