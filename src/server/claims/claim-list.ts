import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { courierName } from '../../contracts/couriers';
import type { AdminClaim } from '../../contracts/claims';
import { orderReference } from '../../contracts/order-reference';
import type { Database } from '../platform/db/client';
import { claims, creditNotes, orderLines, orders, packingPhotos, variants } from '../platform/db/schema';
import type { PhotoLinks } from '../platform/storage/photo-links';
import { disputeDeadline, isTransitClaim } from './claim-rules';
import { paidForLine, refundedForLine, statusTimes } from './claim-facts';

const DAY_MS = 86_400_000;

/**
 * The owner's claims list (issue 44): open claims first, newest first within each, with their age,
 * the courier's dispute deadline for a transit claim on a booked parcel, the evidence beside the
 * approved proof and the packing photo (every shopper photo through a short-lived signed link).
 */
export async function listClaims(
  db: Database,
  photoLinks: PhotoLinks,
  /** One claim, or one order's claims (every claim when neither); the shop's online payment provider's id. */
  only: { claimId?: string; orderId?: string; onlineProvider?: string | null } = {},
  now = new Date(),
): Promise<AdminClaim[]> {
  const rows = await db
    .select({ claim: claims, line: orderLines, order: orders, materialCostPaise: variants.materialCostPaise })
    .from(claims)
    .innerJoin(orderLines, eq(orderLines.id, claims.orderLineId))
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .leftJoin(variants, eq(variants.id, orderLines.variantId))
    .where(
      and(
        only.claimId ? eq(claims.id, only.claimId) : undefined,
        only.orderId ? eq(claims.orderId, only.orderId) : undefined,
      ),
    )
    .orderBy(sql`case when ${claims.state} = 'open' then 0 else 1 end`, desc(claims.createdAt))
    .limit(200);
  const orderIds = [...new Set(rows.map((r) => r.order.id))];
  const remakeIds = rows.flatMap((r) => (r.claim.remakeOrderId ? [r.claim.remakeOrderId] : []));
  const photos = orderIds.length
    ? await db.select().from(packingPhotos).where(inArray(packingPhotos.orderId, orderIds))
    : [];
  const remakes = remakeIds.length
    ? await db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, remakeIds))
    : [];
  const notes = rows.length
    ? await db
        .select({ claimId: creditNotes.claimId, number: creditNotes.number })
        .from(creditNotes)
        .where(
          inArray(
            creditNotes.claimId,
            rows.map((r) => r.claim.id),
          ),
        )
    : [];
  const out: AdminClaim[] = [];
  for (const { claim, line, order, materialCostPaise } of rows) {
    const { deliveredAt, dispatchedAt } = await statusTimes(db, order.id);
    const packing = photos.find((p) => p.orderId === order.id);
    const remake = remakes.find((r) => r.id === claim.remakeOrderId);
    out.push({
      id: claim.id,
      orderId: order.id,
      reference: orderReference(order.number),
      lineId: line.id,
      productTitle: `${line.productTitle} (${line.variantTitle})`,
      reason: claim.reason,
      note: claim.note,
      state: claim.state,
      decision: claim.decision,
      fault: claim.fault,
      refundPaise: claim.refundPaise,
      costPaise: claim.costPaise,
      remakeCostPaise: claim.remakeCostPaise,
      remakeCostFrom: claim.remakeCostFrom,
      materialCostPaise,
      declineReason: claim.declineReason,
      remakeOrderId: claim.remakeOrderId,
      remakeReference: remake ? orderReference(remake.number) : null,
      creditNoteNumber: notes.find((n) => n.claimId === claim.id)?.number ?? null,
      createdAt: claim.createdAt.toISOString(),
      ageDays: Math.floor((now.getTime() - claim.createdAt.getTime()) / DAY_MS),
      disputeBy: isTransitClaim(claim.reason) && order.trackingNumber ? disputeDeadline(deliveredAt) : null,
      evidence: claim.evidenceKeys.map((key) => ({
        url: photoLinks.sign(key),
        kind: claim.evidenceKind === 'video' ? ('video' as const) : ('photo' as const),
      })),
      proofImageUrl: line.previewImageUrl ? photoLinks.signUrl(line.previewImageUrl) : null,
      packingPhotoUrl: packing ? photoLinks.sign(packing.objectKey) : null,
      refundMethod: claim.refundMethod,
      refundReference: claim.refundReference?.startsWith('sending:') ? null : claim.refundReference,
      // An online refund decided but not yet taken by the provider: the owner's Retry.
      refundPending: claim.refundMethod === 'online' && claim.refundPaise > 0 && !claim.refundedAt,
      courierName: order.courier ? courierName(order.courier) : null,
      trackingNumber: order.trackingNumber,
      dispatchedAt: dispatchedAt?.toISOString() ?? null,
      deliveredAt: deliveredAt?.toISOString() ?? null,
      refundsOnline: !!only.onlineProvider && order.paymentProvider === only.onlineProvider,
      refundablePaise: Math.max(0, paidForLine(order, line) - (await refundedForLine(db, line.id))),
    });
  }
  return out;
}

/** The order a remake remakes, for its workspace page; null for an order that is not a remake. */
export async function remakeOrigin(db: Database, orderId: string) {
  const [row] = await db.select({ remakeOf: orders.remakeOf }).from(orders).where(eq(orders.id, orderId));
  if (!row?.remakeOf) return null;
  const [original] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, row.remakeOf));
  return original ? { orderId: row.remakeOf, reference: orderReference(original.number) } : null;
}

/** How many claims wait for the owner's decision: the workspace's Claims tab counts them. */
export async function newClaimCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(claims)
    .where(eq(claims.state, 'open'));
  return Number(row?.n ?? 0);
}
