import {
  DATE_FORMATS,
  DESIGN_SCRIPTS,
  type DesignField,
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
type Lettered = Extract<DesignField, { kind: 'text' | 'number' | 'date' }>;

export const DATE_FORMAT_NAMES: Record<(typeof DATE_FORMATS)[number], string> = {
  'd MMM yyyy': '12 Dec 2026',
  'dd.MM.yyyy': '12.12.2026',
  'hindi-numerals': '१२.१२.२०२६ (Hindi numerals)',
};

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
function LetteredSettings({ field, onChange, err, slots }: Props<Lettered>) {
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

function TextSettings({ field, onChange, err }: Props<Extract<DesignField, { kind: 'text' }>>) {
  const any = field.scripts === 'any';
  const picked: readonly DesignScript[] = field.scripts === 'any' ? [] : field.scripts;
  const toggle = (s: DesignScript, on: boolean) =>
    onChange({ ...field, scripts: DESIGN_SCRIPTS.filter((d) => (d === s ? on : picked.includes(d))) });
  return (
    <>
      <NumberBox
        label="Fewest characters"
        value={field.minChars}
        min={0}
        max={200}
        onChange={(minChars) => onChange({ ...field, minChars })}
        error={err('minChars')}
      />
      <NumberBox
        label="Most characters"
        value={field.maxChars}
        min={1}
        max={200}
        onChange={(maxChars) => onChange({ ...field, maxChars })}
        error={err('maxChars')}
      />
      <SelectBox
        label="Letter case"
        value={field.case}
        options={[
          ['as-typed', 'As typed'],
          ['upper', 'CAPITALS'],
          ['lower', 'small letters'],
          ['title', 'Title Case'],
        ]}
        onChange={(c) => onChange({ ...field, case: c })}
        error={err('case')}
      />
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
    </>
  );
}

/** The settings of one field's kind (the label, id, required and condition are the card's). */
export function KindSettings({ field, onChange, err, slots }: Props<DesignField>) {
  switch (field.kind) {
    case 'text':
      return (
        <>
          <TextSettings field={field} onChange={onChange} err={err} slots={slots} />
          <LetteredSettings field={field} onChange={onChange} err={err} slots={slots} />
        </>
      );
    case 'number':
      return (
        <>
          <NumberBox
            label="Most characters"
            value={field.maxChars}
            min={1}
            max={200}
            onChange={(maxChars) => onChange({ ...field, maxChars })}
            error={err('maxChars')}
          />
          <TextBox
            label="Pattern (a regular expression)"
            value={field.pattern ?? ''}
            hint="For a house number: [A-Za-z0-9/ -]+ . Leave empty for any."
            onChange={(pattern) => onChange({ ...field, pattern: pattern || undefined })}
            error={err('pattern')}
          />
          <LetteredSettings field={field} onChange={onChange} err={err} slots={slots} />
        </>
      );
    case 'date':
      return (
        <>
          <SelectBox
            label="Format on the piece"
            value={field.format}
            options={DATE_FORMATS.map((f) => [f, DATE_FORMAT_NAMES[f]] as const)}
            onChange={(format) => onChange({ ...field, format })}
            error={err('format')}
          />
          <SelectBox
            label="Which dates"
            value={field.when}
            options={[
              ['any', 'Any date'],
              ['past', 'Today or earlier'],
              ['future', 'Today or later'],
            ]}
            onChange={(when) => onChange({ ...field, when })}
            error={err('when')}
          />
          <LetteredSettings field={field} onChange={onChange} err={err} slots={slots} />
        </>
      );
    case 'photo':
      return (
        <>
          <SlotPick field={field} onChange={onChange} err={err} slots={slots} />
          <NumberBox
            label="Smallest width (pixels)"
            value={field.minWidthPx}
            min={0}
            onChange={(minWidthPx) => onChange({ ...field, minWidthPx })}
            error={err('minWidthPx')}
          />
          <NumberBox
            label="Smallest height (pixels)"
            value={field.minHeightPx}
            min={0}
            onChange={(minHeightPx) => onChange({ ...field, minHeightPx })}
            error={err('minHeightPx')}
          />
          <SelectBox
            label="Crop shape"
            value={field.crop}
            options={[
              ['rectangle', 'Rectangle'],
              ['square', 'Square'],
              ['circle', 'Circle'],
            ]}
            onChange={(crop) => onChange({ ...field, crop })}
            error={err('crop')}
          />
        </>
      );
    case 'choice':
      return <DesignChoiceValues field={field} onChange={onChange} err={err} />;
    case 'caricature':
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
}
