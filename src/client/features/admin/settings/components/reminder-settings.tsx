import { useState, type FormEvent } from 'react';
import { recoverySettingsSchema } from '../../../../../contracts/recovery';
import { Input, Label, NativeSelect } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { useRecoverySettings, useReminderCodes, useSaveRecoverySettings } from '../api/recovery-settings';
import { SettingsForm, settingsErrorsFrom, type SettingsErrors } from './settings-form';

type Errors = SettingsErrors;

/**
 * Issue 29 item 4: one WhatsApp reminder to a shopper who left their checkout (with the opt-in),
 * on or off, after the owner's delay, optionally naming one of the shop's codes.
 */
export function ReminderSettings() {
  const settings = useRecoverySettings();
  const codes = useReminderCodes();
  const save = useSaveRecoverySettings();
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState('');
  if (settings.isPending) return null;
  if (settings.isError)
    return (
      <p role="alert" className="text-sm text-danger-600">
        {errorMessage(settings.error, 'Could not load the reminder settings.')}
      </p>
    );
  const current = settings.data;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSaved('');
    const data = new FormData(e.currentTarget);
    const code = data.get('offerCode');
    const parsed = recoverySettingsSchema.safeParse({
      enabled: data.get('enabled') === 'on',
      delayMinutes: Number(data.get('delayMinutes')),
      offerCode: typeof code === 'string' && code ? code : null,
    });
    if (!parsed.success)
      return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (s) => setSaved(s.enabled ? 'Saved. Reminders go as set.' : 'Saved. No reminders will go.'),
      onError: (err) => setErrors(settingsErrorsFrom(err, 'Could not save.')),
    });
  };
  const described = (name: string, hint: string) => ({
    'aria-describedby': [hint, errors[name] ? `${name}-error` : ''].filter(Boolean).join(' '),
    ...(errors[name] ? { 'aria-invalid': true as const } : {}),
  });
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className="text-sm font-semibold text-danger-600">
        {errors[name]}
      </p>
    ) : null;

  return (
    <SettingsForm
      id="reminders"
      title="Checkout reminders"
      intro="A shopper who gave their mobile number with the WhatsApp opt-in and did not finish gets one reminder with a link back to their checkout. Never after the order is placed."
      errors={errors}
      onSubmit={onSubmit}
      saving={save.isPending}
      saveLabel="Save reminders"
      saved={saved}
    >
      <label className="flex min-h-10 items-center gap-3 font-semibold text-ink-900">
        <input type="checkbox" name="enabled" defaultChecked={current.enabled} className="size-5 accent-clay-600" />
        Send checkout reminders
      </label>
      <div className="grid gap-1.5">
        <Label htmlFor="delayMinutes">Send after (minutes)</Label>
        <p id="delayMinutes-hint" className="-mt-1 text-xs text-ink-500">
          15 minutes to 7 days (10080); 60 is an hour
        </p>
        <Input
          id="delayMinutes"
          name="delayMinutes"
          type="number"
          inputMode="numeric"
          min={15}
          max={10080}
          defaultValue={current.delayMinutes}
          {...described('delayMinutes', 'delayMinutes-hint')}
        />
        {fieldError('delayMinutes')}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="offerCode">Code to offer in the reminder</Label>
        <p id="offerCode-hint" className="-mt-1 text-xs text-ink-500">
          optional; named only while it can be used (not paused, ended or used up)
        </p>
        <NativeSelect
          id="offerCode"
          name="offerCode"
          defaultValue={current.offerCode ?? ''}
          key={codes.data ? 'codes' : 'loading'}
          {...described('offerCode', 'offerCode-hint')}
        >
          <option value="">No code</option>
          {current.offerCode && !codes.data?.some((c) => c.code === current.offerCode) ? (
            <option value={current.offerCode}>{current.offerCode}</option>
          ) : null}
          {codes.data?.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} · {c.title}
              {c.paused ? ' (paused)' : ''}
            </option>
          ))}
        </NativeSelect>
        {fieldError('offerCode')}
      </div>
    </SettingsForm>
  );
}
