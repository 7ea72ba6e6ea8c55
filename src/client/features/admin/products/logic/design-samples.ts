import type { DateFormat, DesignField } from '../../../../../contracts/personalisation-design';
import type { MUG_STYLES } from '../../../../../contracts/previews';

/**
 * Sample values for the studio's preview of the shopper's sheet, in English or in Hindi (issue 41
 * item 6: the owner sees the form filled in two scripts). Each text field gets its own name, cut
 * to the field's limit, so the preview shows what the limit leaves.
 */
const NAMES = { en: ['Asha', 'Ravi', 'Meera', 'Kabir'], hi: ['आशा', 'रवि', 'मीरा', 'कबीर'] } as const;
export type SampleLang = keyof typeof NAMES;

export function sampleValue(field: DesignField, lang: SampleLang, nth: number): string {
  switch (field.kind) {
    case 'text':
      return (NAMES[lang][nth % NAMES[lang].length] ?? '').slice(0, field.maxChars);
    case 'number':
      return '12B'.slice(0, field.maxChars);
    case 'date':
      return '2026-12-12';
    case 'photo':
      return '';
    case 'choice':
      return field.values[0]?.value ?? '';
    case 'caricature':
      return field.styles[0] ?? '';
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const HINDI_DIGITS = '०१२३४५६७८९';

/** A yyyy-mm-dd date as the piece prints it: 12 Dec 2026, 12.12.2026 or १२.१२.२०२६. */
export function dateOnPiece(iso: string, format: DateFormat): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const [, y = '', mo = '', d = ''] = m;
  if (format === 'd MMM yyyy') return `${Number(d)} ${MONTHS[Number(mo) - 1] ?? mo} ${y}`;
  const dotted = `${d}.${mo}.${y}`;
  return format === 'hindi-numerals' ? dotted.replace(/\d/g, (c) => HINDI_DIGITS[Number(c)] ?? c) : dotted;
}

/** The caricature styles by the names the owner and the shopper read. */
export const STYLE_NAMES: Record<(typeof MUG_STYLES)[number], string> = {
  ghibli: 'Ghibli',
  disney: 'Disney',
  pixar: 'Pixar',
  'oil-painting': 'Oil painting',
};
