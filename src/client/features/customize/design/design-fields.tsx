import { useId, useState } from 'react';
import { DEFAULT_UPLOAD_FILENAME, LIMITS } from '../../../../contracts/limits';
import { isShown } from '../../../../contracts/personalisation-conditions';
import type { DesignField, PersonalisationDesign } from '../../../../contracts/personalisation-design';
import { RadioChip, RadioChipGroup } from '../../../components/ui/radio-chips';
import { useLanguage } from '../../../lib/i18n/language';
import { toast } from '../../../lib/toast-store';
import { uploadUserImage } from '../api/upload-user-image';
import { CountedField } from '../components/counted-field';
import { StyleTiles } from '../components/style-tiles';
import { capText } from '../logic/category-fields';
import { downscalePhoto, PhotoTooLargeError } from '../logic/downscale-photo';
import { indiaToday } from './design-values';

type Values = Readonly<Record<string, string | undefined>>;

const inputClass =
  'h-12 w-full rounded-2xl border border-cream-300 bg-cream-50 px-4 text-base text-ink-900 focus:border-clay-600 focus:outline-none';

/**
 * Issue 41: the sheet's fields drawn from the product's own design, in its order, each with its
 * limits and its names in the shopper's language; a field whose condition is not met is not asked.
 * Loaded only for a product with such a design: the seed's forms never load it.
 */
export default function DesignFields({
  design,
  values,
  onChange,
}: {
  design: PersonalisationDesign;
  values: Values;
  onChange: (field: string, value: string) => void;
}) {
  const language = useLanguage();
  return (
    <div className="space-y-4" data-testid="design-fields">
      {design.fields
        .filter((f) => isShown(f, values))
        .map((field) => (
          <DesignInput
            key={field.id}
            field={field}
            label={field.label[language]}
            value={values[field.id] ?? ''}
            onChange={(v) => onChange(field.id, v)}
          />
        ))}
    </div>
  );
}

function DesignInput({
  field,
  label,
  value,
  onChange,
}: {
  field: DesignField;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const language = useLanguage();
  const id = useId();
  switch (field.kind) {
    case 'text':
    case 'number':
      return (
        <CountedField
          lettered
          label={label}
          placeholder={field.placeholder?.[language]}
          max={field.maxChars}
          value={value}
          onChange={(v) => onChange(capText(v, field.maxChars))}
        />
      );
    case 'date':
      return (
        <div className="space-y-1.5">
          <label htmlFor={id} className="text-sm font-semibold text-ink-900">
            {label}
          </label>
          <input
            id={id}
            type="date"
            className={inputClass}
            value={value}
            min={field.when === 'future' ? indiaToday() : undefined}
            max={field.when === 'past' ? indiaToday() : undefined}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
      );
    case 'choice':
      return field.display === 'list' ? (
        <div className="space-y-1.5">
          <label htmlFor={id} className="text-sm font-semibold text-ink-900">
            {label}
          </label>
          <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
            <option value="">—</option>
            {field.values.map((v) => (
              <option key={v.value} value={v.value}>
                {v.name[language]}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <RadioChipGroup legend={label}>
          {field.values.map((v) => (
            <RadioChip
              key={v.value}
              name={`design-${field.id}`}
              value={v.value}
              checked={value === v.value}
              onSelect={onChange}
            >
              {field.changes === 'colour' ? (
                <span
                  aria-hidden
                  className="size-5 rounded-full border border-ink-900/20"
                  style={{ background: v.sets }}
                />
              ) : null}
              {v.name[language]}
            </RadioChip>
          ))}
        </RadioChipGroup>
      );
    case 'caricature':
      return <StyleTiles value={value} onChange={onChange} />;
    case 'photo':
      return <PhotoInput id={id} label={label} value={value} onChange={onChange} />;
  }
}

/** A photo is uploaded when chosen (sniffed and re-encoded by the server); its link is the value. */
function PhotoInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const choose = async (file: File) => {
    setBusy(true);
    try {
      const smaller = await downscalePhoto(file);
      if (smaller.size > LIMITS.uploadMaxBytes) throw new PhotoTooLargeError();
      const dataUrl = await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error()));
        reader.onerror = () => reject(reader.error ?? new Error('Could not read the photo'));
        reader.readAsDataURL(smaller);
      });
      onChange(await uploadUserImage({ imageBase64: dataUrl, filename: file.name || DEFAULT_UPLOAD_FILENAME }));
    } catch (err) {
      console.error('Photo upload failed', err);
      toast({ title: label, description: err instanceof Error ? err.message : '', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-busy={busy}
        className="block w-full text-sm text-ink-700"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void choose(file);
        }}
      />
      {value ? <img src={value} alt="" className="h-20 w-20 rounded-xl object-cover" /> : null}
    </div>
  );
}
