import { describe, expect, it } from 'vitest';
import { isRealOrder } from './real-order';

describe('which orders the shop writes to the shopper about', () => {
  it('an order paid online, the whole total or the advance', () => {
    expect(isRealOrder({ paymentStatus: 'paid', amountDueNow: '1899.00' })).toBe(true);
    expect(isRealOrder({ paymentStatus: 'paid', amountDueNow: '190.00' })).toBe(true);
  });

  it('not an order still owing its payment online, nor one cancelled unpaid', () => {
    expect(isRealOrder({ paymentStatus: 'unpaid', amountDueNow: '1899.00' })).toBe(false);
    expect(isRealOrder({ paymentStatus: 'unpaid', amountDueNow: '190.00' })).toBe(false);
  });

  it('pay on delivery with nothing due online (the policy offered it, or Shopify took the order)', () => {
    expect(isRealOrder({ paymentStatus: 'on_delivery', amountDueNow: '0.00' })).toBe(true);
    expect(isRealOrder({ paymentStatus: 'on_delivery', amountDueNow: '190.00' })).toBe(false);
  });
});
