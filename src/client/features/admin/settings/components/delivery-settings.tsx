import { useState, type FormEvent } from 'react';
import { DELIVERY_ZONES, deliverySettingsSchema, type DeliveryZone } from '../../../../../contracts/delivery';
import { ErrorState } from '../../../../components/admin/query-states';
import { Input, Label, Textarea } from '../../../../components/ui/input';
import { useDeliverySettings, useSaveDeliverySettings } from '../api/delivery-settings';
import { deliveryFieldErrors, formatPrefixList, parsePrefixList } from '../lib/delivery-form';
import { SettingsForm, settingsErrorsFrom } from './settings-form';

type Errors = Record<string, string>;

/** How shipping/delivery-dates.ts `zoneOf` decides, in the order it asks, for an owner. */
const ZONES: Record<DeliveryZone, { label: string; how: string }> = {
  local: { label: 'Local', how: 'Same city: the first 3 digits are the pickup’s (560 for Bengaluru).' },
  regional: { label: 'Regional', how: 'Same state: the first 2 digits are the pickup’s (56 for Karnataka).' },
  zonal: { label: 'Zonal', how: 'Same part of India: the same first digit (5 for Karnataka, Andhra, Telangana).' },
  national: { label: 'National', how: 'The rest of India.' },
  special: {
    label: 'Far north and north-east',
    how: 'J&K and Ladakh (18, 19), the north-east (78, 79), Sikkim (737), Andaman and Nicobar (744), outside your own state.',
  },
};

const FIELD_ORDER = [
  'pickupPincode',
  ...DELIVERY_ZONES.map((z) => `zoneDays.${z}`),
  'notServiceablePrefixes',
  'noCodPrefixes',
];

/** Issue 28 item 3: what "arrives by" is counted from, the manual courier's days, and where not to go. */
export function DeliverySettingsSection() {
  const query = useDeliverySettings();
  const save = useSaveDeliverySettings();
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState('');
  if (query.isPending) return null;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const current = query.data.settings;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSaved('');
    const form = e.currentTarget;
    const data = new FormData(form);
    const text = (k: string) => {
      const v = data.get(k);
      return typeof v === 'string' ? v.trim() : '';
    };
    // An empty box is not 0 days: Number('') would pass as a number and be refused as "at least 1".
    const days = (zone: DeliveryZone) => (text(`zoneDays.${zone}`) === '' ? NaN : Number(text(`zoneDays.${zone}`)));
    const body = {
      pickupPincode: text('pickupPincode') || null,
      zoneDays: Object.fromEntries(DELIVERY_ZONES.map((z) => [z, days(z)])) as Record<DeliveryZone, number>,
      notServiceablePrefixes: parsePrefixList(text('notServiceablePrefixes')),
      noCodPrefixes: parsePrefixList(text('noCodPrefixes')),
    };
    const parsed = deliverySettingsSchema.safeParse(body);
    if (!parsed.success) {
      const found = deliveryFieldErrors(parsed.error.issues, body);
      setErrors(found);
      // The Save button is far below the first field on a phone: take the owner to what is wrong.
      const first = FIELD_ORDER.find((name) => found[name]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: ({ settings }) =>
        setSaved(
          settings.pickupPincode
            ? 'Saved. Shoppers see the new dates now.'
            : 'Saved. Without a pickup PIN code shoppers see no date yet.',
        ),
      onError: (err) => setErrors(settingsErrorsFrom(err, 'Could not save the delivery dates.', deliveryFieldErrors)),
    });
  };
  const described = (name: string, hint?: string) => ({
    'aria-describedby': [hint, errors[name] ? `${name}-error` : ''].filter(Boolean).join(' ') || undefined,
    ...(errors[name] ? { 'aria-invalid': true as const } : {}),
  });
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className="text-sm font-semibold text-danger-600">
        {errors[name]}
      </p>
    ) : null;
  const prefixField = (name: 'notServiceablePrefixes' | 'noCodPrefixes', label: string, hint: string) => (
    <div className="grid gap-1.5">
      <Label htmlFor={name}>{label}</Label>
      <p id={`${name}-hint`} className="-mt-1 text-xs text-ink-500">
        {hint}
      </p>
      <Textarea
        id={name}
        name={name}
        rows={2}
        inputMode="numeric"
        defaultValue={formatPrefixList(current[name])}
        {...described(name, `${name}-hint`)}
      />
      {fieldError(name)}
    </div>
  );

  return (
    <SettingsForm
      id="delivery"
      title="Delivery dates"
      intro="Shoppers type their PIN code on a product and at checkout and see “Made in N days, arrives by” a date: the product’s making days, then the courier’s working days from your pickup PIN code to theirs."
      errors={errors}
      onSubmit={onSubmit}
      saving={save.isPending}
      saveLabel="Save delivery dates"
      saved={saved}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="pickupPincode">Pickup PIN code</Label>
        <p id="pickupPincode-hint" className="-mt-1 text-xs text-ink-500">
          6 digits, where the courier collects parcels; until it is set shoppers see no date
        </p>
        <Input
          id="pickupPincode"
          name="pickupPincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          defaultValue={current.pickupPincode ?? ''}
          className="max-w-40"
          {...described('pickupPincode', 'pickupPincode-hint')}
        />
        {fieldError('pickupPincode')}
      </div>
      <fieldset className="grid gap-3">
        <legend className="font-semibold text-ink-900">Courier days by zone (manual courier)</legend>
        <p className="-mt-1 text-sm text-ink-700">
          Working days in transit, 1 to 30. The zone comes from the shopper’s PIN code against your pickup’s. With
          Shiprocket as your courier, its estimate for each PIN code replaces this table.
        </p>
        {DELIVERY_ZONES.map((zone) => {
          const name = `zoneDays.${zone}`;
          return (
            <div key={zone} className="grid grid-cols-[1fr_5rem] items-start gap-x-3 gap-y-1">
              <div>
                <Label htmlFor={name}>{ZONES[zone].label}</Label>
                <p id={`${name}-hint`} className="text-xs text-ink-500">
                  {ZONES[zone].how}
                </p>
              </div>
              <Input
                id={name}
                name={name}
                type="number"
                inputMode="numeric"
                min={1}
                max={30}
                defaultValue={current.zoneDays[zone]}
                {...described(name, `${name}-hint`)}
              />
              <div className="col-span-2">{fieldError(name)}</div>
            </div>
          );
        })}
      </fieldset>
      {prefixField(
        'notServiceablePrefixes',
        'Do not deliver to PIN codes starting with',
        'commas or spaces between them, e.g. 744, 737; shoppers there are told you do not deliver there',
      )}
      {prefixField(
        'noCodPrefixes',
        'No pay on delivery for PIN codes starting with',
        'commas or spaces between them; shoppers there can still pay online',
      )}
    </SettingsForm>
  );
}
