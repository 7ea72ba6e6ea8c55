import type { CartAttribute } from '../../contracts/cart';
import type { PersonalisationDesign } from '../../contracts/personalisation-design';
import { formatDesignDate } from '../../contracts/personalisation-layout';
import type { Database } from '../platform/db/client';
import { DESIGN_ATTRIBUTE_KEYS } from './cart-line';
import { designOfVariant } from './design-store';

/** The date format a line's date is shown in when its design version cannot be found (the studio's first). */
const FALLBACK_FORMAT = 'd MMM yyyy';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An order line with its variant ('00000000-…' for a Shopify variant the catalogue lacks). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface StoredLine {
  variantId: string;
  attributes: CartAttribute[];
}

function storedValues(line: StoredLine): Record<string, string> | null {
  const text = line.attributes.find((a) => a.key === DESIGN_ATTRIBUTE_KEYS.values)?.value;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return null;
  }
}

/**
 * Issue 41: a design's date reads as the piece writes it (12 Dec 2026, 12.12.2026, १२.१२.२०२६;
 * personalisation/cart-line.ts). Lines stored before that kept it in their readable attribute as
 * the sheet's date input sent it (2026-12-12). Shown now in the format of the design version the
 * line names, or, when that version is gone, as 12 Dec 2026. Only a date field's own attribute
 * holding exactly its typed value changes; `_fields` (what the file is drawn from) never does,
 * and a line stored with readable dates needs no lookup.
 */
export async function withReadableDates<L extends StoredLine>(db: Database, lines: readonly L[]): Promise<L[]> {
  const designs = new Map<string, Promise<PersonalisationDesign | null>>();
  return Promise.all(
    lines.map(async (line) => {
      const values = storedValues(line);
      const typedDays = new Set(Object.values(values ?? {}).filter((v) => ISO_DAY.test(v)));
      const asTyped = (a: CartAttribute) => !a.key.startsWith('_') && typedDays.has(a.value);
      if (!values || !line.attributes.some(asTyped)) return line;
      const version = Number(line.attributes.find((a) => a.key === DESIGN_ATTRIBUTE_KEYS.version)?.value);
      const key = `${line.variantId}:${version}`;
      if (!designs.has(key))
        designs.set(
          key,
          Number.isInteger(version) && UUID.test(line.variantId)
            ? designOfVariant(db, line.variantId, version)
            : Promise.resolve(null),
        );
      const design = await designs.get(key);
      const formatOf = (a: CartAttribute) => {
        if (!design) return FALLBACK_FORMAT;
        const field = design.fields.find((f) => f.kind === 'date' && f.label.en === a.key && values[f.id] === a.value);
        return field?.kind === 'date' ? field.format : null;
      };
      return {
        ...line,
        attributes: line.attributes.map((a) => {
          const format = asTyped(a) ? formatOf(a) : null;
          return format ? { ...a, value: formatDesignDate(a.value, format) } : a;
        }),
      };
    }),
  );
}
