import { useId, useState } from 'react';
import type { StudioProduct } from '../../../../../contracts/admin-products';
import { isShown, type DesignField, type DesignSlot } from '../../../../../contracts/personalisation-design';
import { RadioChip, RadioChipGroup } from '../../../../components/ui/radio-chips';
import { dateOnPiece, sampleValue, STYLE_NAMES, type SampleLang } from '../logic/design-samples';
import { DesignPiece } from './design-piece';
import { DesignServerPreview } from './design-server-preview';

const CASE_HINT = {
  'as-typed': '',
  upper: 'Printed in CAPITALS',
  lower: 'Printed in small letters',
  title: 'Printed in Title Case',
};
const CROP = { rectangle: 'a rectangle', square: 'a square', circle: 'a circle' };

/** One field as the shopper's sheet asks it: its label, its limits and its value (sample or typed). */
function AskedField({
  field,
  lang,
  value,
  onValue,
}: {
  field: DesignField;
  lang: SampleLang;
  value: string;
  onValue: (v: string) => void;
}) {
  const id = useId();
  const label = field.label[lang] || field.label.en || field.id;
  const tag = field.required ? '' : lang === 'hi' ? ' (वैकल्पिक)' : ' (optional)';
  const box = 'h-10 w-full rounded-xl border border-cream-300 bg-white px-3 text-sm text-ink-900';
  const hint = (text: string) => text && <p className="text-xs text-ink-700">{text}</p>;
  if (field.kind === 'choice' || field.kind === 'caricature') {
    const options =
      field.kind === 'choice'
        ? field.values.map((v) => [v.value, v.name[lang] || v.name.en || v.value] as const)
        : field.styles.map((s) => [s, STYLE_NAMES[s]] as const);
    if (field.kind === 'choice' && field.display === 'list')
      return (
        <div className="space-y-1">
          <label htmlFor={id} className="text-sm font-semibold text-ink-900">
            {label}
            {tag}
          </label>
          <select id={id} className={box} value={value} onChange={(e) => onValue(e.target.value)}>
            {options.map(([v, n]) => (
              <option key={v} value={v}>
                {n}
              </option>
            ))}
          </select>
        </div>
      );
    return (
      <RadioChipGroup legend={`${label}${tag}`}>
        {options.map(([v, n]) => (
          <RadioChip key={v} name={id} value={v} checked={value === v} onSelect={onValue}>
            {n}
          </RadioChip>
        ))}
      </RadioChipGroup>
    );
  }
  if (field.kind === 'photo')
    return (
      <div className="space-y-1">
        <p className="text-sm font-semibold text-ink-900">
          {label}
          {tag}
        </p>
        <div className="grid h-20 place-items-center rounded-xl border-2 border-dashed border-cream-300 text-sm text-ink-700">
          {lang === 'hi' ? 'फ़ोटो चुनें' : 'Choose a photo'}
        </div>
        {hint(
          `${field.minWidthPx || field.minHeightPx ? `At least ${field.minWidthPx} × ${field.minHeightPx} px, ` : ''}cropped to ${CROP[field.crop]}`,
        )}
      </div>
    );
  const max = field.kind === 'date' ? undefined : field.maxChars;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
        {tag}
      </label>
      <input
        id={id}
        className={box}
        type={field.kind === 'date' ? 'date' : 'text'}
        lang={lang}
        maxLength={max}
        placeholder={field.kind === 'date' ? undefined : field.placeholder?.[lang]}
        value={value}
        onChange={(e) => onValue(e.target.value)}
      />
      {field.kind === 'text' &&
        hint(
          [
            `${[...value].length}/${field.maxChars}${field.minChars ? `, at least ${field.minChars}` : ''}`,
            field.scripts === 'any' ? 'any script' : field.scripts.join(', '),
            CASE_HINT[field.case],
          ]
            .filter(Boolean)
            .join(' · '),
        )}
      {field.kind === 'number' && hint(`${[...value].length}/${field.maxChars}`)}
      {field.kind === 'date' && hint(`Printed as ${dateOnPiece(value, field.format)}`)}
    </div>
  );
}

/**
 * The shopper's sheet for this design on a phone frame, filled with sample values in English or
 * Hindi; choosing a value shows and hides the fields that depend on it, as the sheet will.
 */
export function DesignPreview({
  productId,
  image,
  fields,
  slots,
}: {
  productId: string;
  /** The product photo chosen in its photos: the server's preview is drawn on it. */
  image: StudioProduct['images'][number] | undefined;
  fields: DesignField[];
  slots: DesignSlot[];
}) {
  const [lang, setLang] = useState<SampleLang>('en');
  const [typed, setTyped] = useState<Record<string, string>>({});
  const texts = new Map(fields.filter((f) => f.kind === 'text').map((f, n) => [f.id, n]));
  const values: Record<string, string> = {};
  for (const f of fields) values[f.id] = typed[f.id] ?? sampleValue(f, lang, texts.get(f.id) ?? 0);
  const shown = fields.filter((f) => isShown(f, values));
  return (
    <section aria-labelledby="design-preview-heading" className="space-y-3">
      <h3 id="design-preview-heading" className="font-display text-base font-semibold text-ink-900">
        What the shopper sees
      </h3>
      <RadioChipGroup legend="Sample values in">
        {(
          [
            ['en', 'English'],
            ['hi', 'हिन्दी'],
          ] as const
        ).map(([v, n]) => (
          <RadioChip
            key={v}
            name="design-preview-lang"
            value={v}
            checked={lang === v}
            onSelect={() => {
              setLang(v);
              setTyped({});
            }}
          >
            {n}
          </RadioChip>
        ))}
      </RadioChipGroup>
      <div
        data-testid="design-phone"
        className="mx-auto w-full max-w-[320px] rounded-[2.25rem] border-[10px] border-ink-900 bg-cream-50 shadow-[var(--shadow-card)]"
      >
        <div lang={lang} className="max-h-[560px] space-y-4 overflow-y-auto rounded-[1.6rem] p-4">
          <DesignServerPreview
            productId={productId}
            image={image}
            design={{ slots, fields }}
            values={Object.fromEntries(shown.map((f) => [f.id, values[f.id] ?? '']))}
            lang={lang}
          />
          <DesignPiece fields={shown} slots={slots} values={values} />
          {shown.length === 0 && <p className="text-sm text-ink-700">No fields yet.</p>}
          {shown.map((f) => (
            <AskedField
              key={f.id}
              field={f}
              lang={lang}
              value={values[f.id] ?? ''}
              onValue={(v) => setTyped((t) => ({ ...t, [f.id]: v }))}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
