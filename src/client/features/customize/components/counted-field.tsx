import { letteringCoverageProblem } from '../../../../contracts/lettering-coverage';
import { countCharacters, hasMarkPile } from '../../../../contracts/shopper-text';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { useFieldMessages } from '../../../lib/i18n/field-messages';

const fieldClass =
  'w-full rounded-2xl border border-cream-300 bg-cream-50 px-4 text-base text-ink-900 placeholder:text-ink-500 transition-[border-color,box-shadow] hover:border-clay-400 focus:border-clay-600 focus:shadow-[0_0_0_3px_rgb(154_66_32/0.15)] focus:outline-none';

/**
 * A labelled text input (or textarea) with the spec's live counter 'n/max'. The counter is the
 * field's description, so a screen reader says it with the label.
 */
export function CountedField({
  label,
  value,
  max,
  onChange,
  placeholder,
  multiline = false,
  hint,
  lettered = false,
}: {
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  placeholder?: string;
  multiline?: boolean;
  hint?: string;
  /** Text drawn on the piece: a character no lettering font draws is named under the field. */
  lettered?: boolean;
}) {
  const id = useId();
  const counterId = `${id}-count`;
  const count = countCharacters(value);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const messages = useFieldMessages();
  // The same rules the API and the renderers apply (contracts/shopper-text.ts, lettering-coverage.ts).
  const problem =
    (hasMarkPile(value) ? messages.tooManyMarks(label) : null) ??
    (lettered ? letteringCoverageProblem(value, label) : null);
  const common = {
    id,
    value,
    placeholder,
    'aria-describedby': [problem ? errorId : null, hint ? hintId : null, counterId].filter(Boolean).join(' '),
    'aria-invalid': problem ? true : undefined,
    // A name typed in Urdu reads from the right in the field, as the lettering draws it.
    dir: lettered ? 'auto' : undefined,
  };
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink-900">
          {label}
        </label>
        <span
          id={counterId}
          className={cn('text-xs tabular-nums', count >= max ? 'font-semibold text-clay-700' : 'text-ink-500')}
        >
          {`${count}/${max}`}
        </span>
      </div>
      {multiline ? (
        <textarea
          {...common}
          rows={3}
          onChange={(e) => onChange(e.target.value)}
          className={cn(fieldClass, 'min-h-24 resize-none py-3 leading-relaxed')}
        />
      ) : (
        <input
          {...common}
          type="text"
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
          className={cn(fieldClass, 'h-12')}
        />
      )}
      {problem ? (
        <p id={errorId} role="alert" className="text-xs font-semibold text-clay-700">
          {problem}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
