import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromPaise, toPaise } from '../../contracts/money';
import { LIMITS } from '../../contracts/limits';
import { gstSplit, isFree, LEAST_CHARGE_PAISE, priceLines, type Adjustment } from './price-lines';

const SUPPLIES = ['intra_state', 'inter_state', 'untaxed'] as const;

// Up to ₹10 lakh a piece, every rate GST knows (quarter-percent steps and the classes in use).
const line = fc.record({
  description: fc.constantFrom('Mug', 'Board', 'Bunting'),
  hsn: fc.constantFrom('6912', '4421', '6307'),
  gstRate: fc.constantFrom(0, 0.25, 1.5, 3, 5, 12, 18, 28, 40),
  unitPricePaise: fc.integer({ min: 0, max: 100_000_000 }),
  quantity: fc.integer({ min: LIMITS.quantityMin, max: LIMITS.quantityMax }),
});
const lines = fc.array(line, { minLength: 1, maxLength: 12 });
const adjustment: fc.Arbitrary<Adjustment> = fc.oneof(
  fc.record({
    kind: fc.constant('discount' as const),
    label: fc.constant('Festive offer'),
    amountPaise: fc.integer({ min: -2_000_000_000, max: 0 }),
  }),
  fc.record({
    kind: fc.constantFrom('shipping' as const, 'fee' as const),
    label: fc.constant('Delivery'),
    amountPaise: fc.integer({ min: 0, max: 500_000 }),
  }),
);
const adjustments = fc.array(adjustment, { maxLength: 4 });

