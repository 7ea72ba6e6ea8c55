import { useState, type FormEvent } from 'react';
import { COUPON_KINDS, type CouponKind } from '../../../../../contracts/coupons';
import { CATEGORIES } from '../../../../../contracts/products';
import { categoryLabel } from '../../../../../contracts/category-label';
import { Button } from '../../../../components/ui/button';
import { Input, Label, NativeSelect } from '../../../../components/ui/input';
import { ApiError } from '../../../../lib/api-client';
import { useCreateCoupon } from '../api/create-coupon';
import { readCouponForm, type FormErrors } from './read-coupon-form';

const KIND_LABELS: Record<CouponKind, string> = {
  percent: 'Percent off',
  fixed: 'Rupees off',
  free_shipping: 'Free delivery',
};

/** The server's 400/409 names the field (`issues[].path`); anything else is one message for the form. */
function errorsFrom(err: unknown): FormErrors {
  if (err instanceof ApiError) {
    try {
      const body = JSON.parse(err.body) as { issues?: { path: string; message: string }[]; error?: string };
      if (body.issues?.length)
        return Object.fromEntries(body.issues.map((i) => [i.path.split('.')[0] ?? 'form', i.message]));
      return { form: body.error ?? 'Could not save the offer.' };
    } catch {
      return { form: err.body || 'Could not save the offer.' };
    }
  }
  return { form: err instanceof Error ? err.message : 'Could not save the offer.' };
}

/** Make a code or an automatic offer; checked here by the server's own contract, then by the server. */
export function CouponForm({ onSaved }: { onSaved: (message: string) => void }) {
  const create = useCreateCoupon();
  const [errors, setErrors] = useState<FormErrors>({});
  const [kind, setKind] = useState<CouponKind>('percent');
  const [mode, setMode] = useState<'code' | 'automatic'>('code');

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const read = readCouponForm(new FormData(form));
    if (!read.ok) {
      setErrors(read.errors);
      const first = Object.keys(read.errors)[0];
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    create.mutate(read.input, {
      onSuccess: ({ coupon }) => {
        form.reset();
        setKind('percent');
        setMode('code');
        onSaved(coupon.code ? `Saved. Shoppers can use ${coupon.code} now.` : `Saved. ${coupon.title} is on.`);
      },
      onError: (err) => setErrors(errorsFrom(err)),
    });
  };

  const err = (name: string) =>
    errors[name] ? (
      <p id={`coupon-${name}-error`} className="text-sm font-semibold text-danger-600">
        {errors[name]}
      </p>
    ) : null;
  const aria = (name: string, hint?: boolean) => {
    const ids = [hint ? `coupon-${name}-hint` : '', errors[name] ? `coupon-${name}-error` : ''].filter(Boolean);
    return {
      id: `coupon-${name}`,
      name,
      ...(errors[name] ? { 'aria-invalid': true as const } : {}),
      ...(ids.length ? { 'aria-describedby': ids.join(' ') } : {}),
    };
  };
  const hint = (name: string, text: string) => (
    <p id={`coupon-${name}-hint`} className="-mt-1 text-xs text-ink-500">
      {text}
    </p>
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="new-offer-heading"
      className="grid gap-4 rounded-[var(--radius-card)] bg-cream-50 p-4 md:grid-cols-2 md:p-6"
    >
      <h2 id="new-offer-heading" className="font-display text-xl font-semibold text-ink-900 md:col-span-2">
        New code or offer
      </h2>
      {errors.form ? (
        <p
          role="alert"
          className="rounded-2xl border border-danger-600 px-4 py-3 text-sm font-semibold text-danger-600 md:col-span-2"
        >
          {errors.form}
        </p>
      ) : Object.keys(errors).length > 0 ? (
        <p role="alert" className="text-sm font-semibold text-danger-600 md:col-span-2">
          Please check the highlighted fields.
        </p>
      ) : null}
      <fieldset className="grid gap-2 md:col-span-2">
        <legend className="text-sm font-semibold text-ink-900">How shoppers get it</legend>
        <div className="flex flex-wrap gap-4">
          {(['code', 'automatic'] as const).map((m) => (
            <label key={m} className="flex min-h-10 items-center gap-2 text-ink-900">
              <input
                type="radio"
                name="mode"
                value={m}
                checked={mode === m}
                onChange={() => setMode(m)}
                className="size-5 accent-clay-600"
              />
              {m === 'code' ? 'With a code they type' : 'Automatic, on every cart it fits'}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'code' ? (
        <div className="grid gap-1.5">
          <Label htmlFor="coupon-code">Code</Label>
          {hint('code', '3 to 24 letters, digits or dashes; shoppers may type it in any case')}
          <Input {...aria('code', true)} autoCapitalize="characters" autoComplete="off" className="uppercase" />
          {err('code')}
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor="coupon-title">Name shoppers see</Label>
        <Input {...aria('title')} maxLength={60} placeholder="Diwali offer" />
        {err('title')}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="coupon-kind">What it gives</Label>
        <NativeSelect {...aria('kind')} value={kind} onChange={(e) => setKind(e.target.value as CouponKind)}>
          {COUPON_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </NativeSelect>
        {err('kind')}
      </div>
      {kind === 'percent' ? (
        <div className="grid gap-1.5">
          <Label htmlFor="coupon-percentOff">Percent off</Label>
          <Input {...aria('percentOff')} type="number" inputMode="numeric" min={1} max={100} />
          {err('percentOff')}
        </div>
      ) : kind === 'fixed' ? (
        <div className="grid gap-1.5">
          <Label htmlFor="coupon-amountOff">Rupees off</Label>
          <Input {...aria('amountOff')} inputMode="decimal" placeholder="100" />
          {err('amountOff')}
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor="coupon-minOrder">Minimum order (₹)</Label>
        {hint('minOrder', 'optional')}
        <Input {...aria('minOrder', true)} inputMode="decimal" />
        {err('minOrder')}
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-ink-900">Only for these categories</legend>
        <p className="-mt-1 text-xs text-ink-500">none ticked: every category</p>
        <div className="flex flex-wrap gap-4">
          {CATEGORIES.map((c) => (
            <label key={c} className="flex min-h-10 items-center gap-2 text-ink-900">
              <input type="checkbox" name="categories" value={c} className="size-5 accent-clay-600" />
              {categoryLabel(c)}
            </label>
          ))}
        </div>
        {err('categories')}
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor="coupon-productIds">Only for these products</Label>
        {hint('productIds', 'optional: product ids, separated by commas')}
        <Input {...aria('productIds', true)} autoComplete="off" />
        {err('productIds')}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="coupon-startsAt">Starts</Label>
        {hint('startsAt', 'optional: empty starts now')}
        <Input {...aria('startsAt', true)} type="datetime-local" />
        {err('startsAt')}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="coupon-endsAt">Ends</Label>
        {hint('endsAt', 'optional: empty never ends')}
        <Input {...aria('endsAt', true)} type="datetime-local" />
        {err('endsAt')}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="coupon-maxUses">Total budget (uses)</Label>
        {hint('maxUses', 'optional: empty has no limit')}
        <Input {...aria('maxUses', true)} type="number" inputMode="numeric" min={1} />
        {err('maxUses')}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="coupon-maxUsesPerPhone">Uses per mobile number</Label>
        {hint('maxUsesPerPhone', 'optional: empty has no limit')}
        <Input {...aria('maxUsesPerPhone', true)} type="number" inputMode="numeric" min={1} />
        {err('maxUsesPerPhone')}
      </div>
      <div className="md:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving…' : 'Save offer'}
        </Button>
      </div>
    </form>
  );
}
