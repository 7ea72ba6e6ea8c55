import { useId, useState } from 'react';
import type { PaymentPolicy, PaymentSettingsResponse } from '../../../../../contracts/admin';
import { PageHeading } from '../../../../components/admin/page-heading';
import { ErrorState } from '../../../../components/admin/query-states';
import { PageLoading } from '../../../../components/layout/page-loading';
import { Button } from '../../../../components/ui/button';
import { Input, Label } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast-store';
import { usePaymentSettings } from '../api/get-payment-settings';
import { useSavePaymentSettings } from '../api/save-payment-settings';
import { CodSettingsSection } from './cod-settings-form';

const POLICIES: { value: PaymentPolicy; title: string; text: string }[] = [
  {
    value: 'prepaid',
    title: 'Prepaid only',
    text: 'The shopper pays the whole order online before you make it. Best for pieces with a name on them.',
  },
  {
    value: 'cod_allowed',
    title: 'Pay on delivery allowed',
    text: 'The shopper chooses: pay online now, or everything on delivery.',
  },
  {
    value: 'advance',
    title: 'Advance online, rest on delivery',
    text: 'The shopper pays a share online now and the rest when the piece arrives.',
  },
];

/** The owner's payment policy: what the checkout offers, and how long an unpaid order waits. */
export function PaymentSettingsPage() {
  const settings = usePaymentSettings();
  if (settings.isPending) return <PageLoading label="Loading the payment policy…" />;
  if (settings.isError)
    return (
      <div className="space-y-4">
        <PageHeading title="Payments" />
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      </div>
    );
  return <PaymentSettingsForm initial={settings.data} />;
}

function PaymentSettingsForm({ initial }: { initial: PaymentSettingsResponse }) {
  const id = useId();
  const save = useSavePaymentSettings();
  const [policy, setPolicy] = useState(initial.policy);
  const [advancePercent, setAdvance] = useState(String(initial.advancePercent));
  const [expiryMinutes, setExpiry] = useState(String(initial.expiryMinutes));
  return (
    <div className="max-w-2xl space-y-5">
      <PageHeading title="Payments" />
      {initial.providerConfigured ? null : (
        <p
          role="status"
          className="rounded-2xl border border-saffron-500 bg-saffron-300/40 px-4 py-3 text-sm text-ink-900"
        >
          {`No online payment is set up, so the checkout offers pay on delivery only. docs/payments.md says how to connect ${initial.connectableProviders.join(' or ')}.`}
        </p>
      )}
      <form
        className="space-y-5 rounded-[var(--radius-card)] bg-cream-50 p-4 shadow-[var(--shadow-card)] md:p-5"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { policy, advancePercent: Number(advancePercent), expiryMinutes: Number(expiryMinutes) },
            {
              onSuccess: () => toast({ title: 'Payment policy saved' }),
              onError: (err) =>
                toast({
                  variant: 'destructive',
                  title: 'Could not save',
                  description: errorMessage(err, 'Try again.'),
                }),
            },
          );
        }}
      >
        <fieldset className="space-y-3">
          <legend className="mb-2 font-display text-lg font-semibold text-ink-900">How shoppers pay</legend>
          {POLICIES.map((p) => (
            <label
              key={p.value}
              className="flex gap-3 rounded-2xl border border-cream-300 p-3 text-sm has-[:checked]:border-clay-600"
            >
              <input
                type="radio"
                name="policy"
                value={p.value}
                checked={policy === p.value}
                onChange={() => setPolicy(p.value)}
                className="mt-1 size-4 accent-clay-600"
              />
              <span>
                <span className="block font-semibold text-ink-900">{p.title}</span>
                <span className="block text-ink-700">{p.text}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {policy === 'advance' ? (
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-advance`}>Advance paid online (%)</Label>
            <Input
              id={`${id}-advance`}
              type="number"
              min={10}
              max={90}
              required
              value={advancePercent}
              onChange={(e) => setAdvance(e.target.value)}
            />
          </div>
        ) : null}
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-expiry`}>Cancel an unpaid order after (minutes)</Label>
          <Input
            id={`${id}-expiry`}
            type="number"
            min={20}
            max={10080}
            required
            value={expiryMinutes}
            onChange={(e) => setExpiry(e.target.value)}
          />
          <p className="text-xs text-ink-700">The shopper&rsquo;s cart comes back so they can order again.</p>
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save payment policy'}
        </Button>
      </form>
      <CodSettingsSection />
    </div>
  );
}
