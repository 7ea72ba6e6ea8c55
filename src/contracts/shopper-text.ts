import * as z from 'zod/mini';

/**
 * Text a person types, checked the same way everywhere it arrives (previews, cart, checkout,
 * events, and the workspace: sign-in, searches, notes, the proof page). PostgreSQL refuses NUL in
 * text and jsonb, a lone UTF-16 surrogate cannot be stored or drawn, a name made only of
 * zero-width characters draws nothing however often it is retried, and a bidirectional override
 * or isolate (U+202A-202E, U+2066-2069) makes text read differently from what was typed (a
 * change note reversed in the workspace), so all are refused up front with a message instead
 * of failing deeper in. Right-to-left letters themselves are fine: they need no override.
 */
export const VISIBLE_TEXT_MESSAGE = 'Please enter some visible text';

const CONTROL = /\p{Cc}/u;
// Tabs and line breaks are fine in a prompt typed into a textarea, never in a one-line field.
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;
// With the `u` flag a proper pair is one code point, so this matches only an unpaired half.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
// Spaces, format characters (zero-width space/joiners, bidi marks), lone combining marks,
// variation selectors and the blank "letters" (Hangul fillers, braille blank) draw nothing.
const INVISIBLE = /[\s\p{Cf}\p{Mn}\p{Me}\u115F\u1160\u3164\uFFA0\u2800]/gu;

// A letter with its marks counts as one character, so a letter carrying hundreds of combining
// marks would pass the length rule and draw as a smear. Since Unicode 15.1 (rule GB9c) a conjunct
// is one letter too, viramas and all, so `क्` typed a hundred times is one "character" of 100
// marks that no run of marks in a row shows. No name needs more on one letter than this (a nukta,
// three viramas of a four-consonant conjunct, a vowel sign and a nasal sign are six): more is refused.
export const MAX_MARKS_PER_LETTER = 8;
const MARK = /\p{M}/gu;
// Marks in a row past the bound, for an engine without a grapheme segmenter (a literal: built from
// a template string it cost the first load 0.6 KB).
const MARK_PILE = /\p{M}{9,}/u;

const marksIn = (text: string) => text.match(MARK)?.length ?? 0;

/** True when some letter (with its marks, or a conjunct) carries more combining marks than any name needs. */
export function hasMarkPile(text: string): boolean {
  if (marksIn(text) <= MAX_MARKS_PER_LETTER) return false;
  const segmenter = graphemes();
  if (!segmenter) return MARK_PILE.test(text);
  for (const { segment } of segmenter.segment(text)) if (marksIn(segment) > MAX_MARKS_PER_LETTER) return true;
  return false;
}

export const markPileMessage = (label: string) =>
  `${label} has a letter with too many marks on it. Please type that letter again`;

let segmenter: Intl.Segmenter | null | undefined;

/**
 * Made on first use, not when the module loads: making one loads the browser's break rules, a
 * long task on a phone that the home page's start-up paid for nothing (issue 26).
 */
function graphemes(): Intl.Segmenter | null {
  segmenter ??=
    typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  return segmenter;
}

// Printable ASCII: every character is a letter of its own (no marks, no joiners, no CR LF pair).
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Characters as a shopper counts them: a family emoji or a letter with its marks is one. */
export function countCharacters(text: string): number {
  // An empty field or an English name needs no segmenter: making one took 12 ms of a phone's
  // main thread inside the render that first drew the sheet, whose fields start empty.
  if (PRINTABLE_ASCII.test(text)) return text.length;
  const segmenter = graphemes();
  if (!segmenter) return Array.from(text).length;
  return Array.from(segmenter.segment(text)).length;
}

/** The first `max` characters as a shopper counts them, never splitting an emoji or a letter from its marks. */
export function firstCharacters(text: string, max: number): string {
  if (PRINTABLE_ASCII.test(text)) return text.slice(0, max);
  const segmenter = graphemes();
  if (!segmenter) return Array.from(text).slice(0, max).join('');
  let out = '';
  let n = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (n++ >= max) break;
    out += segment;
  }
  return out;
}

/** True when the text has something to see: not empty, not only spaces and invisible marks. */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '').length > 0;
}

export interface ShopperTextOptions {
  /** Allows tabs and line breaks (a prompt from a textarea). */
  multiline?: boolean;
}

/** Why the text cannot be accepted, in words a shopper can act on; null when it is fine. */
export function shopperTextProblem(text: string, max: number, label: string, options: ShopperTextOptions = {}) {
  if ((options.multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(text))
    return `${label} contains a control character. Please remove it and try again`;
  if (LONE_SURROGATE.test(text)) return `${label} contains a broken character. Please type it again`;
  if (BIDI_CONTROL.test(text))
    return `${label} contains a text-direction control character. Please remove it and try again`;
  if (text.trim() !== '' && !hasVisibleText(text)) return VISIBLE_TEXT_MESSAGE;
  if (hasMarkPile(text)) return markPileMessage(label);
  // The UTF-16 bound keeps segmenting cheap; no real character is longer than 16 code units.
  if (text.length > max * 16 || countCharacters(text) > max) return `${label} must be at most ${max} characters`;
  return null;
}

/**
 * The text without what shopperTextProblem refuses and nobody can see (control characters, line
 * breaks kept when multiline; broken surrogates; bidi controls): a refused note is given back
 * this way, so the shopper reads it in the order it will be stored and can send it again.
 */
export function withoutHiddenControls(text: string, options: ShopperTextOptions = {}): string {
  const hidden = [options.multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL, LONE_SURROGATE, BIDI_CONTROL];
  return hidden.reduce((out, pattern) => out.replace(new RegExp(pattern.source, 'gu'), ''), text);
}

/**
 * A string check for shopper text: no control characters or broken surrogates, not only
 * invisible characters, and at most `max` characters as the shopper sees them.
 */
export function shopperTextCheck(max: number, label: string, options: ShopperTextOptions = {}) {
  return z.superRefine<string>((text, ctx) => {
    const message = shopperTextProblem(text, max, label, options);
    if (message) ctx.issues.push({ code: 'custom', message, input: text });
  });
}

/** A string field of shopper text (see `shopperTextCheck`). */
export const shopperText = (max: number, label: string, options: ShopperTextOptions = {}) =>
  z.string().check(shopperTextCheck(max, label, options));
