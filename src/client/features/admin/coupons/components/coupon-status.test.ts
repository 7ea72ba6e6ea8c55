import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../../../../contracts/coupons';
import { budgetLeft, couponStatus, offerSummary } from './coupon-status';

const base: Coupon = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'DIWALI-10',
  title: 'Diwali offer',
  kind: 'percent',
  percentOff: 10,
  amountOff: null,
  minOrder: '0.00',
  categories: [],
  productIds: [],
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerPhone: null,
  usedCount: 0,
  paused: false,
  orders: 0,
  revenue: '0.00',
  discountGiven: '0.00',
};
const now = new Date('2026-11-01T10:00:00Z');

describe('a code as the owner sees it', () => {
  it.each([
    [{}, 'live'],
    [{ paused: true, startsAt: '2026-12-01T00:00:00Z' }, 'paused'],
    [{ startsAt: '2026-11-02T00:00:00Z' }, 'scheduled'],
    [{ endsAt: '2026-11-01T10:00:00Z' }, 'ended'],
    [{ maxUses: 3, usedCount: 3 }, 'used_up'],
    [{ maxUses: 3, usedCount: 2 }, 'live'],
  ] as const)('%j is %s', (change, status) => {
    expect(couponStatus({ ...base, ...change }, now)).toBe(status);
  });

  it('says how much of its budget is left', () => {
    expect(budgetLeft(base)).toBe('No limit');
    expect(budgetLeft({ ...base, maxUses: 10, usedCount: 7 })).toBe('3 of 10 uses left');
    expect(budgetLeft({ ...base, maxUses: 1, usedCount: 1 })).toBe('0 of 1 use left');
  });

  it('says what it gives and to which carts', () => {
    expect(offerSummary(base)).toBe('10% off');
    expect(
      offerSummary({ ...base, kind: 'fixed', amountOff: '150.00', minOrder: '999.00', categories: ['Mugs'] }),
    ).toBe('₹150.00 off on orders of ₹999.00 or more, only Mugs');
    expect(offerSummary({ ...base, kind: 'free_shipping', productIds: ['a', 'b'] })).toBe(
      'Free delivery, only 2 products',
    );
    expect(offerSummary({ ...base, kind: 'free_shipping', productIds: ['a'] })).toBe('Free delivery, only 1 product');
  });

  it("names a category as the store's tab does, not by its stored value (issue 45.13)", () => {
    expect(offerSummary({ ...base, categories: ['Kids Buntings', 'Nameplates'] })).toBe(
      '10% off, only Kids Name Plates, Nameboards',
    );
  });
});
