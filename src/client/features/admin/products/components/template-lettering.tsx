import { useId, type ReactNode } from 'react';
import type { Category } from '../../../../../contracts/products';
import type { LimitedField } from '../../../../../contracts/template-choices';
import { Input } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';
import { COLOR_CHOICES, FONT_CHOICES } from '../../../../lib/lettering-choices';
import { ceilingOf, hasLettering, limitedFieldsOf, type LetteringLook } from '../logic/lettering-look';
import { Field } from './field';

const LIMIT_LABELS: Record<LimitedField, string> = {
  name: 'Longest name',
  houseNumber: 'Longest house number',
  childName: "Longest child's name",
};

/** The first refusal at a path or under it ('fonts' or 'fonts.2'). */
const errorAt = (errors: Record<string, string>, path: string) =>
  errors[path] ?? Object.entries(errors).find(([k]) => k.startsWith(`${path}.`))?.[1];

/**
 * What the shopper may choose on this photo: fonts and colours as checkbox groups (each font in
 * its own lettering, each colour with its name), and lower character limits for the product's
 * fields. Everything ticked and no limit typed is the shop standard.
 */
export function TemplateLettering({
  lettering,
  onChange,
  category,
  errors,
}: {
  lettering: LetteringLook;
  onChange: (next: LetteringLook) => void;
  category: Category | null;
  errors: Record<string, string>;
}) {
  if (!hasLettering(category)) return null;
  const toggle = <T extends string>(list: readonly T[], value: T, on: boolean, order: readonly T[]) =>
    order.filter((v) => (v === value ? on : list.includes(v)));
  return (
    <div className="space-y-4 sm:col-span-2">
      <CheckGroup legend="Fonts the shopper may choose" error={errorAt(errors, 'fonts')}>
        {FONT_CHOICES.map((f) => (
          <Check
            key={f.value}
            checked={lettering.fonts.includes(f.value)}
            invalid={Boolean(errorAt(errors, 'fonts'))}
            onChange={(on) =>
              onChange({
                ...lettering,
                fonts: toggle(
                  lettering.fonts,
                  f.value,
                  on,
                  FONT_CHOICES.map((c) => c.value),
                ),
              })
            }
          >
            <span style={f.sample}>{f.label}</span>
          </Check>
        ))}
      </CheckGroup>
      <CheckGroup legend="Colours the shopper may choose" error={errorAt(errors, 'colors')}>
        {COLOR_CHOICES.map((c) => (
          <Check
            key={c.value}
            checked={lettering.colors.includes(c.value)}
            invalid={Boolean(errorAt(errors, 'colors'))}
            onChange={(on) =>
              onChange({
                ...lettering,
                colors: toggle(
                  lettering.colors,
                  c.value,
                  on,
                  COLOR_CHOICES.map((v) => v.value),
                ),
              })
            }
          >
            <span
              aria-hidden
              className="size-5 shrink-0 rounded-full border border-ink-900/25"
              style={{ background: c.value }}
            />
            {c.label}
          </Check>
        ))}
      </CheckGroup>
      <div className="grid gap-3 sm:grid-cols-2">
        {limitedFieldsOf(category).map((field) => (
          <Field
            key={field}
            label={`${LIMIT_LABELS[field]} (characters)`}
            hint={`1 to ${ceilingOf(field)}; empty for ${ceilingOf(field)}, the shop standard`}
            error={errors[`limits.${field}`]}
          >
            {(p) => (
              <Input
                {...p}
                type="number"
                inputMode="numeric"
                min={1}
                max={ceilingOf(field)}
                step={1}
                placeholder={String(ceilingOf(field))}
                value={lettering.limits[field]}
                onChange={(e) => onChange({ ...lettering, limits: { ...lettering.limits, [field]: e.target.value } })}
              />
            )}
          </Field>
        ))}
      </div>
    </div>
  );
}

/** A group of checkboxes under a legend, with its refusal read out with the group. */
function CheckGroup({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-1.5">
      <legend className="mb-1 text-sm font-semibold text-ink-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Check({
  checked,
  invalid,
  onChange,
  children,
}: {
  checked: boolean;
  invalid: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm text-ink-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay-600',
        checked ? 'border-clay-600 bg-clay-600/10' : 'border-cream-300',
        invalid && 'border-danger-600',
      )}
    >
      <input
        type="checkbox"
        className="size-4 accent-clay-600"
        checked={checked}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}
