import { sql, type SQL } from 'drizzle-orm';
import { CATEGORIES } from '../../contracts/products';
import { indiaDaySpan, type IndiaDayRange } from '../../contracts/india-days';
import type { Database } from '../platform/db/client';

/** Inclusive India days (contracts/india-days.ts): the owner's "today" is today in India. */
export type DayRange = IndiaDayRange;
const start = (r: DayRange) => sql`${indiaDaySpan(r).start.toISOString()}::timestamptz`;
const end = (r: DayRange) => sql`${indiaDaySpan(r).end.toISOString()}::timestamptz`;
/** A day of generate_series (a wall-clock midnight, no zone) as the instant it begins in India. */
const indiaDayBegins = (day: SQL) => sql`((${day}) at time zone 'UTC' - interval '5 hours 30 minutes')`;

/** PGlite and node-postgres both answer raw SQL with `{ rows }`. */
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Distinct sessions per event name: a shopper who taps five products counts once. */
export async function sessionsPerEvent(db: Database, range: DayRange, names: string[]) {
  const list = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
  return rows<{ name: string; sessions: number }>(
    db,
    sql`select name, count(distinct session_id)::int as sessions from analytics_events
        where occurred_at >= ${start(range)} and occurred_at < ${end(range)} and name in (${list})
        group by name`,
  );
}

/** Per store category: events carry the product's id; the catalogue says its category. */
export async function sessionsPerCategoryEvent(db: Database, range: DayRange, names: string[]) {
  const list = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
  const categories = sql.join(
    CATEGORIES.map((c) => sql`${c}`),
    sql`, `,
  );
  return rows<{ category: string; name: string; sessions: number }>(
    db,
    sql`select c.category, e.name, count(distinct e.session_id)::int as sessions
        from analytics_events e
        join products p on p.id::text = e.props->>'productId'
        cross join lateral unnest(p.collections) as c(category)
        where e.occurred_at >= ${start(range)} and e.occurred_at < ${end(range)}
          and e.name in (${list}) and c.category in (${categories})
        group by c.category, e.name`,
  );
}

export async function ordersPlaced(db: Database, range: DayRange): Promise<number> {
  const [row] = await rows<{ orders: number }>(
    db,
    sql`select count(*)::int as orders from orders
        where created_at >= ${start(range)} and created_at < ${end(range)}`,
  );
  return row?.orders ?? 0;
}

/** Orders with at least one line of the category (an order of a mug and a board counts for both). */
export async function ordersPerCategory(db: Database, range: DayRange) {
  return rows<{ category: string; orders: number }>(
    db,
    sql`select l.category, count(distinct o.id)::int as orders from orders o
        join order_lines l on l.order_id = o.id
        where o.created_at >= ${start(range)} and o.created_at < ${end(range)} and l.category is not null
        group by l.category`,
  );
}

/** Previews generated and orders placed on each day of the range, zero days included. */
export async function perDay(db: Database, range: DayRange) {
  const dayBegins = indiaDayBegins(sql`d`);
  const nextDayBegins = indiaDayBegins(sql`d + interval '1 day'`);
  return rows<{ date: string; previews: number; orders: number }>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as date,
          (select count(*)::int from analytics_events e where e.name = 'preview_generated'
             and e.occurred_at >= ${dayBegins} and e.occurred_at < ${nextDayBegins}) as previews,
          (select count(*)::int from orders o
             where o.created_at >= ${dayBegins} and o.created_at < ${nextDayBegins}) as orders
        from generate_series(${range.from}::date::timestamp, ${range.to}::date::timestamp, interval '1 day') as d
        order by d`,
  );
}
