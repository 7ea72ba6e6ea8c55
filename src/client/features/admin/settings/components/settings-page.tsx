import { useState, type FormEvent } from 'react';
import { PageHeading } from '../../../../components/admin/page-heading';
import { CourierMessageSwitches } from './courier-message-switches';
import { BackupSettings } from './backup-settings';
import { DeliverySettingsSection } from './delivery-settings';
import { ErrorState } from '../../../../components/admin/query-states';
import { Button } from '../../../../components/ui/button';
import { Input, Label, NativeSelect, Textarea } from '../../../../components/ui/input';
import { ApiError } from '../../../../lib/api-client';
import { GSTIN_MESSAGES, gstinProblem, gstinStateMismatch } from '../../../../../contracts/gstin';
import { INDIAN_STATES } from '../../../../../contracts/indian-states';
import type { ShopSettings } from '../../../../../contracts/settings';
import { useSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import { MachineProfiles } from './machine-profiles';
import { ReminderSettings } from './reminder-settings';

type Errors = Record<string, string>;

const FIELDS: { name: string; label: string; hint?: string; long?: boolean; type?: string }[] = [
  { name: 'legalName', label: 'Legal name', hint: 'as registered, shown on invoices and in the store’s footer' },
  { name: 'address', label: 'Address', long: true },
  { name: 'gstin', label: 'GSTIN', hint: 'optional: without it invoices are bills of supply' },
  { name: 'supportPhone', label: 'Customer care phone', type: 'tel' },
  { name: 'supportEmail', label: 'Customer care email', type: 'email' },
  { name: 'grievanceOfficer', label: 'Grievance officer', hint: 'name, designation and how to reach them', long: true },
  { name: 'policies.shipping', label: 'Shipping and delivery policy', long: true },
  {
    name: 'policies.cancellation',
    label: 'Cancellation and refund policy',
    hint: 'for personalised goods',
    long: true,
  },
  { name: 'policies.privacy', label: 'Privacy policy', long: true },
  {
    name: 'designRetentionDays',
    label: 'Keep shared designs for (days)',
    hint: 'optional, 30 when empty: a design a shopper shared and did not buy; an ordered one is kept for ever',
    type: 'number',
  },
  {
    name: 'uploadRetentionDays',
    label: 'Keep photos nobody ordered for (days)',
    hint: 'optional, 30 when empty: a shopper’s uploaded photo, and the previews of a cart left unbought',
    type: 'number',
  },
  {
    name: 'orderPhotoRetentionDays',
    label: 'Keep an order’s photos after delivery for (days)',
    hint: 'optional, 180 when empty: the photos and production files, for remaking a piece within its claim window',
    type: 'number',
  },
];

function read(form: HTMLFormElement): ShopSettings {
  const data = new FormData(form);
  const s = (k: string) => {
    const v = data.get(k);
    return typeof v === 'string' ? v.trim() : '';
  };
  return {
    legalName: s('legalName'),
    address: s('address'),
    state: s('state') as ShopSettings['state'],
    gstin: s('gstin').toUpperCase(),
    supportPhone: s('supportPhone'),
    supportEmail: s('supportEmail'),
    grievanceOfficer: s('grievanceOfficer'),
    policies: {
      shipping: s('policies.shipping'),
      cancellation: s('policies.cancellation'),
      privacy: s('policies.privacy'),
    },
    // Empty keeps the default; a value that is not a whole number is the server's to refuse by name.
    ...(s('designRetentionDays') ? { designRetentionDays: Number(s('designRetentionDays')) } : {}),
    ...(s('uploadRetentionDays') ? { uploadRetentionDays: Number(s('uploadRetentionDays')) } : {}),
    ...(s('orderPhotoRetentionDays') ? { orderPhotoRetentionDays: Number(s('orderPhotoRetentionDays')) } : {}),
  };
}

/** The server's 400 names each field (`issues[].path`); anything else is one message for the form. */
function errorsFrom(err: unknown): Errors {
  if (err instanceof ApiError && err.status === 400) {
    try {
      const body = JSON.parse(err.body) as { issues?: { path: string; message: string }[]; error?: string };
      if (body.issues?.length) return Object.fromEntries(body.issues.map((i) => [i.path, i.message]));
      return { form: body.error ?? 'Please check the fields.' };
    } catch {
      return { form: err.body };
    }
  }
  return { form: err instanceof Error ? err.message : 'Could not save.' };
}

/** The owner's shop details: who sells, where from, how to reach them and the policies shoppers read. */
export function SettingsPage() {
  const query = useSettings();
  const save = useSaveSettings();
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  if (query.isPending) return <PageHeading title="Shop settings" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const current = query.data.settings;
  const valueOf = (name: string): string => {
    if (!current) return '';
    if (name.startsWith('policies.')) return current.policies[name.slice(9) as keyof ShopSettings['policies']];
    const v = (current as unknown as Record<string, unknown>)[name];
    return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSaved(false);
    const body = read(e.currentTarget);
    const problem = body.gstin ? gstinProblem(body.gstin) : null;
    if (problem) return setErrors({ gstin: GSTIN_MESSAGES[problem] });
    const mismatch = body.gstin ? gstinStateMismatch(body.gstin, body.state) : null;
    if (mismatch) return setErrors({ gstin: mismatch });
    setErrors({});
    save.mutate(body, { onSuccess: () => setSaved(true), onError: (err) => setErrors(errorsFrom(err)) });
  };
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className="text-sm font-semibold text-danger-600">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${name}-error` } : {};

  return (
    <div className="space-y-6">
      <PageHeading title="Shop settings" />
      <p className="max-w-2xl text-sm text-ink-700">
        Shoppers see these in the store’s footer, at checkout and on their invoices. The Consumer Protection
        (E-Commerce) Rules 2020 ask an online seller to show them.
      </p>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid max-w-2xl gap-5 rounded-[var(--radius-card)] bg-cream-50 p-4 md:p-6"
      >
        {errors.form ? (
          <p
            role="alert"
            className="rounded-2xl border border-danger-600 px-4 py-3 text-sm font-semibold text-danger-600"
          >
            {errors.form}
          </p>
        ) : null}
        {Object.keys(errors).length > 0 && !errors.form ? (
          <p role="alert" className="text-sm font-semibold text-danger-600">
            Please check the highlighted fields.
          </p>
        ) : null}
        {FIELDS.slice(0, 2).map((f) => (
          <Field key={f.name} f={f} value={valueOf(f.name)} error={fieldError(f.name)} aria={described(f.name)} />
        ))}
        <div className="grid gap-1.5">
          <Label htmlFor="state">State</Label>
          <NativeSelect id="state" name="state" defaultValue={current?.state ?? ''} required {...described('state')}>
            <option value="">Choose the state you ship from</option>
            {INDIAN_STATES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </NativeSelect>
          {fieldError('state')}
        </div>
        {FIELDS.slice(2).map((f) => (
          <Field key={f.name} f={f} value={valueOf(f.name)} error={fieldError(f.name)} aria={described(f.name)} />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save settings'}
          </Button>
          <p role="status" className="text-sm font-semibold text-leaf-600">
            {saved ? 'Saved. The store shows the new details now.' : ''}
          </p>
        </div>
      </form>
      <ReminderSettings />
      <DeliverySettingsSection />
      <CourierMessageSwitches />
      <MachineProfiles />
      <BackupSettings />
    </div>
  );
}

function Field({
  f,
  value,
  error,
  aria,
}: {
  f: (typeof FIELDS)[number];
  value: string;
  error: React.ReactNode;
  aria: Record<string, unknown>;
}) {
  const hintId = f.hint ? `${f.name}-hint` : undefined;
  const props = { id: f.name, name: f.name, defaultValue: value, 'aria-describedby': hintId, ...aria };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={f.name}>{f.label}</Label>
      {f.hint ? (
        <p id={hintId} className="-mt-1 text-xs text-ink-500">
          {f.hint}
        </p>
      ) : null}
      {f.long ? (
        <Textarea {...props} rows={f.name.startsWith('policies.') ? 5 : 2} />
      ) : (
        <Input {...props} type={f.type ?? 'text'} />
      )}
      {error}
    </div>
  );
}
