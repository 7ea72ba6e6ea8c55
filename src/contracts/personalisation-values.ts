import type { Language } from './language';
import { letteringCoverageProblem } from './lettering-coverage';
import { ownImagePath } from './own-urls';
import { isShown } from './personalisation-conditions';
import type { DesignField, DesignScript, PersonalisationDesign } from './personalisation-design';
import { countCharacters, shopperTextProblem } from './shopper-text';

/**
 * A shopper's values checked against a design (issue 41 item 4): the sheet asks it as the shopper
 * types, the server asks it again before a cart line is stored and never trusts the sheet. Every
 * refusal names its field and reads the same in English and Hindi.
 */

export type PersonalisationValues = Readonly<Record<string, string | undefined>>;

export interface ValueProblem {
  /** The design's field id (or the unknown key) the problem is at. */
  field: string;
  message: Record<Language, string>;
}

const SCRIPT_PATTERN: Record<DesignScript, RegExp> = {
  Latin: /\p{Script=Latin}/u,
  Devanagari: /\p{Script=Devanagari}/u,
  Bengali: /\p{Script=Bengali}/u,
  Gujarati: /\p{Script=Gujarati}/u,
  Gurmukhi: /\p{Script=Gurmukhi}/u,
  Kannada: /\p{Script=Kannada}/u,
  Malayalam: /\p{Script=Malayalam}/u,
  Oriya: /\p{Script=Oriya}/u,
  Tamil: /\p{Script=Tamil}/u,
  Telugu: /\p{Script=Telugu}/u,
  Arabic: /\p{Script=Arabic}/u,
};

/** Letters of a script other than the allowed ones (digits, spaces, punctuation and emoji belong to none). */
function outsideScripts(text: string, allowed: readonly DesignScript[]): string | null {
  for (const ch of text) {
    if (!/\p{L}/u.test(ch)) continue;
    if (!allowed.some((s) => SCRIPT_PATTERN[s].test(ch))) return ch;
  }
  return null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as written in the value (yyyy-mm-dd), or null when it is no real day. */
export function parseDesignDate(value: string): { y: number; m: number; d: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return { y, m, d };
}

const both = (en: string, hi: string) => ({ en, hi });

function problemOf(field: DesignField, value: string, today: string): Record<Language, string> | null {
  const en = field.label.en;
  const hi = field.label.hi;
  switch (field.kind) {
    case 'text': {
      const basic = shopperTextProblem(value, field.maxChars, en) ?? letteringCoverageProblem(value, en);
      if (basic) {
        const over = countCharacters(value) > field.maxChars;
        return both(
          basic,
          over ? `${hi} में ज़्यादा से ज़्यादा ${field.maxChars} अक्षर हो सकते हैं` : `${hi} में ऐसा अक्षर है जो हम नहीं लिख सकते`,
        );
      }
      if (countCharacters(value) < field.minChars)
        return both(
          `${en} must be at least ${field.minChars} characters`,
          `${hi} में कम से कम ${field.minChars} अक्षर चाहिए`,
        );
      if (field.scripts !== 'any') {
        const ch = outsideScripts(value, field.scripts);
        if (ch)
          return both(
            `${en} can be written in ${field.scripts.join(', ')} only; “${ch}” is not`,
            `${hi} केवल ${field.scripts.join(', ')} में लिखा जा सकता है; “${ch}” नहीं`,
          );
      }
      return null;
    }
    case 'number': {
      const basic = shopperTextProblem(value, field.maxChars, en) ?? letteringCoverageProblem(value, en);
      if (basic) return both(basic, `${hi} में ज़्यादा से ज़्यादा ${field.maxChars} अक्षर हो सकते हैं`);
      if (field.pattern !== undefined && !new RegExp(`^(?:${field.pattern})$`, 'u').test(value))
        return both(`${en} is not in the form this piece takes`, `${hi} इस रूप में नहीं है जो यह पीस लेता है`);
      return null;
    }
    case 'date': {
      const date = parseDesignDate(value);
      if (!date) return both(`${en} must be a date`, `${hi} एक तारीख़ होनी चाहिए`);
      if (field.when === 'future' && value < today)
        return both(`${en} cannot be in the past`, `${hi} बीती हुई तारीख़ नहीं हो सकती`);
      if (field.when === 'past' && value > today)
        return both(`${en} cannot be in the future`, `${hi} आने वाली तारीख़ नहीं हो सकती`);
      return null;
    }
    case 'photo':
      return ownImagePath(value, 'upload')
        ? null
        : both(`${en} must be a photo uploaded here`, `${hi} यहीं अपलोड की गई फ़ोटो होनी चाहिए`);
    case 'choice':
      return field.values.some((v) => v.value === value)
        ? null
        : both(`${en} has no choice “${value}”`, `${hi} में “${value}” नाम का कोई विकल्प नहीं है`);
    case 'caricature':
      return (field.styles as readonly string[]).includes(value)
        ? null
        : both(`${en} has no style “${value}”`, `${hi} में “${value}” नाम की कोई शैली नहीं है`);
  }
}

/**
 * The first problem with the values, in the design's order, or the values kept: only the fields
 * the design asks (hidden by a condition: dropped), empty ones left out. `today` is yyyy-mm-dd in
 * the shop's time zone, for a date that must lie ahead.
 */
export function checkPersonalisation(
  design: Pick<PersonalisationDesign, 'fields'>,
  values: PersonalisationValues,
  today: string,
): { ok: true; values: Record<string, string> } | { ok: false; problem: ValueProblem } {
  const known = new Set(design.fields.map((f) => f.id));
  for (const key of Object.keys(values))
    if (!known.has(key) && values[key] !== undefined)
      return {
        ok: false,
        problem: {
          field: key,
          message: both(`This piece has no field “${key}”`, `इस पीस में “${key}” नाम का कोई खाना नहीं है`),
        },
      };
  const kept: Record<string, string> = {};
  for (const field of design.fields) {
    if (!isShown(field, kept)) continue;
    const value = values[field.id];
    if (value === undefined || value.trim() === '') {
      if (field.required)
        return {
          ok: false,
          problem: { field: field.id, message: both(`Please fill in ${field.label.en}`, `कृपया ${field.label.hi} भरें`) },
        };
      continue;
    }
    const problem = problemOf(field, value, today);
    if (problem) return { ok: false, problem: { field: field.id, message: problem } };
    kept[field.id] = value;
  }
  return { ok: true, values: kept };
}
