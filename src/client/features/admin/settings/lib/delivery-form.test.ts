import { describe, expect, it } from 'vitest';
import { deliverySettingsSchema, DEFAULT_DELIVERY_SETTINGS } from '../../../../../contracts/delivery';
import { deliveryFieldErrors, formatPrefixList, parsePrefixList } from './delivery-form';

describe('parsePrefixList', () => {
  it('takes commas, spaces and new lines between prefixes', () => {
    expect(parsePrefixList('744, 737 18\n19,,79')).toEqual(['744', '737', '18', '19', '79']);
  });
  it('is empty for an empty or blank box', () => {
    expect(parsePrefixList('')).toEqual([]);
    expect(parsePrefixList('  ,  ')).toEqual([]);
  });
  it('keeps each prefix once, in the order typed', () => {
    expect(parsePrefixList('11 744 11')).toEqual(['11', '744']);
  });
  it('keeps what is not a prefix for the contract to refuse', () => {
    expect(parsePrefixList('74a 0')).toEqual(['74a', '0']);
  });
  it('round-trips with formatPrefixList', () => {
    expect(parsePrefixList(formatPrefixList(['744', '737']))).toEqual(['744', '737']);
  });
});

describe('deliveryFieldErrors', () => {
  it('names the wrong prefix at its list and the zone at its days', () => {
    const sent = {
      ...DEFAULT_DELIVERY_SETTINGS,
      pickupPincode: '12345',
      zoneDays: { ...DEFAULT_DELIVERY_SETTINGS.zoneDays, special: 0 },
      noCodPrefixes: ['744', '74a'],
    };
    const parsed = deliverySettingsSchema.safeParse(sent);
    expect(parsed.success).toBe(false);
    const errors = deliveryFieldErrors(parsed.error?.issues ?? [], sent);
    expect(errors).toEqual({
      pickupPincode: 'Enter a 6-digit PIN code',
      'zoneDays.special': 'At least 1 working day',
      noCodPrefixes: '“74a”: A prefix is 1 to 6 digits of a PIN code, e.g. 744',
    });
  });
  it('reads the server’s dotted paths', () => {
    expect(deliveryFieldErrors([{ path: 'zoneDays.local', message: 'At most 30 working days' }])).toEqual({
      'zoneDays.local': 'At most 30 working days',
    });
    expect(deliveryFieldErrors([{ path: '', message: 'Invalid request' }])).toEqual({ form: 'Invalid request' });
  });
});
