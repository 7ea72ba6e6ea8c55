import { describe, expect, it } from 'vitest';
import { financialYearOf, invoiceNumber } from './invoice-number';

describe('invoice numbers', () => {
  it('starts the financial year on 1 April, Indian time', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-11-24T06:00:00Z'))).toBe('2026-27');
  });

  it('writes at most 16 characters of letters, digits, - and /', () => {
    expect(invoiceNumber('2026-27', 1)).toBe('KG/26-27/00001');
    expect(invoiceNumber('2026-27', 1_234_567)).toBe('KG/26-27/1234567');
    expect(() => invoiceNumber('2026-27', 12_345_678)).toThrow(/rule 46/);
  });
});