describe('pricing an order from its lines', () => {
  it('is unit price x quantity per line, summed, when there are no adjustments (as today)', () => {
    const priced = priceLines([
      { hsn: '6912', gstRate: 5, unitPricePaise: 64_900, quantity: 3 },
      { hsn: '4421', gstRate: 5, unitPricePaise: 149_950, quantity: 1 },
    ]);
    expect(priced.lines.map((l) => [l.grossPaise, l.adjustmentPaise, l.amountPaise])).toEqual([
      [194_700, 0, 194_700],
      [149_950, 0, 149_950],
    ]);
    expect(priced).toMatchObject({ subtotalPaise: 344_650, adjustments: [], totalPaise: 344_650 });
  });

  it('spreads a discount over the lines by their gross, the odd paisa to the largest remainder', () => {
    const priced = priceLines(
      [
        { hsn: '6912', gstRate: 5, unitPricePaise: 100, quantity: 1 },
        { hsn: '4421', gstRate: 18, unitPricePaise: 200, quantity: 1 },
      ],
      [{ kind: 'discount', label: 'Festive offer', amountPaise: -100 }],
    );
    // 100 x 100/300 = 33.3 and 100 x 200/300 = 66.7: the second line takes the odd paisa.
    expect(priced.lines.map((l) => l.adjustmentPaise)).toEqual([-33, -67]);
    expect(priced.totalPaise).toBe(200);
  });

  it('caps a discount at what is left to pay', () => {
    const priced = priceLines(
      [{ hsn: '6912', gstRate: 5, unitPricePaise: 500, quantity: 2 }],
      [
        { kind: 'shipping', label: 'Delivery', amountPaise: 4_000 },
        { kind: 'discount', label: 'Gift card', amountPaise: -9_999_999 },
      ],
    );
    expect(priced.adjustments.map((a) => a.amountPaise)).toEqual([4_000, -5_000]);
    expect(priced.totalPaise).toBe(0);
  });

  it('never leaves under ₹1 to pay after a discount: the discount takes the rest and the order is free', () => {
    const piece = { hsn: '4421', gstRate: 18, unitPricePaise: 149_900, quantity: 1 };
    // A fixed ₹1,498.50 off leaves 50 paise, which no payment link takes (issue 39 item 5).
    const almost = priceLines(
      [piece, { ...piece, unitPricePaise: 64_900 }],
      [{ kind: 'discount', label: 'ALMOST', amountPaise: -(149_900 + 64_900 - 50) }],
    );
    expect(almost.adjustments).toEqual([{ kind: 'discount', label: 'ALMOST', amountPaise: -(149_900 + 64_900) }]);
    expect(almost.lines.map((l) => l.amountPaise)).toEqual([0, 0]);
    expect(isFree(almost)).toBe(true);
    // ₹1 left is paid as it is; so is a total with no discount.
    const rupee = priceLines([piece], [{ kind: 'discount', label: 'OFF', amountPaise: -(149_900 - 100) }]);
    expect(rupee.totalPaise).toBe(100);
    expect(isFree(rupee)).toBe(false);
    expect(isFree(priceLines([]))).toBe(false);
    fc.assert(
      fc.property(lines, adjustments, (ls, adj) => {
        const priced = priceLines(ls, adj);
        if (priced.adjustments.some((a) => a.kind === 'discount' && a.amountPaise < 0))
          expect(priced.totalPaise === 0 || priced.totalPaise >= LEAST_CHARGE_PAISE).toBe(true);
      }),
    );
  });

  it('refuses a fractional price or a quantity below one, rather than rounding it', () => {
    expect(() => priceLines([{ hsn: '6912', gstRate: 5, unitPricePaise: 64_900.5, quantity: 1 }])).toThrow(RangeError);
    expect(() => priceLines([{ hsn: '6912', gstRate: 5, unitPricePaise: 64_900, quantity: 0 }])).toThrow(RangeError);
  });

  it('never gives a negative total or line, whatever the discounts', () => {
    fc.assert(
      fc.property(lines, adjustments, (ls, adj) => {
        const priced = priceLines(ls, adj);
        expect(priced.totalPaise).toBeGreaterThanOrEqual(0);
        for (const l of priced.lines) expect(l.amountPaise).toBeGreaterThanOrEqual(0);
        const applied = priced.adjustments.reduce((n, a) => n + a.amountPaise, 0);
        expect(priced.totalPaise).toBe(priced.subtotalPaise + applied);
        expect(priced.lines.reduce((n, l) => n + l.adjustmentPaise, 0)).toBe(applied);
      }),
    );
  });

  it('splits GST so the parts add up to the total to the paisa, for every kind of supply', () => {
    fc.assert(
      fc.property(lines, adjustments, fc.constantFrom(...SUPPLIES), (ls, adj, supply) => {
        const priced = priceLines(ls, adj);
        const { lines: taxed, totals } = gstSplit(priced, supply);
        for (const [i, t] of taxed.entries()) {
          expect(t.taxablePaise + t.centralPaise + t.localPaise + t.integratedPaise).toBe(priced.lines[i]?.amountPaise);
          expect(Math.min(t.taxablePaise, t.centralPaise, t.localPaise, t.integratedPaise)).toBeGreaterThanOrEqual(0);
        }
        expect(totals.grossPaise).toBe(priced.totalPaise);
        expect(totals.taxablePaise + totals.centralPaise + totals.localPaise + totals.integratedPaise).toBe(
          priced.totalPaise,
        );
      }),
    );
  });

  it('rounds the same in the cart, the order and the invoice: prices kept as rupee strings come back to the same paise', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        // The cart reads the catalogue's price strings; the order keeps numeric(10,2) strings on its
        // lines and its total; the invoice reads the order's lines back.
        const cart = priceLines(ls.map((l) => ({ ...l, unitPricePaise: toPaise(fromPaise(l.unitPricePaise)) })));
        const storedTotal = fromPaise(cart.totalPaise);
        const storedLines = cart.lines.map((l) => ({ ...l, unitPrice: fromPaise(l.unitPricePaise) }));
        const invoice = gstSplit(
          priceLines(storedLines.map((l) => ({ ...l, unitPricePaise: toPaise(l.unitPrice) }))),
          'intra_state',
        );
        expect(toPaise(storedTotal)).toBe(cart.totalPaise);
        expect(invoice.totals.grossPaise).toBe(toPaise(storedTotal));
      }),
    );
  });
});
