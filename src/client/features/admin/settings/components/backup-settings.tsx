import { useState, type FormEvent } from 'react';
import { backupScheduleInputSchema } from '../../../../../contracts/backup-schedule';
import { Input, Label } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { useBackupSchedule, useSaveBackupSchedule } from '../api/backup-schedule';
import { SettingsForm, settingsErrorsFrom, type SettingsErrors } from './settings-form';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/**
 * The daily backup (docs/operations.md, Back up): on or off, how many archives to keep, and the
 * last scheduled run's time and result, so the owner sees a failing backup before they need one.
 */
export function BackupSettings() {
  const schedule = useBackupSchedule();
  const save = useSaveBackupSchedule();
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [saved, setSaved] = useState('');
  if (schedule.isPending) return null;
  if (schedule.isError)
    return (
      <p role="alert" className="text-sm text-danger-600">
        {errorMessage(schedule.error, 'Could not load the backup setting.')}
      </p>
    );
  const current = schedule.data;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSaved('');
    const data = new FormData(e.currentTarget);
    const parsed = backupScheduleInputSchema.safeParse({
      enabled: data.get('backupEnabled') === 'on',
      keep: Number(data.get('keep')),
    });
    if (!parsed.success)
      return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (s) => setSaved(s.enabled ? 'Saved. A backup is made each day.' : 'Saved. No daily backup.'),
      onError: (err) => setErrors(settingsErrorsFrom(err, 'Could not save.')),
    });
  };

  return (
    <SettingsForm
      id="backups"
      title="Daily backup"
      intro={
        <>
          Once a day the shop writes a backup of its orders, invoices, customers and files to{' '}
          <code className="break-all">{current.folder}</code>. Copy them off this machine: a backup on the same disk
          does not survive the disk.
        </>
      }
      errors={errors}
      onSubmit={onSubmit}
      saving={save.isPending}
      saveLabel="Save backup setting"
      saved={saved}
    >
      {current.unavailable ? <p className="text-sm text-ink-700">{current.unavailable}</p> : null}
      <label className="flex min-h-10 items-center gap-3 font-semibold text-ink-900">
        <input
          type="checkbox"
          name="backupEnabled"
          defaultChecked={current.enabled}
          className="size-5 accent-clay-600"
        />
        Make a backup every day
      </label>
      <div className="grid gap-1.5">
        <Label htmlFor="keep">Backups to keep</Label>
        <p id="keep-hint" className="-mt-1 text-xs text-ink-500">
          1 to 60; the oldest is removed when a new one is made
        </p>
        <Input
          id="keep"
          name="keep"
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          defaultValue={current.keep}
          aria-describedby={['keep-hint', errors.keep ? 'keep-error' : ''].filter(Boolean).join(' ')}
          {...(errors.keep ? { 'aria-invalid': true as const } : {})}
        />
        {errors.keep ? (
          <p id="keep-error" className="text-sm font-semibold text-danger-600">
            {errors.keep}
          </p>
        ) : null}
      </div>
      <p className="text-sm text-ink-700" data-testid="last-backup">
        {current.last === null ? (
          'No scheduled backup has run yet.'
        ) : current.last.ok ? (
          <>
            Last backup: {when(current.last.at)}, <span className="break-all">{current.last.message}</span>
          </>
        ) : (
          <span className="font-semibold text-danger-600">
            The last backup failed ({when(current.last.at)}): {current.last.message}
          </span>
        )}
      </p>
    </SettingsForm>
  );
}
