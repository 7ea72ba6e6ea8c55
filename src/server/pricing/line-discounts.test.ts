import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstSplit, pricedAsStored, priceLines } from './price-lines';

const line = fc.record({
  description: fc.constant('Piece'),
  hsn: fc.constant('6912'),
  gstRate: fc.constantFrom(0, 5, 12, 18),
  unitPricePaise: fc.integer({ min: 0, max: 10_000_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
});

describe('a coupon for some lines of an order', () => {
  it('discounts only its lines, never below zero, and the invoice taxes the same shares to the paisa', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: -50_000_000, max: 0 }),
        fc.array(fc.nat(7), { maxLength: 8 }),
        (ls, amount, only) => {
          const priced = priceLines(ls, [{ kind: 'discount', label: 'CODE', amountPaise: amount, lines: only }]);
          for (const [i, l] of priced.lines.entries()) {
            expect(l.amountPaise).toBeGreaterThanOrEqual(0);
            if (!only.includes(i)) expect(l.adjustmentPaise).toBe(0);
          }
          const applied = priced.adjustments[0]!.amountPaise;
          expect(priced.totalPaise).toBe(priced.subtotalPaise + applied);
          // Stored on the order (each line's share) and read back in another order, as the invoice does.
          const stored = priced.lines.map((l) => ({ ...l })).reverse();
          const again = gstSplit(pricedAsStored(stored, priced.adjustments), 'intra_state');
          expect(again.totals.grossPaise).toBe(priced.totalPaise);
          expect(again.totals.taxablePaise + again.totals.centralPaise + again.totals.localPaise).toBe(
            priced.totalPaise,
          );
        },
      ),
    );
  });
});
