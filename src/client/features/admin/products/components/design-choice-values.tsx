import type { DesignField } from '../../../../../contracts/personalisation-design';
import { Button } from '../../../../components/ui/button';
import { Group, TextBox } from './design-inputs';

type Choice = Extract<DesignField, { kind: 'choice' }>;

/**
 * A choice's values, each with its EN and HI names and what it sets (what it changes and how it is
 * shown are rows of the kind's table in design-field-settings).
 */
export function DesignChoiceValues({
  field,
  onChange,
  err,
}: {
  field: Choice;
  onChange: (field: Choice) => void;
  err: (sub: string) => string | undefined;
}) {
  const setValue = (j: number, patch: Partial<Choice['values'][number]>) =>
    onChange({ ...field, values: field.values.map((v, k) => (k === j ? { ...v, ...patch } : v)) });
  const add = () => {
    const n = field.values.length + 1;
    onChange({
      ...field,
      values: [...field.values, { value: `value${n}`, name: { en: '', hi: '' }, sets: `value${n}` }],
    });
  };
  return (
    <Group legend="Values" error={err('values')}>
      <ol className="space-y-3">
        {field.values.map((v, j) => (
          <li key={j} className="space-y-2 rounded-xl border border-cream-300 p-3">
            <fieldset className="grid min-w-0 gap-2 sm:grid-cols-2">
              <legend className="text-sm font-semibold text-ink-900">Value {j + 1}</legend>
              <TextBox
                label={`Value ${j + 1} key`}
                value={v.value}
                onChange={(value) => setValue(j, { value })}
                error={err(`values.${j}.value`)}
              />
              <TextBox
                label={`Value ${j + 1} name (English)`}
                value={v.name.en}
                onChange={(en) => setValue(j, { name: { ...v.name, en } })}
                error={err(`values.${j}.name.en`)}
              />
              <TextBox
                label={`Value ${j + 1} name (Hindi)`}
                lang="hi"
                value={v.name.hi}
                onChange={(hi) => setValue(j, { name: { ...v.name, hi } })}
                error={err(`values.${j}.name.hi`)}
              />
              <TextBox
                label={`Value ${j + 1} sets`}
                hint="A font, a colour (#1A1A1A), a motif or theme key"
                value={v.sets}
                onChange={(sets) => setValue(j, { sets })}
                error={err(`values.${j}.sets`)}
              />
            </fieldset>
            {err(`values.${j}`) && <p className="text-sm font-medium text-danger-600">{err(`values.${j}`)}</p>}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => onChange({ ...field, values: field.values.filter((_, k) => k !== j) })}
            >
              Remove value {j + 1}
            </Button>
          </li>
        ))}
      </ol>
      <Button type="button" variant="outline" size="sm" onClick={add}>
        Add a value
      </Button>
    </Group>
  );
}
