import { and, asc, eq } from 'drizzle-orm';
import type { ClaimReason, ClaimState, ClaimDecisionKind } from '../../contracts/claims';
import { CLAIM_LIMITS } from '../../contracts/claims';
import { withoutHiddenControls } from '../../contracts/shopper-text';
import type { Database } from '../platform/db/client';
import { claims, orderLines, orders } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import { claimRefusal, type ClaimRefusal } from './claim-rules';
import { keepEvidence, type EvidenceDeps } from './claim-evidence';
import { paidForLine, refundedForLine, statusTimes } from './claim-facts';
import { getClaimSettings } from './claim-settings';

/** A refused claim: `refusal` is the key the shopper's page says in their language, at `field`. */
export class ClaimRefused extends DomainError<'conflict'> {
  constructor(
    readonly refusal: ClaimRefusal,
    field: string,
  ) {
    super('conflict', REFUSAL_TEXT[refusal], { field });
  }
}

/** The English of each refusal (the API's message); the order page has its own EN and HI strings. */
export const REFUSAL_TEXT: Record<ClaimRefusal, string> = {
  not_delivered: 'A problem can be reported once the order has been delivered.',
  window_closed: 'The time to report a problem with this order has passed.',
  not_yet_due: 'Your parcel is still within its delivery time. If it has not come by then, report it here.',
  already_open: 'You have already reported a problem with this piece. We will reply soon.',
  fully_refunded: 'This piece has already been refunded in full.',
  remake_order: 'This piece cannot be reported.',
  cancelled: 'This order was cancelled or returned, so there is nothing to report.',
};

export interface NewClaim {
  orderId: string;
  lineId: string;
  reason: ClaimReason;
  note: string;
  photos: Buffer[];
  /** Or one short video instead of photos. */
  video?: Buffer | null;
  /** The arrive-by day promised at checkout, if the estimator has one (for "not received"). */
  arrivesBy: string | null;
}

const claimNote = (note: string) =>
  withoutHiddenControls(note, { multiline: true }).replace(/\r/g, '').trim().slice(0, CLAIM_LIMITS.noteChars);

/**
 * The shopper reports a problem with one piece (issue 44). Every rule is checked before a photo is
 * kept; the partial unique index keeps a second open claim on the piece out even when two reports
 * race. Returns the claim's id.
 */
export async function openClaim(deps: EvidenceDeps & { db: Database }, input: NewClaim, now = new Date()) {
  const { db } = deps;
  const [found] = await db
    .select({ order: orders, line: orderLines })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, input.lineId), eq(orderLines.orderId, input.orderId)));
  if (!found) throw new DomainError('not_found', 'This piece is not in your order.', { field: 'lineId' });
  const { order, line } = found;
  const times = await statusTimes(db, order.id);
  const { windowDays } = await getClaimSettings(db);
  const refusal = claimRefusal(
    { status: order.status, ...times, arrivesBy: input.arrivesBy, isRemake: !!order.remakeOf },
    input.reason,
    windowDays,
    now,
  );
  if (refusal)
    throw new ClaimRefused(refusal, refusal === 'not_delivered' || refusal === 'not_yet_due' ? 'reason' : 'lineId');
  const paid = paidForLine(order, line);
  if (order.paymentStatus === 'refunded' || (paid > 0 && (await refundedForLine(db, line.id)) >= paid))
    throw new ClaimRefused('fully_refunded', 'lineId');
  if (await openClaimOn(db, line.id)) throw new ClaimRefused('already_open', 'lineId');
  const evidence = await keepEvidence(deps, { photos: input.photos, video: input.video ?? null });
  const evidenceKeys = evidence.keys;
  const made = await db
    .insert(claims)
    .values({
      orderId: order.id,
      orderLineId: line.id,
      reason: input.reason,
      note: claimNote(input.note),
      evidenceKeys,
      evidenceKind: evidence.kind,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: claims.id });
  if (!made[0]) {
    // Another report on the piece won the race: its photos or video are not needed.
    for (const key of evidenceKeys) await deps.store.delete(key);
    throw new ClaimRefused('already_open', 'lineId');
  }
  return made[0].id;
}

async function openClaimOn(db: Database, lineId: string) {
  const [row] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.orderLineId, lineId), eq(claims.state, 'open')));
  return row ?? null;
}

/** A claim as the shopper's order page shows it. */
export interface ShopperClaim {
  id: string;
  lineId: string;
  productTitle: string;
  reason: ClaimReason;
  state: ClaimState;
  decision: ClaimDecisionKind | null;
  refundPaise: number;
  declineReason: string | null;
  remakeOrderId: string | null;
  createdAt: Date;
}

export async function claimsOfOrder(db: Database, orderId: string): Promise<ShopperClaim[]> {
  const rows = await db
    .select({ claim: claims, productTitle: orderLines.productTitle })
    .from(claims)
    .innerJoin(orderLines, eq(orderLines.id, claims.orderLineId))
    .where(eq(claims.orderId, orderId))
    .orderBy(asc(claims.createdAt));
  return rows.map(({ claim, productTitle }) => ({
    id: claim.id,
    lineId: claim.orderLineId,
    productTitle,
    reason: claim.reason,
    state: claim.state,
    decision: claim.decision,
    refundPaise: claim.refundPaise,
    declineReason: claim.declineReason,
    remakeOrderId: claim.remakeOrderId,
    createdAt: claim.createdAt,
  }));
}
