import { isShown } from './personalisation-conditions';
import type { DateFormat, DesignField, DesignSlot, PersonalisationDesign } from './personalisation-design';

/**
 * Issue 41 item 3, the shared half of one layout: which text goes in which slot, as the piece
 * writes it (a date in the design's format, a name in its case rule), and the look the choices
 * set. The browser's live draft, the server's preview and the production file all read this, so
 * the three cannot put a different text in a different place.
 */

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const HINDI_DIGITS = '०१२३४५६७८९';

const two = (n: number) => String(n).padStart(2, '0');

/** A yyyy-mm-dd value as the piece writes it: 12 Dec 2026, 12.12.2026 or १२.१२.२०२६; as typed when it is no date. */
export function formatDesignDate(value: string, format: DateFormat): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (format === 'd MMM yyyy') return `${d} ${MONTHS_EN[m - 1] ?? ''} ${y}`;
  const dotted = `${two(d)}.${two(m)}.${y}`;
  return format === 'hindi-numerals' ? dotted.replace(/\d/g, (c) => HINDI_DIGITS[Number(c)] ?? c) : dotted;
}

/** Each word's first letter capitalised; a script without capitals is left as it is. */
function titleCase(text: string): string {
  return text.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** The text a field puts on the piece for a value: its case rule, its date format; null for a field that letters nothing. */
export function pieceText(field: DesignField, value: string): string | null {
  const text = value.trim();
  switch (field.kind) {
    case 'text':
      if (field.case === 'upper') return text.toUpperCase();
      if (field.case === 'lower') return text.toLowerCase();
      if (field.case === 'title') return titleCase(text);
      return text;
    case 'number':
      return text;
    case 'date':
      return formatDesignDate(text, field.format);
    default:
      return null;
  }
}

/**
 * A slot's lettering: its lines (two only when the fitting rule allows two and the text has a space
 * to break at) and the smallest letter height the maker can cut.
 */
export interface SlotText {
  slot: DesignSlot;
  /** The fields lettered here, in the design's order. */
  fields: string[];
  lines: string[];
  minLetterMm: number;
}

export interface SlotPhoto {
  slot: DesignSlot;
  field: string;
  url: string;
  crop: 'rectangle' | 'square' | 'circle';
}

/** What the choices set on the piece: the lettering's font role and colour, a motif or theme key. */
export interface DesignLook {
  font?: string;
  color?: string;
  motif?: string;
  theme?: string;
}

export interface DesignPlacement {
  texts: SlotText[];
  photos: SlotPhoto[];
  look: DesignLook;
}

/** Breaks a line at the space nearest its middle: a two-line slot's two lines. */
export function splitInTwo(text: string): string[] {
  const spaces = [...text.matchAll(/\s+/g)].map((m) => m.index);
  if (spaces.length === 0) return [text];
  const middle = text.length / 2;
  const at = spaces.reduce((best, i) => (Math.abs(i - middle) < Math.abs(best - middle) ? i : best));
  return [text.slice(0, at).trim(), text.slice(at).trim()].filter((l) => l.length > 0);
}

/**
 * Every value in its slot, in the design's order: hidden fields (a condition not met) and empty
 * values place nothing; two text fields in one slot become its lines, one under the other.
 */
export function placeDesign(
  design: Pick<PersonalisationDesign, 'slots' | 'fields'>,
  values: Readonly<Record<string, string | undefined>>,
): DesignPlacement {
  const slots = new Map(design.slots.map((s) => [s.id, s]));
  const texts = new Map<string, SlotText>();
  const photos: SlotPhoto[] = [];
  const look: DesignLook = {};
  for (const field of design.fields) {
    if (!isShown(field, values)) continue;
    const value = values[field.id];
    if (value === undefined || value.trim() === '') continue;
    if (field.kind === 'choice') {
      const sets = field.values.find((v) => v.value === value)?.sets;
      if (!sets) continue;
      if (field.changes === 'font') look.font ??= sets;
      else if (field.changes === 'colour') look.color ??= sets;
      else if (field.changes === 'motif') look.motif ??= sets;
      else if (field.changes === 'theme') look.theme ??= sets;
      continue;
    }
    if (field.kind === 'caricature') continue;
    const slot = slots.get(field.slot);
    if (!slot) continue;
    if (field.kind === 'photo') {
      photos.push({ slot, field: field.id, url: value.trim(), crop: field.crop });
      continue;
    }
    const text = pieceText(field, value);
    if (!text) continue;
    const placed = texts.get(slot.id) ?? { slot, fields: [], lines: [], minLetterMm: field.fit.minLetterMm };
    placed.fields.push(field.id);
    placed.lines.push(...(field.fit.lines === 2 ? splitInTwo(text) : [text]));
    placed.minLetterMm = Math.max(placed.minLetterMm, field.fit.minLetterMm);
    texts.set(slot.id, placed);
  }
  return { texts: [...texts.values()], photos, look };
}

/** A slot's rectangle in pixels of a print area this size (whole pixels, at least one a side). */
export function slotRect(
  area: { width: number; height: number },
  slot: Pick<DesignSlot, 'x' | 'y' | 'width' | 'height'>,
) {
  const x = Math.round(slot.x * area.width);
  const y = Math.round(slot.y * area.height);
  return {
    x,
    y,
    width: Math.max(1, Math.min(area.width - x, Math.round(slot.width * area.width))),
    height: Math.max(1, Math.min(area.height - y, Math.round(slot.height * area.height))),
  };
}
