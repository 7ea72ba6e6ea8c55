import { IST_OFFSET_MS } from '../../contracts/india-days';

/**
 * Invoice numbers (CGST rule 46(b)): consecutive, unique for a financial year, at most 16
 * characters of letters, digits, '-' and '/'. Ours read KG/26-27/00001: the series, the
 * financial year (1 April to 31 March, Indian time) and the count within it.
 */
export const INVOICE_SERIES = 'KG';

/** '2026-27' for any moment from 1 April 2026 00:00 IST to 31 March 2027 23:59 IST. */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export function invoiceNumber(financialYear: string, sequence: number): string {
  const number = `${INVOICE_SERIES}/${financialYear.slice(2)}/${String(sequence).padStart(5, '0')}`;
  if (!/^[A-Za-z0-9/-]{1,16}$/.test(number)) throw new Error(`invoice number ${number} breaks rule 46(b)`);
  return number;
}
