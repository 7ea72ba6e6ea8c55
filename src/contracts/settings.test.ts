import { describe, expect, it } from 'vitest';
import { shopSettingsSchema } from './settings';

const settings = {
  legalName: 'Kaarigar Crafts Private Limited',
  address: '14 Residency Road, Bengaluru 560025',
  state: 'Karnataka',
  gstin: '29AAGCB7383J1Z4',
  supportPhone: '+91 80 4567 8910',
  supportEmail: 'care@kaarigar.example',
  grievanceOfficer: 'Anita Rao',
  policies: { shipping: 'Five days.', cancellation: 'Until approval.', privacy: 'Only to deliver.' },
};

describe('the shop settings contract', () => {
  it("refuses another state's GSTIN at the gstin field, naming both states", () => {
    const parsed = shopSettingsSchema.safeParse({ ...settings, gstin: '27AAPFU0939F1ZV' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({
        path: ['gstin'],
        message: expect.stringMatching(/^This GSTIN is registered in Maharashtra \(27\), not Karnataka \(29\)/),
      }),
    ]);
  });

  it('takes the GSTIN of its own state, in any case, or none', () => {
    expect(shopSettingsSchema.parse({ ...settings, gstin: ' 29aagcb7383j1z4 ' }).gstin).toBe('29AAGCB7383J1Z4');
    expect(shopSettingsSchema.parse({ ...settings, state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' }).state).toBe(
      'Maharashtra',
    );
    expect(shopSettingsSchema.parse({ ...settings, gstin: '' }).gstin).toBe('');
    expect(shopSettingsSchema.parse({ ...settings, gstin: undefined }).gstin).toBeUndefined();
  });

  it('reports only the typing mistake for a malformed GSTIN, not a state mismatch too', () => {
    const parsed = shopSettingsSchema.safeParse({ ...settings, gstin: '27AAPFU0939F1ZX' });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'This GSTIN has a typing mistake: its last character does not match the others',
    ]);
  });
});
