import { and, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { ClaimInsights } from '../../contracts/claims';
import { CLAIM_FAULTS, CLAIM_REASONS } from '../../contracts/claims';
import { courierName } from '../../contracts/couriers';
import { indiaDate, indiaDaySpan, type IndiaDayRange } from '../../contracts/india-days';
import type { Database } from '../platform/db/client';
import { claims, orderEvents, orderLines, orders } from '../platform/db/schema';

const per100 = (count: number, delivered: number) =>
  delivered > 0 ? Math.round((count * 10_000) / delivered) / 100 : null;

/**
 * Issue 44.4: claims over a range of India days: how many per 100 orders delivered in it, by
 * reason and by fault; what they cost (refunds and remakes, by the India month they were decided
 * in); remakes per product; and each courier's damage rate (damage claims on its parcels per 100
 * it delivered). Counted from the database: claims by the day they were reported, deliveries by
 * the day the order was marked delivered. Remake orders are not counted as deliveries.
 */
export async function claimInsights(db: Database, range: IndiaDayRange): Promise<ClaimInsights> {
  const { start, end } = indiaDaySpan(range);
  const deliveredRows = await db
    .selectDistinct({ orderId: orderEvents.orderId, courier: orders.courier })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(
      and(
        eq(orderEvents.kind, 'status'),
        eq(orderEvents.status, 'delivered'),
        gte(orderEvents.createdAt, start),
        lt(orderEvents.createdAt, end),
        isNull(orders.remakeOf),
      ),
    );
  const delivered = deliveredRows.length;
  const rows = await db
    .select({ claim: claims, courier: orders.courier, product: orderLines.productTitle })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .innerJoin(orderLines, eq(orderLines.id, claims.orderLineId))
    .where(and(gte(claims.createdAt, start), lt(claims.createdAt, end)));
  const count = <K extends string>(keys: readonly K[], keyOf: (r: (typeof rows)[number]) => K | null) =>
    keys.map((key) => {
      const n = rows.filter((r) => keyOf(r) === key).length;
      return { key, count: n, per100: per100(n, delivered) };
    });

  const months = new Map<string, { refundPaise: number; remakePaise: number }>();
  const decided = await db
    .select({ refundPaise: claims.refundPaise, remakeCostPaise: claims.remakeCostPaise, decidedAt: claims.decidedAt })
    .from(claims)
    .where(
      and(gte(claims.decidedAt, start), lt(claims.decidedAt, end), inArray(claims.state, ['resolved', 'declined'])),
    );
  for (const d of decided) {
    if (!d.decidedAt) continue;
    const month = indiaDate(d.decidedAt).slice(0, 7);
    const m = months.get(month) ?? { refundPaise: 0, remakePaise: 0 };
    m.refundPaise += d.refundPaise;
    // The variant's material cost at the decision, or the owner's figure over it (claim-decision.ts).
    m.remakePaise += d.remakeCostPaise ?? 0;
    months.set(month, m);
  }

  const products = new Map<string, number>();
  for (const r of rows)
    if (r.claim.decision === 'remake' || r.claim.decision === 'both')
      products.set(r.product, (products.get(r.product) ?? 0) + 1);

  const couriers = new Map<string, { delivered: number; damaged: number }>();
  for (const d of deliveredRows) {
    if (!d.courier) continue;
    const c = couriers.get(d.courier) ?? { delivered: 0, damaged: 0 };
    c.delivered += 1;
    couriers.set(d.courier, c);
  }
  for (const r of rows) {
    if (r.claim.reason !== 'damaged' || !r.courier) continue;
    const c = couriers.get(r.courier) ?? { delivered: 0, damaged: 0 };
    c.damaged += 1;
    couriers.set(r.courier, c);
  }

  return {
    delivered,
    claims: rows.length,
    byReason: count(CLAIM_REASONS, (r) => r.claim.reason),
    byFault: count(CLAIM_FAULTS, (r) => r.claim.fault),
    costByMonth: [...months].sort(([a], [b]) => a.localeCompare(b)).map(([month, m]) => ({ month, ...m })),
    remakesByProduct: [...products].sort(([, a], [, b]) => b - a).map(([product, remakes]) => ({ product, remakes })),
    couriers: [...couriers]
      .map(([id, c]) => ({ courier: courierName(id), ...c, damagePer100: per100(c.damaged, c.delivered) }))
      .sort((a, b) => a.courier.localeCompare(b.courier)),
  };
}
