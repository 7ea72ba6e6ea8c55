import { eq } from 'drizzle-orm';
import type { ClaimDecision } from '../../contracts/claims';
import { claims } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import type { Actor } from '../orders/change-status';
import type { OrderService } from '../orders/order-service';
import type { Database } from '../platform/db/client';
import type { ObjectStore } from '../platform/storage/types';
import { decideClaim, sendOnlineRefund, type ClaimRefunds } from './claim-decision';
import { claimsOfOrder, openClaim, type NewClaim } from './claim-service';
import { issueCreditNote } from './credit-notes';

export interface ClaimsDeps {
  db: Database;
  store: ObjectStore;
  sanitize: (bytes: Buffer) => Promise<{ body: Buffer }>;
  orders: OrderService;
  refunds: ClaimRefunds;
  /** Told after each change the shopper hears about (the messages outbox); never awaited by the change. */
  onChange?: (change: ClaimChange) => void;
}

export type ClaimChange =
  | { kind: 'received'; claimId: string; orderId: string }
  | { kind: 'decided'; claimId: string; orderId: string; remakeOrderId: string | null }
  | { kind: 'refund_sent'; claimId: string; orderId: string };

/** Issue 44's claims, as the routes and the worker use them (`app.claims`). */
export function createClaims(deps: ClaimsDeps) {
  const tell = (change: ClaimChange) => deps.onChange?.(change);
  return {
    async open(input: NewClaim, now = new Date()) {
      const id = await openClaim(deps, input, now);
      tell({ kind: 'received', claimId: id, orderId: input.orderId });
      return id;
    },
    ofOrder: (orderId: string) => claimsOfOrder(deps.db, orderId),
    /**
     * The owner's decision. It commits first and the shopper hears of it whatever happens next; an
     * online refund is sent after, and when the provider refuses it the decision stands and the
     * answer carries why (`refundError`): the owner retries from the claim, and the shopper hears
     * "refund sent" only once one went out.
     */
    async decide(claimId: string, decision: ClaimDecision, actor: Actor, now = new Date()) {
      const decided = await decideClaim(deps, claimId, decision, actor, now);
      tell({ kind: 'decided', claimId, orderId: decided.orderId, remakeOrderId: decided.remakeOrderId });
      let refundError: string | null = null;
      if (decided.onlineRefundPending) {
        try {
          await sendOnlineRefund(deps, claimId);
        } catch (err) {
          if (!(err instanceof DomainError)) throw err;
          refundError = err.message;
        }
      }
      if (decided.refundPaise > 0 && !refundError) {
        await issueCreditNote(deps.db, claimId, now);
        tell({ kind: 'refund_sent', claimId, orderId: decided.orderId });
      }
      return { ...decided, refundError };
    },
    /** The owner's Retry for an online refund the provider refused or could not take. */
    async retryRefund(claimId: string) {
      const [claim] = await deps.db
        .select({ orderId: claims.orderId, refundedAt: claims.refundedAt, method: claims.refundMethod })
        .from(claims)
        .where(eq(claims.id, claimId));
      if (!claim) throw new DomainError('not_found', 'There is no such claim.');
      if (claim.method !== 'online' || claim.refundedAt)
        throw new DomainError('conflict', 'There is no online refund waiting on this claim.');
      if (!(await sendOnlineRefund(deps, claimId)))
        throw new DomainError('conflict', 'This refund is being sent already. Look again in a moment.');
      await issueCreditNote(deps.db, claimId);
      tell({ kind: 'refund_sent', claimId, orderId: claim.orderId });
    },
  };
}

export type Claims = ReturnType<typeof createClaims>;
