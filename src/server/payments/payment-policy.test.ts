import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_SETTINGS, paymentChoices, splitDue } from './payment-policy';

const settings = (policy: 'prepaid' | 'cod_allowed' | 'advance', advancePercent = 50) => ({
  ...DEFAULT_PAYMENT_SETTINGS,
  policy,
  advancePercent,
});

describe('payment policy', () => {
  it('offers only pay on delivery when no provider is configured, whatever the policy', () => {
    for (const p of ['prepaid', 'cod_allowed', 'advance'] as const)
      expect(paymentChoices(settings(p), false)).toEqual(['on_delivery']);
  });

  it('prepaid and advance take money online; cod_allowed lets the shopper choose', () => {
    expect(paymentChoices(settings('prepaid'), true)).toEqual(['online']);
    expect(paymentChoices(settings('advance'), true)).toEqual(['online']);
    expect(paymentChoices(settings('cod_allowed'), true)).toEqual(['online', 'on_delivery']);
  });

  it('prepaid takes the whole total now', () => {
    expect(splitDue(149_900, settings('prepaid'), 'online')).toEqual({ dueNowPaise: 149_900, dueOnDeliveryPaise: 0 });
  });

  it('an advance is the percentage rounded up to the rupee, the rest on delivery', () => {
    expect(splitDue(149_900, settings('advance', 30), 'online')).toEqual({
      dueNowPaise: 45_000,
      dueOnDeliveryPaise: 104_900,
    });
    expect(splitDue(100, settings('advance', 10), 'online')).toEqual({ dueNowPaise: 100, dueOnDeliveryPaise: 0 });
  });

  it('pay on delivery leaves everything for the door', () => {
    expect(splitDue(99_900, settings('cod_allowed'), 'on_delivery')).toEqual({
      dueNowPaise: 0,
      dueOnDeliveryPaise: 99_900,
    });
  });
});
