import * as z from 'zod/mini';
import { DRAWABLE_RANGES } from './lettering-coverage-data';
import { shopperTextProblem } from './shopper-text';

/**
 * The one rule for which characters can be lettered on a piece: the shopper's field, the API's
 * contracts and the server's renderers all ask it. A character passes when every font role can
 * draw it with the fonts it letters with (DRAWABLE_RANGES, worked out from those fonts' cmaps),
 * so nothing is ever drawn as an empty box, whichever lettering the shopper picks afterwards.
 */

// Joiners, variation selectors and tag characters shape with their neighbours and draw nothing.
const isInvisible = (cp: number) =>
  cp === 0x200c ||
  cp === 0x200d ||
  (cp >= 0xfe00 && cp <= 0xfe0f) ||
  (cp >= 0xe0020 && cp <= 0xe007f) ||
  (cp >= 0xe0100 && cp <= 0xe01ef);

export function isDrawable(cp: number): boolean {
  if (isInvisible(cp)) return true;
  let lo = 0;
  let hi = DRAWABLE_RANGES.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [first, last] = DRAWABLE_RANGES[mid]!;
    if (cp < first) hi = mid - 1;
    else if (cp > last) lo = mid + 1;
    else return true;
  }
  return false;
}

/** The first character of the text that no lettering font draws, or null when all of them draw. */
export function undrawableCharacter(text: string): string | null {
  for (const ch of text) if (!isDrawable(ch.codePointAt(0) ?? 0)) return ch;
  return null;
}

const codeOf = (ch: string) => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Why the text cannot be lettered, naming the character; null when every character can be drawn. */
export function letteringCoverageProblem(text: string, label: string): string | null {
  const ch = undrawableCharacter(text);
  if (ch === null) return null;
  return `${label} has “${ch}” (${codeOf(ch)}), which none of our lettering fonts can draw. Please remove it or type it another way`;
}

/**
 * A string field of text drawn on a piece: shopper text (see shopperTextProblem, checked first)
 * whose every character some lettering font draws.
 */
export const letteringText = (max: number, label: string) =>
  z.string().check(
    z.superRefine<string>((text, ctx) => {
      const message = shopperTextProblem(text, max, label) ?? letteringCoverageProblem(text, label);
      if (message) ctx.issues.push({ code: 'custom', message, input: text });
    }),
  );
