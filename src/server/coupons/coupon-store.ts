import { and, count, desc, eq, isNull, sql, sum } from 'drizzle-orm';
import type { Coupon, CouponInput, CouponOrder } from '../../contracts/coupons';
import { fromPaise, toPaise } from '../../contracts/money';
import type { Database } from '../platform/db/client';
import { couponRedemptions, coupons, orders } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import { orderReference } from '../../contracts/order-reference';

export type CouponRow = typeof coupons.$inferSelect;

const uniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: string }).code === '23505' || uniqueViolation((err as { cause?: unknown }).cause));

/** The owner makes a code (or, without one, an automatic offer). A code already in use is refused at its field. */
export async function createCoupon(db: Database, input: CouponInput): Promise<Coupon> {
  try {
    const [row] = await db
      .insert(coupons)
      .values({
        code: input.code ? input.code : null,
        title: input.title,
        kind: input.kind,
        percentOff: input.kind === 'percent' ? (input.percentOff ?? null) : null,
        amountOffPaise: input.kind === 'fixed' && input.amountOff ? toPaise(input.amountOff) : null,
        minOrderPaise: input.minOrder ? toPaise(input.minOrder) : 0,
        categories: input.categories ?? [],
        productIds: input.productIds ?? [],
        startsAt: input.startsAt ? new Date(input.startsAt) : null,
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
        maxUses: input.maxUses ?? null,
        maxUsesPerPhone: input.maxUsesPerPhone ?? null,
      })
      .returning();
    if (!row) throw new Error('coupon insert returned nothing');
    return toCoupon(row, { orders: 0, revenuePaise: 0, discountPaise: 0 });
  } catch (err) {
    if (uniqueViolation(err))
      throw new DomainError('conflict', `There is already a code ${input.code ?? ''}.`, { field: 'code' });
    throw err;
  }
}

export async function setCouponPaused(db: Database, id: string, paused: boolean): Promise<Coupon> {
  const [row] = await db.update(coupons).set({ paused }).where(eq(coupons.id, id)).returning();
  if (!row) throw new DomainError('not_found', 'There is no such code.');
  const [stats] = await statsOf(db, id);
  return toCoupon(row, stats ?? { orders: 0, revenuePaise: 0, discountPaise: 0 });
}

/**
 * Every code with its orders and revenue (what those orders came to after the discount). Only
 * orders still standing count: a cancelled order's redemption is given back in the cancel's own transaction (orders/coupon-release.ts).
 */
export async function listCoupons(db: Database): Promise<Coupon[]> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt));
  const stats = new Map((await statsOf(db)).map((s) => [s.couponId, s]));
  return rows.map((row) => toCoupon(row, stats.get(row.id) ?? { orders: 0, revenuePaise: 0, discountPaise: 0 }));
}

async function statsOf(db: Database, id?: string) {
  const rows = await db
    .select({
      couponId: couponRedemptions.couponId,
      orders: count(),
      revenue: sum(orders.totalAmount),
      discount: sum(couponRedemptions.discountPaise),
    })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(id ? eq(couponRedemptions.couponId, id) : undefined)
    .groupBy(couponRedemptions.couponId);
  return rows.map((r) => ({
    couponId: r.couponId,
    orders: r.orders,
    revenuePaise: toPaise(r.revenue ?? '0'),
    discountPaise: Number(r.discount ?? 0),
  }));
}

export async function couponOrders(db: Database, id: string): Promise<CouponOrder[]> {
  const rows = await db
    .select({ order: orders, discountPaise: couponRedemptions.discountPaise })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(eq(couponRedemptions.couponId, id))
    .orderBy(desc(orders.createdAt))
    .limit(200);
  return rows.map(({ order, discountPaise }) => ({
    orderId: order.id,
    reference: orderReference(order.number),
    placedAt: order.createdAt.toISOString(),
    total: order.totalAmount,
    discount: fromPaise(discountPaise),
    status: order.status,
  }));
}

export async function findCouponByCode(db: Database, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row ?? null;
}

/** Automatic offers not paused; dates and budgets are the rules' to judge. */
export function automaticOffers(db: Pick<Database, 'select'>): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(and(isNull(coupons.code), eq(coupons.paused, false)))
    .orderBy(coupons.createdAt);
}

export async function usesByPhone(db: Pick<Database, 'select'>, couponId: string, phone: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.phone, phone)));
  return row?.n ?? 0;
}

function toCoupon(row: CouponRow, stats: { orders: number; revenuePaise: number; discountPaise: number }): Coupon {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOff: row.amountOffPaise === null ? null : fromPaise(row.amountOffPaise),
    minOrder: fromPaise(row.minOrderPaise),
    categories: row.categories,
    productIds: row.productIds,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerPhone: row.maxUsesPerPhone,
    usedCount: row.usedCount,
    paused: row.paused,
    orders: stats.orders,
    revenue: fromPaise(stats.revenuePaise),
    discountGiven: fromPaise(stats.discountPaise),
  };
}
