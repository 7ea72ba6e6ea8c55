import { useId, useState } from 'react';
import type { CodSettingsResponse } from '../../../../../contracts/cod';
import { ErrorState } from '../../../../components/admin/query-states';
import { Button } from '../../../../components/ui/button';
import { Input, Label, Textarea } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast-store';
import { useCodSettings } from '../api/get-cod-settings';
import { useSaveCodSettings } from '../api/save-cod-settings';

/** One entry a line (commas and spaces work too); the server checks each. */
const entries = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** Pay on delivery (issue 28): confirm before making, the wait, the limit, blocked numbers and pincodes, the prepaid offer. */
export function CodSettingsSection() {
  const settings = useCodSettings();
  if (settings.isPending) return <p role="status">Loading the pay-on-delivery settings…</p>;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  return <CodSettingsForm initial={settings.data} />;
}

function CodSettingsForm({ initial }: { initial: CodSettingsResponse }) {
  const id = useId();
  const save = useSaveCodSettings();
  const [confirmEnabled, setConfirm] = useState(initial.confirmEnabled);
  // Issue 45 item 2: without a channel that can ask, the owner is told plainly what confirming means.
  const askable = initial.confirmChannels.email || initial.confirmChannels.whatsapp;
  const [hours, setHours] = useState(String(initial.confirmHours));
  const [limit, setLimit] = useState(initial.limitRupees === null ? '' : String(initial.limitRupees));
  const [phones, setPhones] = useState(initial.blockedPhones.join('\n'));
  const [pincodes, setPincodes] = useState(initial.blockedPincodes.join('\n'));
  const [discount, setDiscount] = useState(String(initial.prepaidDiscountPercent));
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="space-y-5 rounded-[var(--radius-card)] bg-cream-50 p-4 shadow-[var(--shadow-card)] md:p-5"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          {
            confirmEnabled,
            confirmHours: Number(hours),
            limitRupees: limit.trim() === '' ? null : Number(limit),
            blockedPhones: entries(phones),
            blockedPincodes: entries(pincodes),
            prepaidDiscountPercent: Number(discount || 0),
          },
          {
            onSuccess: () => toast({ title: 'Pay-on-delivery settings saved' }),
            onError: (err) =>
              toast({ variant: 'destructive', title: 'Could not save', description: errorMessage(err, 'Try again.') }),
          },
        );
      }}
    >
      <h2 id={`${id}-title`} className="font-display text-lg font-semibold text-ink-900">
        Pay on delivery
      </h2>
      <label className="flex gap-3 rounded-2xl border border-cream-300 p-3 text-sm has-[:checked]:border-clay-600">
        <input
          type="checkbox"
          checked={confirmEnabled}
          onChange={(e) => setConfirm(e.target.checked)}
          className="mt-1 size-4 accent-clay-600"
          aria-describedby={askable ? undefined : `${id}-no-channel`}
        />
        <span>
          <span className="block font-semibold text-ink-900">Ask the shopper to confirm first</span>
          <span className="block text-ink-700">
            A pay-on-delivery order waits as &ldquo;To confirm&rdquo; until the shopper taps Confirm on WhatsApp or in
            their email, or you confirm it after a call. Only then is it proofed and made.
          </span>
        </span>
      </label>
      {askable ? null : (
        <p
          id={`${id}-no-channel`}
          role="note"
          className="rounded-2xl border border-saffron-500 bg-saffron-300/40 px-4 py-3 text-sm text-ink-900"
        >
          No email (SMTP) or WhatsApp is set up, so no message can ask the shopper. With this on, the checkout tells
          each pay-on-delivery shopper that the shop will call them to confirm: you call, and confirm the order on its
          page. An order you have not confirmed in the hours below is cancelled. docs/messages.md says how to connect
          email and WhatsApp.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-hours`}>Cancel an unconfirmed order after (hours)</Label>
          <Input
            id={`${id}-hours`}
            type="number"
            min={1}
            max={168}
            required
            value={hours}
            onChange={(e) => setHours(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-limit`}>Pay on delivery up to (₹)</Label>
          <Input
            id={`${id}-limit`}
            type="number"
            min={1}
            inputMode="numeric"
            placeholder="No limit"
            aria-describedby={`${id}-limit-hint`}
            value={limit}
            onChange={(e) => setLimit(e.target.value)}
          />
          <p id={`${id}-limit-hint`} className="text-xs text-ink-700">
            Above it the checkout asks the shopper to pay online. Leave empty for no limit.
          </p>
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-phones`}>Blocked mobile numbers</Label>
          <Textarea
            id={`${id}-phones`}
            aria-describedby={`${id}-list-hint`}
            value={phones}
            onChange={(e) => setPhones(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-pincodes`}>Blocked pincodes</Label>
          <Textarea
            id={`${id}-pincodes`}
            aria-describedby={`${id}-list-hint`}
            value={pincodes}
            onChange={(e) => setPincodes(e.target.value)}
          />
        </div>
        <p id={`${id}-list-hint`} className="text-xs text-ink-700 md:col-span-2">
          One a line. These shoppers can still pay online; the checkout tells them politely.
        </p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-discount`}>Discount for paying online instead (%)</Label>
        <Input
          id={`${id}-discount`}
          type="number"
          min={0}
          max={50}
          required
          aria-describedby={`${id}-discount-hint`}
          value={discount}
          onChange={(e) => setDiscount(e.target.value)}
        />
        <p id={`${id}-discount-hint`} className="text-xs text-ink-700">
          {initial.onlineProvider
            ? 'Offered in the confirmation message. 0 offers no discount.'
            : 'Needs online payment set up: without it the confirmation message offers no online payment.'}
        </p>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save pay-on-delivery settings'}
      </Button>
    </form>
  );
}
