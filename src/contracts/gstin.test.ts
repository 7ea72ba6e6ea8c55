import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, gstinStateMismatch } from './gstin';

describe('GSTIN validation', () => {
  // Published examples: 27AAPFU0939F1ZV is the GSTN's own sample; 29AAGCB7383J1Z4 a live registration.
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'])('accepts %s', (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
  });

  it('computes the check character with Luhn mod 36', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('names a wrong check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZX')).toBe('check');
  });

  it('names a state code that is no state', () => {
    const first14 = '99AAPFU0939F1Z';
    expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBe('state');
  });

  it.each(['', '27AAPFU0939F1Z', '27aapfu0939f1zv', '27AAPFU0939F0ZV', 'ABAAPFU0939F1ZV'])(
    'refuses the shape %j',
    (g) => {
      expect(gstinProblem(g)).toBe('format');
    },
  );
});

describe("a GSTIN and the shop's state", () => {
  it('agree when the GSTIN starts with the state code', () => {
    expect(gstinStateMismatch('29AAGCB7383J1Z4', 'Karnataka')).toBeNull();
    expect(gstinStateMismatch('27AAPFU0939F1ZV', 'Maharashtra')).toBeNull();
  });

  it("names both states when the GSTIN is another state's", () => {
    expect(gstinStateMismatch('27AAPFU0939F1ZV', 'Karnataka')).toBe(
      'This GSTIN is registered in Maharashtra (27), not Karnataka (29). Enter the GSTIN for Karnataka, or choose Maharashtra as the state.',
    );
  });
});
