import { describe, expect, it } from 'vitest';
import { readDecision, type DecisionDraft } from './read-decision';

const draft = (over: Partial<DecisionDraft>): DecisionDraft => ({
  decision: 'remake',
  fault: 'courier',
  refundKind: 'full',
  refundRupees: '',
  payoutMethod: 'upi',
  payoutReference: '',
  remakeCostRupees: '',
  corrected: false,
  declineReason: '',
  ...over,
});
const cod = { refundablePaise: 129900, refundsOnline: false };
const online = { refundablePaise: 129900, refundsOnline: true };

describe('reading the owner’s decision', () => {
  it('remakes with the cost in paise and the corrected proof when asked', () => {
    expect(readDecision(draft({ remakeCostRupees: '450', corrected: true }), cod)).toEqual({
      ok: true,
      decision: { decision: 'remake', fault: 'courier', remakeCostPaise: 45000, corrected: true },
    });
    expect(readDecision(draft({ remakeCostRupees: 'a lot' }), cod)).toMatchObject({ field: 'remakeCostRupees' });
  });

  it('refunds in full what is left, online with no payout', () => {
    expect(readDecision(draft({ decision: 'refund' }), online)).toEqual({
      ok: true,
      decision: { decision: 'refund', fault: 'courier', refundPaise: 129900 },
    });
  });

  it('refunds part, never above what is left, and a pay-on-delivery refund needs its reference', () => {
    const part = draft({ decision: 'both', refundKind: 'part', refundRupees: '500.50' });
    expect(readDecision(part, cod)).toMatchObject({ ok: false, field: 'payoutReference' });
    expect(readDecision({ ...part, payoutReference: 'UPI 1' }, cod)).toMatchObject({ field: 'payoutReference' });
    expect(readDecision({ ...part, payoutMethod: 'bank', payoutReference: ' NEFT-7781 ' }, cod)).toEqual({
      ok: true,
      decision: {
        decision: 'both',
        fault: 'courier',
        refundPaise: 50050,
        payout: { method: 'bank', reference: 'NEFT-7781' },
      },
    });
    expect(readDecision({ ...part, refundRupees: '1299.01' }, online)).toEqual({
      ok: false,
      field: 'refundRupees',
      message: 'At most ₹1299.00 is left to refund for this piece.',
    });
    expect(readDecision({ ...part, refundRupees: '0' }, online)).toMatchObject({ field: 'refundRupees' });
    expect(readDecision(draft({ decision: 'refund' }), { refundablePaise: 0, refundsOnline: true })).toMatchObject({
      field: 'refundRupees',
    });
  });

  it('declines only with a reason the shopper reads', () => {
    expect(readDecision(draft({ decision: 'decline', fault: 'shopper', declineReason: ' no ' }), cod)).toMatchObject({
      field: 'declineReason',
    });
    expect(
      readDecision(draft({ decision: 'decline', fault: 'shopper', declineReason: 'The name was typed so.' }), cod),
    ).toEqual({
      ok: true,
      decision: { decision: 'decline', fault: 'shopper', declineReason: 'The name was typed so.' },
    });
  });
});
