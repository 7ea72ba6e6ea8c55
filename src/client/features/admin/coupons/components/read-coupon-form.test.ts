import { describe, expect, it } from 'vitest';
import { readCouponForm } from './read-coupon-form';

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries({ mode: 'code', kind: 'percent', ...fields }))
    for (const one of Array.isArray(v) ? v : [v]) data.append(k, one);
  return data;
};

describe('the new-offer form', () => {
  it('reads a code with its limits, upper-cased, dates as instants', () => {
    const r = readCouponForm(
      form({
        code: 'diwali-10',
        title: 'Diwali offer',
        percentOff: '10',
        minOrder: '499',
        categories: ['Mugs', 'Nameplates'],
        productIds: 'p1, p2',
        startsAt: '2026-11-01T00:00',
        endsAt: '2026-11-05T00:00',
        maxUses: '100',
        maxUsesPerPhone: '1',
      }),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.input).toMatchObject({
      code: 'DIWALI-10',
      percentOff: 10,
      minOrder: '499',
      categories: ['Mugs', 'Nameplates'],
      productIds: ['p1', 'p2'],
      maxUses: 100,
      maxUsesPerPhone: 1,
      startsAt: new Date('2026-11-01T00:00').toISOString(),
    });
  });

  it('reads an automatic offer without a code', () => {
    const r = readCouponForm(
      form({ mode: 'automatic', code: 'IGNORED', title: 'Free delivery', kind: 'free_shipping' }),
    );
    expect(r).toMatchObject({ ok: true, input: { code: '', kind: 'free_shipping', percentOff: null } });
  });

  it('names each problem at its field', () => {
    const r = readCouponForm(
      form({
        code: 'a b',
        title: '',
        percentOff: '',
        maxUses: '0',
        startsAt: '2026-11-05T00:00',
        endsAt: '2026-11-01T00:00',
      }),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      code: 'A code is 3 to 24 letters, digits or dashes, like DIWALI-10',
      title: 'Enter a name shoppers will see, like Diwali offer',
      percentOff: 'Enter the percent off',
      maxUses: 'At least 1 use',
      endsAt: 'The end must be after the start',
    });
  });

  it('asks for a code when the offer is one shoppers type', () => {
    const r = readCouponForm(form({ code: '', title: 'x', percentOff: '5' }));
    expect(r).toEqual({ ok: false, errors: { code: 'Enter a code, like DIWALI-10' } });
  });

  it('refuses rupees that are not an amount', () => {
    const r = readCouponForm(form({ code: 'TEN', title: 'x', kind: 'fixed', amountOff: '-5' }));
    expect(r.ok ? null : r.errors.amountOff).toBe('Enter rupees, like 100 or 99.50 (no minus sign)');
  });
});
