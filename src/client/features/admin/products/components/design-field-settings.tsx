import type { ReactNode } from 'react';
import {
  DATE_FORMATS,
  DESIGN_SCRIPTS,
  type DesignField,
  type DesignFieldKind,
  type DesignScript,
  type DesignSlot,
} from '../../../../../contracts/personalisation-design';
import { MUG_STYLES } from '../../../../../contracts/previews';
import { SLOT_KIND } from '../logic/design-draft';
import { STYLE_NAMES } from '../logic/design-samples';
import { DesignChoiceValues } from './design-choice-values';
import { CheckBox, Group, NumberBox, SelectBox, TextBox } from './design-inputs';

type Err = (sub: string) => string | undefined;
type Props<F extends DesignField> = { field: F; onChange: (field: F) => void; err: Err; slots: DesignSlot[] };
type FieldOf<K extends DesignFieldKind> = Extract<DesignField, { kind: K }>;
type Lettered = FieldOf<'text' | 'number' | 'date'>;

const DATE_FORMAT_NAMES: Record<(typeof DATE_FORMATS)[number], string> = {
  'd MMM yyyy': '12 Dec 2026',
  'dd.MM.yyyy': '12.12.2026',
  'hindi-numerals': '१२.१२.२०२६ (Hindi numerals)',
};

/** The field's keys whose value is of type V (a number box fills a number, a select a string). */
type KeysOf<F, V> = { [K in keyof F]-?: F[K] extends V ? K : never }[keyof F];

/**
 * One row of a kind's settings, as data: a number box, a select whose options are the key's own
 * values, an optional text (left empty, it is left out), or settings of their own (`Rows`). Each
 * input is labelled and shows the contract's refusal at its key.
 */
type Row<F extends DesignField> =
  | { input: 'number'; label: string; key: KeysOf<F, number>; min: number; max?: number }
  | {
      [K in KeysOf<F, string>]: {
        input: 'select';
        label: string;
        key: K;
        options: readonly (readonly [F[K] & string, string])[];
      };
    }[KeysOf<F, string>]
  | { input: 'optional text'; label: string; key: KeysOf<F, string | undefined>; hint?: string }
  | { input: 'own'; Rows: (props: Props<F>) => ReactNode };

/** Which slot of the template a field goes in: only slots of the kind it needs are offered. */
function SlotPick<F extends Extract<DesignField, { slot: string }>>({ field, onChange, err, slots }: Props<F>) {
  const kind = SLOT_KIND[field.kind];
  const fitting = slots.filter((s) => s.kind === kind);
  const options: [string, string][] = fitting.map((s) => [s.id, `${s.id} (${s.kind})`]);
  if (!fitting.some((s) => s.id === field.slot))
    options.unshift([field.slot, field.slot ? `${field.slot} (missing)` : 'None']);
  return (
    <SelectBox
      label="Where it goes (slot)"
      value={field.slot}
      options={options}
      onChange={(slot) => onChange({ ...field, slot })}
      error={err('slot')}
      hint={fitting.length === 0 ? `Add a ${kind ?? ''} slot below first.` : undefined}
    />
  );
}

/** Slot, fitting rule and placeholder: what every lettered field (text, number, date) has. */
function LetteredSettings<F extends Lettered>({ field, onChange, err, slots }: Props<F>) {
  const placeholder = field.placeholder ?? { en: '', hi: '' };
  const setPlaceholder = (p: { en: string; hi: string }) =>
    onChange({ ...field, placeholder: p.en || p.hi ? p : undefined });
  return (
    <>
      <SlotPick field={field} onChange={onChange} err={err} slots={slots} />
      <SelectBox
        label="Fitting rule"
        value={String(field.fit.lines) as '1' | '2'}
        options={[
          ['1', 'Shrink to fit, one line'],
          ['2', 'Shrink to fit, up to two lines'],
        ]}
        onChange={(v) => onChange({ ...field, fit: { ...field.fit, lines: v === '2' ? 2 : 1 } })}
        error={err('fit.lines')}
      />
      <NumberBox
        label="Smallest letter height (mm)"
        value={field.fit.minLetterMm}
        min={1}
        max={100}
        onChange={(minLetterMm) => onChange({ ...field, fit: { ...field.fit, minLetterMm } })}
        error={err('fit.minLetterMm')}
      />
      {field.kind !== 'date' && (
        <>
          <TextBox
            label="Placeholder (English)"
            value={placeholder.en}
            onChange={(en) => setPlaceholder({ ...placeholder, en })}
            error={err('placeholder.en')}
          />
          <TextBox
            label="Placeholder (Hindi)"
            lang="hi"
            value={placeholder.hi}
            onChange={(hi) => setPlaceholder({ ...placeholder, hi })}
            error={err('placeholder.hi')}
          />
        </>
      )}
    </>
  );
}

function ScriptsPick({ field, onChange, err }: Props<FieldOf<'text'>>) {
  const any = field.scripts === 'any';
  const picked: readonly DesignScript[] = field.scripts === 'any' ? [] : field.scripts;
  const toggle = (s: DesignScript, on: boolean) =>
    onChange({ ...field, scripts: DESIGN_SCRIPTS.filter((d) => (d === s ? on : picked.includes(d))) });
  return (
    <Group legend="Scripts the shopper may type" error={err('scripts')}>
      <CheckBox
        label="Any script we support"
        checked={any}
        onChange={(on) => onChange({ ...field, scripts: on ? 'any' : ['Latin'] })}
      />
      {!any && (
        <div className="grid grid-cols-2 gap-x-3">
          {DESIGN_SCRIPTS.map((s) => (
            <CheckBox key={s} label={s} checked={picked.includes(s)} onChange={(on) => toggle(s, on)} />
          ))}
        </div>
      )}
    </Group>
  );
}

