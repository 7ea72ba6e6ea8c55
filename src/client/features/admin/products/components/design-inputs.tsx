import { useId } from 'react';
import { Input, NativeSelect } from '../../../../components/ui/input';
import { Field } from './field';

/** The design editor's inputs: each labelled, with the contract's refusal at it (see Field). */
export function TextBox({
  label,
  value,
  onChange,
  error,
  hint,
  lang,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  lang?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(a) => <Input {...a} lang={lang} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

/** A number box; left empty it holds NaN, which the contract refuses as "Enter a number". */
export function NumberBox({
  label,
  value,
  onChange,
  error,
  hint,
  min,
  max,
  step,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
  hint?: string;
  min?: number;
  max?: number;
  step?: number;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(a) => (
        <Input
          {...a}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          value={Number.isNaN(value) ? '' : String(value)}
          onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
        />
      )}
    </Field>
  );
}

export function SelectBox<T extends string>({
  label,
  value,
  options,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(a) => (
        <NativeSelect {...a} value={value} onChange={(e) => onChange(e.target.value as T)}>
          {options.map(([v, name]) => (
            <option key={v} value={v}>
              {name}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

export function CheckBox({
  label,
  checked,
  onChange,
  error,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-900">
        <input
          type="checkbox"
          className="size-5 accent-clay-600"
          checked={checked}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled group (a fieldset) whose refusal is read with the group. */
export function Group({ legend, error, children }: { legend: string; error?: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink-900">{legend}</legend>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
