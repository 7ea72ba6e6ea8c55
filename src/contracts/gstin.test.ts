import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem } from './gstin';

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
