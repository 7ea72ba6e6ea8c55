import type { Variant } from '../../../../contracts/products';
import type { PreviewKind } from '../../../../contracts/previews';
import { KIND_FORMS } from '../kinds/kind-forms';
import { classifyAttribute, isHouseNumberValue, type OptionKind } from './classify-options';

/** One option of a product, rebuilt from the variant titles ('Teak / With House Number'). */
export interface Attribute {
  /** Position of the value in each variant title. */
  index: number;
  kind: OptionKind;
  /** What the shopper reads: 'Size', 'Colour', 'Finish', 'House Number', 'LED'... */
  label: string;
  values: string[];
  /** Colour selectors (and the house number plate for name boards) sit in the sheet; the rest in the dialog. */
  placement: 'sheet' | 'dialog';
}

const TITLE_SEPARATOR = ' / ';
/** The platform's title for a product without options. */
const DEFAULT_TITLE = 'Default Title';

export function splitVariantTitle(title: string): string[] {
  return title === DEFAULT_TITLE ? [] : title.split(TITLE_SEPARATOR).map((v) => v.trim());
}

const MATERIAL =
  /\b(teak|sheesham|mango|walnut|oak|rosewood|pine|bamboo|wood|wooden|acrylic|brass|copper|bronze|slate|marble|stone|metal|mdf)\b/i;

/** 'With LED' / 'Without LED' reads as 'LED'; 'Gift wrap' / 'No gift wrap' as 'Gift wrap'. */
function featureLabel(values: readonly string[]): string {
  const subjects = new Set(
    values.map((v) =>
      v
        .replace(/^(with|without|no|add|plus|incl\.?|including)\s+/i, '')
        .trim()
        .toLowerCase(),
    ),
  );
  const [only] = [...subjects];
  if (subjects.size !== 1 || !only) return 'Feature';
  const original = values.find((v) => v.toLowerCase().endsWith(only)) ?? only;
  const label = original.slice(original.length - only.length);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * The looks a piece comes in ('Space', 'Unicorn'): no wording rule tells a theme, so the words
 * are listed; on a kids piece any option no rule recognises is its theme (issue 45 item 5).
 */
const THEME_WORDS =
  /\b(space|rocket|jungle|safari|unicorn|ocean|sea|princess|fairy|dino(saur)?s?|superhero|animals?|rainbow|floral|flowers?|cars?|trains?|farm|mermaid|pirates?|cartoon|warli|madhubani)\b/i;

function labelFor(kind: OptionKind, values: readonly string[], category: PreviewKind): string {
  if (values.some(isHouseNumberValue)) return 'House Number';
  if (kind === 'Option' && (category === 'kids' || values.every((v) => THEME_WORDS.test(v)))) return 'Theme';
  // The shop writes Indian English: 'Colour' on screen, whatever the kind is called in code.
  if (kind === 'Color') return values.some((v) => MATERIAL.test(v)) ? 'Finish' : 'Colour';
  if (kind === 'Feature') return featureLabel(values);
  return kind;
}

/** The product's options in title order, each classified and placed (sheet or dialog). */
export function deriveAttributes(variants: readonly Variant[], category: PreviewKind): Attribute[] {
  const columns: string[][] = [];
  for (const variant of variants) {
    splitVariantTitle(variant.title).forEach((value, i) => {
      const column = (columns[i] ??= []);
      if (value && !column.includes(value)) column.push(value);
    });
  }
  const attributes = columns.map((values, index): Attribute => {
    const kind = classifyAttribute(values);
    const houseNumber = !!KIND_FORMS[category].houseNumberOption && values.some(isHouseNumberValue);
    return {
      index,
      kind,
      label: labelFor(kind, values, category),
      values,
      placement: kind === 'Color' || houseNumber ? 'sheet' : 'dialog',
    };
  });
  // Two options of the same kind would read alike; number the later ones.
  return attributes.map((a, i) => {
    const before = attributes.slice(0, i).filter((b) => b.label === a.label).length;
    return before > 0 ? { ...a, label: `${a.label} ${before + 1}` } : a;
  });
}
