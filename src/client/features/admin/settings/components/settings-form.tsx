import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { ApiError, errorMessage } from '../../../../lib/api-client';

export type SettingsErrors = Record<string, string>;

/**
 * A refused save as the form shows it: the server's field issues (a 400 with `issues`) at their
 * fields, keyed as `toErrors` names them, else one message for the whole form.
 */
export function settingsErrorsFrom(
  err: unknown,
  fallback: string,
  toErrors: (issues: { path: string; message: string }[]) => SettingsErrors = (issues) =>
    Object.fromEntries(issues.map((i) => [i.path, i.message])),
): SettingsErrors {
  if (err instanceof ApiError && err.status === 400) {
    try {
      const body = JSON.parse(err.body) as { issues?: { path: string; message: string }[] };
      if (body.issues?.length) return toErrors(body.issues);
    } catch {
      /* not JSON: one message for the form below */
    }
  }
  return { form: errorMessage(err, fallback) };
}

/**
 * One section of the settings page that saves on its own: its card, its heading and what it does,
 * the form's own error (or a pointer to the fields that are wrong), its fields, and Save with the
 * answer announced beside it.
 */
export function SettingsForm({
  id,
  title,
  intro,
  errors,
  onSubmit,
  saving,
  saveLabel,
  saved,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  errors: SettingsErrors;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  saveLabel: string;
  saved: string;
  children: ReactNode;
}) {
  const fieldsWrong = Object.keys(errors).length > 0 && !errors.form;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="grid max-w-2xl gap-5 rounded-[var(--radius-card)] bg-cream-50 p-4 md:p-6"
    >
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink-900">
        {title}
      </h2>
      <p className="-mt-3 text-sm text-ink-700">{intro}</p>
      {errors.form || fieldsWrong ? (
        <p role="alert" className="text-sm font-semibold text-danger-600">
          {errors.form ?? 'Please check the highlighted fields.'}
        </p>
      ) : null}
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : saveLabel}
        </Button>
        <p role="status" aria-live="polite" className="text-sm font-semibold text-leaf-600">
          {saved}
        </p>
      </div>
    </form>
  );
}
