import type { ShopSettings } from '../../contracts/settings';

/** A shop in Karnataka with a valid GSTIN (check character computed, see gstin.test.ts). */
export const TEST_SETTINGS: ShopSettings = {
  legalName: 'Kaarigar Crafts Private Limited',
  address: '14 Residency Road, Bengaluru 560025',
  state: 'Karnataka',
  gstin: '29AAGCB7383J1Z4',
  supportPhone: '+91 80 4567 8910',
  supportEmail: 'care@kaarigar.example',
  grievanceOfficer: 'Anita Rao, grievance officer, grievance@kaarigar.example, +91 80 4567 8911',
  policies: {
    shipping: 'We make each piece to order and dispatch it within 5 working days of your approval.',
    cancellation:
      'Personalised pieces can be cancelled until you approve the proof; after that we refund only damaged pieces.',
    privacy: 'We use your details only to make and deliver your order.',
  },
};
