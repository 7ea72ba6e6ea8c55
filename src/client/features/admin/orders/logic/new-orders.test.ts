import { describe, expect, it } from 'vitest';
import { arrivalsAnnouncement, nextPollDelay, unseenArrivals } from './new-orders';

const order = (n: number, over: Partial<Parameters<typeof arrivalsAnnouncement>[0][number]> = {}) => ({
  id: `id-${n}`,
  reference: `KG-${10000 + n}`,
  shopperName: `Shopper ${n}`,
  totalAmount: '1499.00',
  status: 'placed' as const,
  ...over,
});

describe('new orders in the workspace (issue 45.9)', () => {
  it('asks every 20 s in view, every minute in the background, and backs off to 5 min when failing', () => {
    expect(nextPollDelay(0, false)).toBe(20_000);
    expect(nextPollDelay(0, true)).toBe(60_000);
    expect([1, 2, 3, 4].map((f) => nextPollDelay(f, false))).toEqual([40_000, 80_000, 160_000, 300_000]);
    expect(nextPollDelay(50, true)).toBe(300_000);
  });

  it('tells each order once, oldest first, though answers overlap', () => {
    const told = new Set<string>();
    expect(unseenArrivals(told, [order(2), order(1)]).map((o) => o.reference)).toEqual(['KG-10001', 'KG-10002']);
    expect(unseenArrivals(told, [order(3), order(2), order(1)]).map((o) => o.reference)).toEqual(['KG-10003']);
    expect(unseenArrivals(told, [order(3)])).toEqual([]);
  });

  it('names one order with its shopper and total, and counts several', () => {
    expect(arrivalsAnnouncement([])).toBeNull();
    expect(arrivalsAnnouncement([order(5, { shopperName: 'Priya Nair' })])).toEqual({
      title: 'New order KG-10005',
      body: 'Priya Nair, ₹1,499.00',
    });
    expect(arrivalsAnnouncement([order(6, { status: 'to_confirm', shopperName: '' })])?.body).toBe(
      'A shopper, ₹1,499.00, to confirm',
    );
    expect(arrivalsAnnouncement([order(7), order(8)])).toEqual({ title: '2 new orders', body: 'KG-10007, KG-10008' });
  });
});
