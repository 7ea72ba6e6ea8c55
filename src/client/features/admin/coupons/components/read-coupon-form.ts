import { couponInputSchema, type CouponInput } from '../../../../../contracts/coupons';

export type FormErrors = Record<string, string>;

const text = (data: FormData, k: string) => {
  const v = data.get(k);
  return typeof v === 'string' ? v.trim() : '';
};
const count = (v: string) => (v === '' ? null : Number(v));
/** A datetime-local field is the owner's local time; the wire carries an instant. */
const instant = (v: string) => {
  if (v === '') return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? v : d.toISOString();
};

/**
 * The create form, checked by the same contract the server checks (contracts/coupons.ts), so the
 * owner sees each problem at its field before anything is sent.
 */
export function readCouponForm(data: FormData): { ok: true; input: CouponInput } | { ok: false; errors: FormErrors } {
  const kind = text(data, 'kind');
  const raw = {
    code: data.get('mode') === 'automatic' ? '' : text(data, 'code'),
    title: text(data, 'title'),
    kind,
    percentOff: kind === 'percent' ? count(text(data, 'percentOff')) : null,
    amountOff: kind === 'fixed' ? text(data, 'amountOff') || null : null,
    minOrder: text(data, 'minOrder') || null,
    categories: data.getAll('categories').filter((v): v is string => typeof v === 'string'),
    productIds: text(data, 'productIds')
      .split(/[\s,]+/)
      .filter(Boolean),
    startsAt: instant(text(data, 'startsAt')),
    endsAt: instant(text(data, 'endsAt')),
    maxUses: count(text(data, 'maxUses')),
    maxUsesPerPhone: count(text(data, 'maxUsesPerPhone')),
  };
  const errors: FormErrors = {};
  if (data.get('mode') !== 'automatic' && raw.code === '') errors.code = 'Enter a code, like DIWALI-10';
  const parsed = couponInputSchema.safeParse(raw);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      errors[key] ??= issue.message;
    }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
