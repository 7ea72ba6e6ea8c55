/**
 * States and union territories with their GST state codes (the first two digits of a GSTIN and
 * the "State code" an invoice names). 25 (Daman and Diu) merged into 26 in January 2020; 28 was
 * undivided Andhra Pradesh. UTs without a legislature levy UTGST where a state levies SGST.
 */
export const STATE_CODES = {
  'Andaman and Nicobar Islands': '35',
  'Andhra Pradesh': '37',
  'Arunachal Pradesh': '12',
  Assam: '18',
  Bihar: '10',
  Chandigarh: '04',
  Chhattisgarh: '22',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Delhi: '07',
  Goa: '30',
  Gujarat: '24',
  Haryana: '06',
  'Himachal Pradesh': '02',
  'Jammu and Kashmir': '01',
  Jharkhand: '20',
  Karnataka: '29',
  Kerala: '32',
  Ladakh: '38',
  Lakshadweep: '31',
  'Madhya Pradesh': '23',
  Maharashtra: '27',
  Manipur: '14',
  Meghalaya: '17',
  Mizoram: '15',
  Nagaland: '13',
  Odisha: '21',
  Puducherry: '34',
  Punjab: '03',
  Rajasthan: '08',
  Sikkim: '11',
  'Tamil Nadu': '33',
  Telangana: '36',
  Tripura: '16',
  'Uttar Pradesh': '09',
  Uttarakhand: '05',
  'West Bengal': '19',
} as const;

export type IndianState = keyof typeof STATE_CODES;

export const INDIAN_STATES = Object.keys(STATE_CODES) as [IndianState, ...IndianState[]];

/** Union territories without a legislature: their intra-territory tax is UTGST, not SGST. */
const UTGST_TERRITORIES: readonly string[] = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Ladakh',
  'Lakshadweep',
];

export const localTaxName = (state: string): 'SGST' | 'UTGST' => (UTGST_TERRITORIES.includes(state) ? 'UTGST' : 'SGST');

export const stateCodeOf = (state: string): string | null =>
  (STATE_CODES as Record<string, string | undefined>)[state] ?? null;
