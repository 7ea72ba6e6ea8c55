import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../contracts/admin';
import { MAKEABLE, canMove, canSendProof, nextStatuses } from './order-status';

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

  it('follows the courier after dispatch: out for delivery, delivered, or not delivered then again or returned (issue 28)', () => {
    expect(canMove('dispatched', 'out_for_delivery')).toBe(true);
    expect(canMove('dispatched', 'delivered')).toBe(true);
    expect(canMove('out_for_delivery', 'delivered')).toBe(true);
    expect(canMove('out_for_delivery', 'undelivered')).toBe(true);
    expect(canMove('undelivered', 'out_for_delivery')).toBe(true);
    expect(canMove('undelivered', 'returned')).toBe(true);
    expect(canMove('dispatched', 'returned')).toBe(false);
    expect(canMove('in_production', 'out_for_delivery')).toBe(false);
    expect(canMove('out_for_delivery', 'dispatched')).toBe(false);
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('returned')).toEqual([]);
    for (const s of ['out_for_delivery', 'undelivered', 'returned'] as const)
      expect(canMove(s, 'cancelled')).toBe(false);
  });

  it('holds a pay-on-delivery order to confirm until it is confirmed or cancelled, unproofed and unmade (issue 28)', () => {
    expect(nextStatuses('to_confirm')).toEqual(['placed', 'cancelled']);
    expect(canSendProof('to_confirm')).toBe(false);
    expect(MAKEABLE).not.toContain('to_confirm');
    for (const s of ORDER_STATUSES) if (s !== 'to_confirm') expect(canMove(s, 'placed')).toBe(false);
  });
});
