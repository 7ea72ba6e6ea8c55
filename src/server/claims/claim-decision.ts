import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ClaimDecision } from '../../contracts/claims';
import { formatRupees, fromPaise } from '../../contracts/money';
import type { Actor } from '../orders/change-status';
import type { OrderService } from '../orders/order-service';
import { placeRemake } from '../orders/remake-order';
import type { Database } from '../platform/db/client';
import { claims, orderLines, orders, variants } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import { paidForLine, refundedForLine } from './claim-facts';

/** What a claim's refund needs from the payments seam (payments/payment-service.ts). */
export interface ClaimRefunds {
  /** The shop's online provider's id, when it has one: only an order it took money for is refunded through it. */
  onlineProvider: string | null;
  /** Paise of the order's online payment not yet refunded. */
  refundableLeft(orderId: string): Promise<number>;
  refundPart(orderId: string, amountPaise: number, receipt: string): Promise<{ refundId: string }>;
}

export interface DecisionDeps {
  db: Database;
  orders: OrderService;
  refunds: ClaimRefunds;
}

export const ALREADY_DECIDED = 'This claim has already been decided.';

export interface DecidedClaim {
  id: string;
  orderId: string;
  decision: ClaimDecision['decision'];
  refundPaise: number;
  remakeOrderId: string | null;
  /** A refund still to send through the online provider (sent after the decision commits). */
  onlineRefundPending: boolean;
}

function checkShape(d: ClaimDecision) {
  const refunds = d.decision === 'refund' || d.decision === 'both';
  if (refunds && !d.refundPaise)
    throw new DomainError('invalid_input', 'Enter the amount to refund.', { field: 'refundPaise' });
  if (d.decision === 'decline' && !d.declineReason)
    throw new DomainError('invalid_input', 'Tell the shopper why the claim is declined.', { field: 'declineReason' });
}

/**
 * The owner's decision on an open claim (issue 44): remake, refund, both, or decline. One
 * transaction: the claim's row is locked, so of two owners deciding at once the second waits and
 * then finds it decided (a conflict naming the decision); the remake order is placed in the same
 * transaction. The refund can never exceed what is left of what was paid for the piece; an online
 * refund is sent after the commit (see sendOnlineRefund), a pay-on-delivery one is recorded as
 * paid out by UPI or bank with its reference. The original order's totals are never touched.
 */
export async function decideClaim(
  deps: DecisionDeps,
  claimId: string,
  decision: ClaimDecision,
  actor: Actor,
  now = new Date(),
): Promise<DecidedClaim> {
  checkShape(decision);
  const refundPaise = decision.decision === 'refund' || decision.decision === 'both' ? (decision.refundPaise ?? 0) : 0;
  const remakes = decision.decision === 'remake' || decision.decision === 'both';
  const decided = await deps.orders.transaction(async (o) => {
    const { tx } = o;
    const [claim] = await tx.select().from(claims).where(eq(claims.id, claimId)).for('update');
    if (!claim) throw new DomainError('not_found', 'There is no such claim.');
    if (claim.state !== 'open')
      throw new DomainError('conflict', `${ALREADY_DECIDED} Decision: ${claim.decision ?? claim.state}.`);
    const [found] = await tx
      .select({ order: orders, line: orderLines })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.id, claim.orderLineId));
    if (!found) throw new DomainError('not_found', 'This piece is no longer in the order.');
    const { order, line } = found;
    let online = false;
    if (refundPaise > 0) {
      const left = paidForLine(order, line) - (await refundedForLine(tx, line.id, claim.id));
      if (refundPaise > left)
        throw new DomainError(
          'conflict',
          `The refund is more than is left of what was paid for this piece (${formatRupees(fromPaise(Math.max(0, left)))}).`,
          { field: 'refundPaise' },
        );
      online = deps.refunds.onlineProvider !== null && order.paymentProvider === deps.refunds.onlineProvider;
      if (online && refundPaise > (await deps.refunds.refundableLeft(order.id)))
        throw new DomainError('conflict', 'The refund is more than is left of the online payment.', {
          field: 'refundPaise',
        });
      if (!online && !decision.payout)
        throw new DomainError(
          'invalid_input',
          'This order was not paid online: enter how the refund was paid out (UPI or bank transfer) and its reference.',
          { field: 'payout' },
        );
    }
    // Issue 44: a remake costs the variant's materials unless the owner typed a figure over it.
    let remakeCost: { paise: number; from: 'material' | 'owner' } | null = null;
    if (remakes && decision.remakeCostPaise !== undefined)
      remakeCost = { paise: decision.remakeCostPaise, from: 'owner' };
    else if (remakes) {
      const [variant] = await tx
        .select({ materialCostPaise: variants.materialCostPaise })
        .from(variants)
        .where(eq(variants.id, line.variantId));
      if (variant?.materialCostPaise != null) remakeCost = { paise: variant.materialCostPaise, from: 'material' };
    }
    const remake = remakes
      ? await placeRemake(o, { orderId: order.id, lineId: line.id }, actor, { corrected: decision.corrected })
      : null;
    await tx
      .update(claims)
      .set({
        state: decision.decision === 'decline' ? 'declined' : 'resolved',
        decision: decision.decision,
        fault: decision.fault,
        refundPaise,
        refundMethod: refundPaise > 0 ? (online ? 'online' : (decision.payout?.method ?? null)) : null,
        refundReference: refundPaise > 0 && !online ? (decision.payout?.reference ?? null) : null,
        refundedAt: refundPaise > 0 && !online ? now : null,
        costPaise: refundPaise + (remakeCost?.paise ?? 0),
        remakeCostPaise: remakeCost?.paise ?? null,
        remakeCostFrom: remakeCost?.from ?? null,
        remakeOrderId: remake?.id ?? null,
        declineReason: decision.decision === 'decline' ? (decision.declineReason ?? null) : null,
        decidedBy: actor.userId,
        decidedAt: now,
      })
      .where(eq(claims.id, claimId));
    return {
      id: claimId,
      orderId: order.id,
      decision: decision.decision,
      refundPaise,
      remakeOrderId: remake?.id ?? null,
      onlineRefundPending: online && refundPaise > 0,
    };
  });
  return decided;
}

/**
 * Sends a decided claim's online refund through the provider and records its id; a refund already
 * sent is not sent again (false: nothing was sent now). When the provider refuses or is down the
 * decision stands and the owner tries again from the claim (the error says so).
 */
export async function sendOnlineRefund(deps: Pick<DecisionDeps, 'db' | 'refunds'>, claimId: string): Promise<boolean> {
  // Taken first, so two tries at once (two owners pressing Retry) send one refund.
  const sending = `sending:${randomBytes(6).toString('hex')}`;
  const [claim] = await deps.db
    .update(claims)
    .set({ refundReference: sending })
    .where(
      and(
        eq(claims.id, claimId),
        eq(claims.refundMethod, 'online'),
        isNull(claims.refundReference),
        gt(claims.refundPaise, 0),
      ),
    )
    .returning();
  if (!claim) return false;
  try {
    const { refundId } = await deps.refunds.refundPart(
      claim.orderId,
      claim.refundPaise,
      `claim-${claim.id.slice(0, 8)}`,
    );
    await deps.db
      .update(claims)
      .set({ refundReference: refundId, refundedAt: new Date() })
      .where(eq(claims.id, claimId));
    return true;
  } catch (err) {
    await deps.db
      .update(claims)
      .set({ refundReference: null })
      .where(and(eq(claims.id, claimId), eq(claims.refundReference, sending)));
    throw err;
  }
}
