import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { supplyOf, taxLine, taxTotals, type TaxableLine } from './gst-split';

const mug: TaxableLine = { description: 'Mug', hsn: '6912', gstRate: 5, quantity: 3, unitPricePaise: 64_900 };
const board: TaxableLine = { description: 'Board', hsn: '4421', gstRate: 18, quantity: 1, unitPricePaise: 149_900 };

describe('tax out of tax-inclusive prices', () => {
  it('splits a 5 % line within the state into equal CGST and SGST that add back to the price', () => {
    const line = taxLine(mug, 'intra_state');
    // Each half: 1947.00 x 2.5 / 105 = 46.357... -> 46.36 (it was 46.35 + 46.36, the odd paisa in
    // SGST); the taxable value is what is left, 1854.28 (1854.2857... exactly).
    expect(line).toMatchObject({ grossPaise: 194_700, taxablePaise: 185_428, centralPaise: 4_636, localPaise: 4_636 });
    expect(line.taxablePaise + line.centralPaise + line.localPaise).toBe(line.grossPaise);
  });

  it('keeps CGST equal to SGST on every line and in the summary, the rounding in the taxable value', () => {
    const taxable = fc.record({
      description: fc.constant('Piece'),
      hsn: fc.constant('6912'),
      gstRate: fc.constantFrom(0.25, 1.5, 2.5, 3, 5, 12, 18, 28, 40),
      quantity: fc.integer({ min: 1, max: 20 }),
      unitPricePaise: fc.integer({ min: 0, max: 100_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(taxable, { minLength: 1, maxLength: 12 }), (lines) => {
        const taxed = lines.map((l) => taxLine(l, 'intra_state'));
        for (const l of taxed) {
          expect(l.centralPaise).toBe(l.localPaise);
          expect(l.taxablePaise + l.centralPaise + l.localPaise).toBe(l.grossPaise);
          // Within a paisa of the exact value of the supply (gross x 100 / (100 + rate)).
          const exact = (l.grossPaise * 100) / (100 + l.gstRate);
          expect(Math.abs(l.taxablePaise - exact)).toBeLessThanOrEqual(1);
        }
        const totals = taxTotals(taxed);
        expect(totals.centralPaise).toBe(totals.localPaise);
        expect(totals.taxablePaise + totals.centralPaise + totals.localPaise).toBe(totals.grossPaise);
      }),
    );
  });

  it('charges IGST alone between states', () => {
    const line = taxLine(board, 'inter_state');
    // 1499.00 / 1.18 = 1270.338... -> 1270.34; IGST 228.66
    expect(line).toMatchObject({ taxablePaise: 127_034, integratedPaise: 22_866, centralPaise: 0, localPaise: 0 });
  });

  it('charges nothing on a bill of supply', () => {
    expect(taxLine(board, 'untaxed')).toMatchObject({ taxablePaise: 149_900, integratedPaise: 0, centralPaise: 0 });
  });

  it('keeps 2.5 % exact', () => {
    expect(taxLine({ ...board, gstRate: 2.5, unitPricePaise: 10_250 }, 'inter_state').taxablePaise).toBe(10_000);
  });

  it('adds the rounded lines so the totals match the order to the paisa', () => {
    const lines = [taxLine(mug, 'intra_state'), taxLine(board, 'intra_state')];
    const totals = taxTotals(lines);
    expect(totals.grossPaise).toBe(194_700 + 149_900);
    expect(totals.taxablePaise + totals.centralPaise + totals.localPaise).toBe(totals.grossPaise);
  });

  it('takes the delivery state as the place of supply', () => {
    expect(supplyOf(true, 'Karnataka', 'Karnataka')).toBe('intra_state');
    expect(supplyOf(true, 'Karnataka', 'Kerala')).toBe('inter_state');
    expect(supplyOf(false, 'Karnataka', 'Kerala')).toBe('untaxed');
  });
});
