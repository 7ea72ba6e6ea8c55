import { TriangleAlert } from 'lucide-react';
import { useDictionary } from '../../../lib/i18n/language';
import type { Selection } from '../logic/find-variant';
import type { Attribute } from '../logic/product-attributes';
import { OptionChips } from './option-chips';

/** The options asked in the sheet itself: colours and finishes, and a name board's house number plate. */
export function OptionSelectors({
  attributes,
  selection,
  invalid,
  onChoose,
}: {
  attributes: readonly Attribute[];
  selection: Selection;
  invalid: boolean;
  onChoose: (index: number, value: string) => void;
}) {
  const t = useDictionary();
  if (attributes.length === 0 && !invalid) return null;
  return (
    <section aria-labelledby="customize-options-heading" className="space-y-4">
      <h3 id="customize-options-heading" className="sr-only">
        {t.sheet.options}
      </h3>
      {attributes.map((a) => (
        <OptionChips
          key={a.index}
          attribute={a}
          value={selection[a.index] ?? null}
          name={`sheet-option-${a.index}`}
          onChoose={onChoose}
        />
      ))}
      {invalid ? <InvalidCombination /> : null}
    </section>
  );
}

export function InvalidCombination() {
  const t = useDictionary();
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-2xl border border-danger-600/30 bg-danger-600/8 px-3.5 py-3 text-sm font-medium text-danger-600"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {t.sheet.invalidCombination}
    </p>
  );
}