function StylesPick({ field, onChange, err }: Props<FieldOf<'caricature'>>) {
  return (
    <Group legend="Art styles on offer" error={err('styles')}>
      {MUG_STYLES.map((s) => (
        <CheckBox
          key={s}
          label={STYLE_NAMES[s]}
          checked={field.styles.includes(s)}
          onChange={(on) =>
            onChange({ ...field, styles: MUG_STYLES.filter((m) => (m === s ? on : field.styles.includes(m))) })
          }
        />
      ))}
    </Group>
  );
}

const MOST_CHARACTERS = { input: 'number', label: 'Most characters', key: 'maxChars', min: 1, max: 200 } as const;

/** Every kind's settings, in the order the card shows them (the label, id, required and condition are the card's). */
const KIND_ROWS: { [K in DesignFieldKind]: readonly Row<FieldOf<K>>[] } = {
  text: [
    { input: 'number', label: 'Fewest characters', key: 'minChars', min: 0, max: 200 },
    MOST_CHARACTERS,
    {
      input: 'select',
      label: 'Letter case',
      key: 'case',
      options: [
        ['as-typed', 'As typed'],
        ['upper', 'CAPITALS'],
        ['lower', 'small letters'],
        ['title', 'Title Case'],
      ],
    },
    { input: 'own', Rows: ScriptsPick },
    { input: 'own', Rows: LetteredSettings },
  ],
  number: [
    MOST_CHARACTERS,
    {
      input: 'optional text',
      label: 'Pattern (a regular expression)',
      key: 'pattern',
      hint: 'For a house number: [A-Za-z0-9/ -]+ . Leave empty for any.',
    },
    { input: 'own', Rows: LetteredSettings },
  ],
  date: [
    {
      input: 'select',
      label: 'Format on the piece',
      key: 'format',
      options: DATE_FORMATS.map((f) => [f, DATE_FORMAT_NAMES[f]] as const),
    },
    {
      input: 'select',
      label: 'Which dates',
      key: 'when',
      options: [
        ['any', 'Any date'],
        ['past', 'Today or earlier'],
        ['future', 'Today or later'],
      ],
    },
    { input: 'own', Rows: LetteredSettings },
  ],
  photo: [
    { input: 'own', Rows: SlotPick },
    { input: 'number', label: 'Smallest width (pixels)', key: 'minWidthPx', min: 0 },
    { input: 'number', label: 'Smallest height (pixels)', key: 'minHeightPx', min: 0 },
    {
      input: 'select',
      label: 'Crop shape',
      key: 'crop',
      options: [
        ['rectangle', 'Rectangle'],
        ['square', 'Square'],
        ['circle', 'Circle'],
      ],
    },
  ],
  choice: [
    {
      input: 'select',
      label: 'What it changes',
      key: 'changes',
      options: [
        ['font', 'The font'],
        ['colour', 'The colour'],
        ['motif', 'A motif'],
        ['theme', 'The theme'],
        ['style', 'The style'],
        ['option', 'An option (e.g. "Add a date?")'],
      ],
    },
    {
      input: 'select',
      label: 'Shown as',
      key: 'display',
      options: [
        ['tiles', 'Tiles'],
        ['list', 'A list'],
      ],
    },
    { input: 'own', Rows: DesignChoiceValues },
  ],
  caricature: [{ input: 'own', Rows: StylesPick }],
};

/** One row of the table, drawn with the design editor's inputs. */
function RowInput<F extends DesignField>({ row, ...props }: Props<F> & { row: Row<F> }) {
  const { field, onChange, err } = props;
  // A row's key is one of the field's own, of the row's type (see Row): the value set is of that type.
  const set = (key: keyof F, value: unknown) => onChange({ ...field, [key]: value });
  switch (row.input) {
    case 'number':
      return (
        <NumberBox
          label={row.label}
          value={field[row.key] as number}
          min={row.min}
          max={row.max}
          onChange={(v) => set(row.key, v)}
          error={err(String(row.key))}
        />
      );
    case 'select':
      return (
        <SelectBox
          label={row.label}
          value={field[row.key] as string}
          options={row.options}
          onChange={(v) => set(row.key, v)}
          error={err(String(row.key))}
        />
      );
    case 'optional text':
      return (
        <TextBox
          label={row.label}
          value={(field[row.key] as string | undefined) ?? ''}
          hint={row.hint}
          onChange={(v) => set(row.key, v || undefined)}
          error={err(String(row.key))}
        />
      );
    case 'own':
      return <row.Rows {...props} />;
  }
}

/** The settings of one field's kind: its rows of KIND_ROWS, in order. */
export function KindSettings(props: Props<DesignField>) {
  // The table is keyed by kind, so the rows are the rows of this field's own kind.
  const rows = KIND_ROWS[props.field.kind] as readonly Row<DesignField>[];
  return rows.map((row, i) => <RowInput key={i} row={row} {...props} />);
}
