import { Check } from 'lucide-react';
import { RadioChip, RadioChipGroup } from '../../../components/ui/radio-chips';
import { cn } from '../../../lib/cn';
import { useDictionary, useLanguage } from '../../../lib/i18n/language';
import { colourName, fontName } from '../../../../contracts/line-choices';
import type { LetteringChoices } from '../../../../contracts/template-choices';
import { colourChoicesOf, fontChoicesOf } from '../../../lib/lettering-choices';

/** One column per chip, up to the five fonts there are, so a short list still fills the row. */
const FONT_COLUMNS = ['grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4', 'grid-cols-5'];

/**
 * Font chips (each written in its own lettering) and colour swatches for the name: only those the
 * product's template offers (all of them when it sets none).
 */
export function LetteringPicker({
  font,
  color,
  choices,
  onChange,
}: {
  font: string;
  color: string;
  choices: LetteringChoices | undefined;
  onChange: (key: 'font' | 'color', value: string) => void;
}) {
  const t = useDictionary();
  const language = useLanguage();
  const fonts = fontChoicesOf(choices);
  const colours = colourChoicesOf(choices);
  // The chips' and swatches' names in the shopper's language (issue 45.7).
  const chosen = colours.find((c) => c.value.toLowerCase() === color.toLowerCase());
  const colorName = chosen ? colourName(language, chosen.value) : undefined;
  return (
    <div className="space-y-4">
      <RadioChipGroup
        legend={t.sheet.font}
        itemsClassName={cn('grid gap-1.5', FONT_COLUMNS[Math.min(fonts.length, FONT_COLUMNS.length) - 1])}
      >
        {fonts.map((f) => (
          <RadioChip
            key={f.value}
            name="lettering-font"
            value={f.value}
            checked={font === f.value}
            onSelect={(v) => onChange('font', v)}
            className="justify-center rounded-2xl px-1 text-[0.95rem]"
          >
            <span style={f.sample}>{fontName(language, f.value)}</span>
          </RadioChip>
        ))}
      </RadioChipGroup>
      <RadioChipGroup
        legend={
          <>
            {t.sheet.textColour}
            {colorName ? <span className="font-normal text-ink-500">{`: ${colorName}`}</span> : null}
          </>
        }
      >
        {colours.map((c) => {
          const checked = color.toLowerCase() === c.value.toLowerCase();
          return (
            <RadioChip
              key={c.value}
              name="lettering-color"
              value={c.value}
              checked={checked}
              onSelect={(v) => onChange('color', v)}
              title={colourName(language, c.value)}
              className="size-11 justify-center rounded-full p-0 has-[:checked]:bg-cream-50"
            >
              <span
                aria-hidden
                className="grid size-8 place-items-center rounded-full border border-ink-900/20 shadow-inner"
                style={{ background: c.value }}
              >
                {checked ? (
                  <Check
                    className={cn('size-4', c.label === 'White' || c.label === 'Gold' ? 'text-ink-900' : 'text-white')}
                    strokeWidth={3}
                  />
                ) : null}
              </span>
              <span className="sr-only">{colourName(language, c.value)}</span>
            </RadioChip>
          );
        })}
      </RadioChipGroup>
    </div>
  );
}
