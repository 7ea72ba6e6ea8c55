import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../contracts/admin';
import { canMove, canSendProof, nextStatuses } from './order-status';

describe('order status flow', () => {
  it('moves forward one step at a time from placed to delivered', () => {
    expect(canSendProof('placed')).toBe(true);
    expect(canMove('proof_sent', 'approved')).toBe(true);
    expect(canMove('approved', 'in_production')).toBe(true);
    expect(canMove('in_production', 'dispatched')).toBe(true);
    expect(canMove('dispatched', 'delivered')).toBe(true);
    expect(canMove('placed', 'approved')).toBe(false);
    expect(canMove('approved', 'dispatched')).toBe(false);
    expect(canMove('delivered', 'dispatched')).toBe(false);
  });

  it('can be cancelled before production and not after', () => {
    for (const s of ['placed', 'proof_sent', 'approved'] as const) expect(canMove(s, 'cancelled')).toBe(true);
    for (const s of ['in_production', 'dispatched', 'delivered', 'cancelled'] as const)
      expect(canMove(s, 'cancelled')).toBe(false);
  });

  it('never offers proof_sent as a plain status change, nor anything after cancelled', () => {
    for (const s of ORDER_STATUSES) expect(nextStatuses(s)).not.toContain('proof_sent');
    expect(nextStatuses('cancelled')).toEqual([]);
    expect(canSendProof('approved')).toBe(false);
    expect(canSendProof('cancelled')).toBe(false);
  });
});
