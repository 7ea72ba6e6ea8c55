import type { ClaimDecision, ClaimDecisionKind, ClaimFault } from '../../../../../contracts/claims';

/** The decision form as the owner filled it in: every field a string, as the inputs hold them. */
export interface DecisionDraft {
  decision: ClaimDecisionKind;
  fault: ClaimFault;
  /** 'full' refunds what is left of what was paid; 'part' the amount typed. */
  refundKind: 'full' | 'part';
  refundRupees: string;
  payoutMethod: 'upi' | 'bank';
  payoutReference: string;
  remakeCostRupees: string;
  corrected: boolean;
  declineReason: string;
}

export type DraftField = 'refundRupees' | 'payoutReference' | 'remakeCostRupees' | 'declineReason';

export type ReadDecision = { ok: true; decision: ClaimDecision } | { ok: false; field: DraftField; message: string };

const RUPEES = /^\d{1,7}(\.\d{1,2})?$/;
const rupeesToPaise = (value: string) => Math.round(Number(value) * 100);
const formatPaise = (paise: number) => (paise / 100).toFixed(2);

/**
 * Turns the form into the decision the API takes, or names the field to fix with a message:
 * a refund never above what is left (`refundablePaise`), a pay-on-delivery refund always with its
 * payout reference, a decline always with the reason the shopper reads. The server checks all of
 * it again; this only says it before the round trip.
 */
export function readDecision(
  draft: DecisionDraft,
  claim: { refundablePaise: number; refundsOnline: boolean },
): ReadDecision {
  const base = { decision: draft.decision, fault: draft.fault };
  const refunds = draft.decision === 'refund' || draft.decision === 'both';
  const remakes = draft.decision === 'remake' || draft.decision === 'both';
  const out: ClaimDecision = { ...base };
  if (refunds) {
    if (claim.refundablePaise <= 0)
      return { ok: false, field: 'refundRupees', message: 'Nothing is left to refund for this piece.' };
    let paise = claim.refundablePaise;
    if (draft.refundKind === 'part') {
      const typed = draft.refundRupees.trim();
      if (!RUPEES.test(typed) || rupeesToPaise(typed) <= 0)
        return { ok: false, field: 'refundRupees', message: 'Enter the amount in rupees, e.g. 250 or 250.50.' };
      paise = rupeesToPaise(typed);
      if (paise > claim.refundablePaise)
        return {
          ok: false,
          field: 'refundRupees',
          message: `At most ₹${formatPaise(claim.refundablePaise)} is left to refund for this piece.`,
        };
    }
    out.refundPaise = paise;
    if (!claim.refundsOnline) {
      const reference = draft.payoutReference.trim();
      if (!/^[A-Za-z0-9/_.-]{4,64}$/.test(reference))
        return {
          ok: false,
          field: 'payoutReference',
          message: 'Enter the UPI or bank transfer reference (4 to 64 letters, digits, / _ . -).',
        };
      out.payout = { method: draft.payoutMethod, reference };
    }
  }
  if (remakes) {
    const cost = draft.remakeCostRupees.trim();
    if (cost) {
      if (!RUPEES.test(cost))
        return { ok: false, field: 'remakeCostRupees', message: 'Enter the cost in rupees, e.g. 450.' };
      out.remakeCostPaise = rupeesToPaise(cost);
    }
    if (draft.corrected) out.corrected = true;
  }
  if (draft.decision === 'decline') {
    const reason = draft.declineReason.trim();
    if (reason.length < 5)
      return { ok: false, field: 'declineReason', message: 'Tell the shopper why, in a sentence they will read.' };
    out.declineReason = reason;
  }
  return { ok: true, decision: out };
}
