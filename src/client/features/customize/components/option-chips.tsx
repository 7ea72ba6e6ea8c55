import { RadioChip, RadioChipGroup } from '../../../components/ui/radio-chips';
import { attributeLabel } from '../../../lib/i18n/attribute-label';
import { useCatalogueText } from '../../../lib/i18n/catalogue-words';
import { useDictionary } from '../../../lib/i18n/language';
import type { Attribute } from '../logic/product-attributes';
import { swatchColor } from '../logic/swatch-color';

/** Values longer than this sit in two even columns, so 'Without House Number' never dangles alone. */
const LONG_VALUE = 12;

/** One product option as a group of chips; colour-like values carry a swatch. */
export function OptionChips({
  attribute,
  value,
  name,
  onChoose,
}: {
  attribute: Attribute;
  value: string | null;
  /** Radio group name, unique in the page (the sheet and the dialog both show options). */
  name: string;
  onChoose: (index: number, value: string) => void;
}) {
  const t = useDictionary();
  const say = useCatalogueText();
  const long = attribute.values.some((v) => v.length > LONG_VALUE);
  return (
    <RadioChipGroup
      itemsClassName={long ? 'grid grid-cols-2' : undefined}
      legend={
        <>
          {attributeLabel(t, attribute.label, say)}
          {value ? <span className="font-normal text-ink-500">{`: ${say(value)}`}</span> : null}
        </>
      }
    >
      {attribute.values.map((v) => {
        const swatch = attribute.kind === 'Color' ? swatchColor(v) : null;
        return (
          <RadioChip
            key={v}
            name={name}
            value={v}
            checked={value === v}
            onSelect={(chosen) => onChoose(attribute.index, chosen)}
            className={long ? 'justify-center rounded-2xl px-3 py-2 text-center leading-snug' : undefined}
          >
            {swatch ? (
              <span
                aria-hidden
                className="size-5 shrink-0 rounded-full border border-ink-900/15 shadow-inner"
                style={{ background: swatch }}
              />
            ) : null}
            {say(v)}
          </RadioChip>
        );
      })}
    </RadioChipGroup>
  );
}
