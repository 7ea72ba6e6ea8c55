import type { DesignField, DesignSlot } from '../../../../../contracts/personalisation-design';
import { Button } from '../../../../components/ui/button';
import { KIND_NAMES, type DraftField } from '../logic/design-draft';
import { CheckBox, SelectBox, TextBox } from './design-inputs';
import { KindSettings } from './design-field-settings';

/** Paths the card shows at an input; a refusal anywhere else in the field shows at the card's top. */
const AT_AN_INPUT =
  /^(id|label\.(en|hi)|required|showWhen(\.field|\.value)?|slot|fit\.(lines|minLetterMm)|placeholder\.(en|hi)|minChars|maxChars|scripts|case|pattern|format|when|minWidthPx|minHeightPx|crop|changes|display|values(\.\d+(\.(value|name\.en|name\.hi|sets))?)?|styles)$/;

export type CardMove = 'up' | 'down' | 'remove';

/** The condition: shown only while a choice above this field has one of its values. */
function Condition({
  field,
  above,
  onChange,
  err,
}: {
  field: DesignField;
  above: DesignField[];
  onChange: (field: DesignField) => void;
  err: (sub: string) => string | undefined;
}) {
  const choices = above.filter((f) => f.kind === 'choice');
  const on = field.showWhen;
  const choice = choices.find((c) => c.id === on?.field);
  const first = choices[0];
  const fieldOptions: [string, string][] = choices.map((c) => [c.id, `${c.label.en} (${c.id})`]);
  if (on && !choice) fieldOptions.unshift([on.field, `${on.field} (missing)`]);
  const valueOptions: [string, string][] = (choice?.values ?? []).map((v) => [v.value, v.name.en || v.value]);
  if (on && !choice?.values.some((v) => v.value === on.value))
    valueOptions.unshift([on.value, `${on.value} (missing)`]);
  return (
    <div className="space-y-2 rounded-xl bg-cream-100 p-3">
      <CheckBox
        label="Show only when a choice has a value"
        checked={Boolean(on)}
        disabled={!on && !first}
        onChange={(yes) =>
          onChange({
            ...field,
            showWhen: yes && first ? { field: first.id, value: first.values[0]?.value ?? 'yes' } : undefined,
          })
        }
        error={on ? undefined : err('showWhen')}
      />
      {!on && !first && <p className="text-xs text-ink-700">Add a choice above this field to make it depend on one.</p>}
      {on && (
        <div className="grid gap-2 sm:grid-cols-2">
          <SelectBox
            label="Show only when"
            value={on.field}
            options={fieldOptions}
            onChange={(id) => {
              const next = choices.find((c) => c.id === id);
              onChange({ ...field, showWhen: { field: id, value: next?.values[0]?.value ?? on.value } });
            }}
            error={err('showWhen.field') ?? err('showWhen')}
          />
          <SelectBox
            label="is"
            value={on.value}
            options={valueOptions}
            onChange={(value) => onChange({ ...field, showWhen: { ...on, value } })}
            error={err('showWhen.value')}
          />
        </div>
      )}
    </div>
  );
}

/**
 * One field of the design: its name, place in the list (buttons, or Alt + arrow keys on its
 * heading's button) and, opened, its settings with every refusal at its input.
 */
export function DesignFieldCard({
  item,
  index,
  count,
  above,
  slots,
  errors,
  open,
  onToggle,
  onChange,
  onMove,
}: {
  item: DraftField;
  index: number;
  count: number;
  above: DesignField[];
  slots: DesignSlot[];
  errors: Record<string, string>;
  open: boolean;
  onToggle: () => void;
  onChange: (field: DesignField) => void;
  onMove: (how: CardMove) => void;
}) {
  const { field, key } = item;
  const err = (sub: string) => errors[sub];
  const elsewhere = Object.entries(errors).filter(([p]) => !AT_AN_INPUT.test(p));
  const title = field.label.en || field.id;
  const headingId = `design-field-${key}`;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-cream-300 bg-cream-50 p-3 data-[invalid=true]:border-danger-600"
      data-invalid={hasErrors}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 id={headingId} className="min-w-0 basis-full sm:flex-1 sm:basis-0">
          <button
            type="button"
            data-focus={`${key}-toggle`}
            aria-expanded={open}
            aria-controls={`${headingId}-settings`}
            aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
            onClick={onToggle}
            onKeyDown={(e) => {
              if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
              e.preventDefault();
              onMove(e.key === 'ArrowUp' ? 'up' : 'down');
            }}
            className="flex min-h-11 w-full items-start gap-2 rounded-xl px-1 py-1 text-left text-ink-900"
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
            <span className="min-w-0">
              <span className="block font-semibold break-words">
                {index + 1}. {title}
              </span>
              <span className="block text-xs font-normal text-ink-700">
                {KIND_NAMES[field.kind]}
                {field.required ? ', required' : ''}
                {field.showWhen ? `, when ${field.showWhen.field} is ${field.showWhen.value}` : ''}
                {hasErrors && <span className="font-semibold text-danger-600"> · needs attention</span>}
              </span>
            </span>
          </button>
        </h3>
        <div className="ml-auto flex gap-1">
          <Button
            type="button"
            variant="outline"
            size="sm"
            data-focus={`${key}-up`}
            aria-label={`Move ${title} up`}
            disabled={index === 0}
            onClick={() => onMove('up')}
          >
            ↑
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            data-focus={`${key}-down`}
            aria-label={`Move ${title} down`}
            disabled={index === count - 1}
            onClick={() => onMove('down')}
          >
            ↓
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Remove ${title}`}
            onClick={() => onMove('remove')}
          >
            Remove
          </Button>
        </div>
      </div>
      {elsewhere.map(([p, m]) => (
        <p key={p} className="text-sm font-medium text-danger-600">
          {m}
        </p>
      ))}
      {open && (
        <div id={`${headingId}-settings`} className="grid gap-3 sm:grid-cols-2">
          <TextBox
            label="Label (English)"
            value={field.label.en}
            onChange={(en) => onChange({ ...field, label: { ...field.label, en } })}
            error={err('label.en')}
          />
          <TextBox
            label="Label (Hindi)"
            lang="hi"
            value={field.label.hi}
            onChange={(hi) => onChange({ ...field, label: { ...field.label, hi } })}
            error={err('label.hi')}
          />
          <TextBox
            label="Field id"
            hint="The key the value travels under in the cart"
            value={field.id}
            onChange={(id) => onChange({ ...field, id })}
            error={err('id')}
          />
          <CheckBox
            label="Required"
            checked={field.required}
            onChange={(required) => onChange({ ...field, required })}
            error={err('required')}
          />
          <KindSettings field={field} onChange={onChange} err={err} slots={slots} />
          <div className="sm:col-span-2">
            <Condition field={field} above={above} onChange={onChange} err={err} />
          </div>
        </div>
      )}
    </section>
  );
}
