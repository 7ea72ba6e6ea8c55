import * as z from 'zod/mini';
import { fontRoleFor, type FontRole } from './lettering-layout';
import { DEFAULT_COLOR, DEFAULT_FONT, LIMITS } from './limits';
import { countCharacters } from './shopper-text';
import {
  COLOUR_VALUES,
  FONT_VALUES,
  LETTERING_COLOURS,
  LETTERING_FONTS,
  type LetteringColour,
  type LetteringFont,
} from './lettering-palette';

export { LETTERING_COLOURS, LETTERING_FONTS, type LetteringColour, type LetteringFont } from './lettering-palette';

/**
 * What a template lets the shopper choose (issue 19, item 3): the fonts and colours on offer and
 * lower character limits. Each part is optional and absent means the shop's standard: every
 * font, the whole palette, the spec's limits. The studio writes them, the catalogue carries them
 * with the print area, the sheet offers only them and the server refuses anything else.
 */

/** The spec's limits (section 9): an owner may set lower ones, never higher. */
export const CHARACTER_CEILINGS = {
  name: LIMITS.nameMax,
  houseNumber: LIMITS.houseNumberMax,
  childName: LIMITS.childNameMax,
} as const;
export type LimitedField = keyof typeof CHARACTER_CEILINGS;

const LIMIT_NAMES: Record<LimitedField, string> = {
  name: 'name',
  houseNumber: 'house number',
  childName: "child's name",
};

export interface LetteringChoices {
  fonts?: LetteringFont[];
  colors?: LetteringColour[];
  limits?: Partial<Record<LimitedField, number>>;
}

const listed = (labels: readonly string[]) =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;

const fontLabel = (value: string) => LETTERING_FONTS.find((f) => f.value === value)?.label ?? value;
const colourLabel = (value: string) => LETTERING_COLOURS.find((c) => c.value === value)?.label ?? value;

const limitInput = (field: LimitedField) => {
  const ceiling = CHARACTER_CEILINGS[field];
  const what = `The ${LIMIT_NAMES[field]} limit`;
  return z.optional(
    z
      .number(`${what} is a number of characters`)
      .check(
        z.int(`${what} is a whole number of characters`),
        z.gte(1, `${what} must be at least 1 character`),
        z.lte(ceiling, `${what} cannot be above ${ceiling} characters, the most the shop allows`),
      ),
  );
};

/**
 * The studio's input (template PUT). Fonts and colours are matched without regard to case and kept
 * in the palette's order, once each, so the catalogue and the sheet list them the same way.
 */
export const letteringChoicesInput = {
  fonts: z.optional(
    z.pipe(
      z.array(z.string().check(z.maxLength(40))).check(
        z.minLength(1, 'Choose at least one font the shopper may pick'),
        z.maxLength(20),
        z.superRefine((list, ctx) => {
          for (const [i, font] of list.entries())
            if (!FONT_VALUES.includes(font.trim().toLowerCase() as LetteringFont))
              ctx.issues.push({
                code: 'custom',
                input: font,
                path: [i],
                message: `Unknown font "${font}": choose from ${listed(LETTERING_FONTS.map((f) => f.label))}`,
              });
        }),
      ),
      z.transform((list) => FONT_VALUES.filter((v) => list.some((f) => f.trim().toLowerCase() === v))),
    ),
  ),
  colors: z.optional(
    z.pipe(
      z.array(z.string().check(z.maxLength(20))).check(
        z.minLength(1, 'Choose at least one colour the shopper may pick'),
        z.maxLength(20),
        z.superRefine((list, ctx) => {
          for (const [i, colour] of list.entries())
            if (!COLOUR_VALUES.includes(colour.trim().toUpperCase() as LetteringColour))
              ctx.issues.push({
                code: 'custom',
                input: colour,
                path: [i],
                message: `"${colour}" is not in the lettering palette: choose from ${listed(LETTERING_COLOURS.map((c) => c.label))}`,
              });
        }),
      ),
      z.transform((list) => COLOUR_VALUES.filter((v) => list.some((c) => c.trim().toUpperCase() === v))),
    ),
  ),
  limits: z.optional(
    z.object({ name: limitInput('name'), houseNumber: limitInput('houseNumber'), childName: limitInput('childName') }),
  ),
};

/** The fonts the shopper may pick, in the palette's order. */
export function fontsOf(choices: LetteringChoices | undefined): LetteringFont[] {
  return choices?.fonts?.length ? choices.fonts : [...FONT_VALUES];
}

export function coloursOf(choices: LetteringChoices | undefined): LetteringColour[] {
  return choices?.colors?.length ? choices.colors : [...COLOUR_VALUES];
}

/** The font the sheet opens on: the spec's default (serif) when it is on offer, else the first on offer. */
export function defaultFontOf(choices: LetteringChoices | undefined): LetteringFont {
  const fonts = fontsOf(choices);
  return fonts.find((f) => f === DEFAULT_FONT) ?? (fonts[0] as LetteringFont);
}

export function defaultColourOf(choices: LetteringChoices | undefined): LetteringColour {
  const colours = coloursOf(choices);
  return colours.find((c) => c === DEFAULT_COLOR) ?? (colours[0] as LetteringColour);
}

/** A field's limit: the owner's lower one when set, never above the spec's. */
export function characterLimit(choices: LetteringChoices | undefined, field: LimitedField): number {
  const lower = choices?.limits?.[field];
  return Math.min(lower ?? Infinity, CHARACTER_CEILINGS[field]);
}

export function fontAllowed(choices: LetteringChoices | undefined, font: string): boolean {
  return !choices?.fonts || choices.fonts.some((f) => f === font.trim().toLowerCase());
}

export function colourAllowed(choices: LetteringChoices | undefined, colour: string): boolean {
  return !choices?.colors || choices.colors.some((c) => c === colour.trim().toUpperCase());
}

/**
 * The font a renderer draws with. With no choices set it is the request's, as always; with
 * choices, one on offer: the request's when allowed, else the template's default. The routes
 * refuse what is not allowed; this keeps an order placed before a change (or a line from
 * outside, a Shopify order) to what the template offers.
 */
export function fontWithin(choices: LetteringChoices | undefined, font: string | undefined): string | undefined {
  if (!choices?.fonts) return font;
  return font !== undefined && fontAllowed(choices, font) ? font.trim().toLowerCase() : defaultFontOf(choices);
}

export function colourWithin(choices: LetteringChoices | undefined, colour: string | undefined): string | undefined {
  if (!choices?.colors) return colour;
  return colour !== undefined && colourAllowed(choices, colour)
    ? colour.trim().toUpperCase()
    : defaultColourOf(choices);
}

/** The renderers' font roles the template offers, or undefined when every font is. */
export function rolesOf(choices: LetteringChoices | undefined): FontRole[] | undefined {
  return choices?.fonts ? choices.fonts.map((f) => fontRoleFor(f)) : undefined;
}

/** A value the shopper sent that the template has a say on, with the field it came in. */
export interface LetteringEntry {
  font?: { path: string; value: string | undefined };
  color?: { path: string; value: string | undefined };
  texts: { path: string; label: string; value: string | undefined; limit: LimitedField }[];
}

export interface LetteringProblem {
  path: string;
  message: string;
}

/**
 * Why the template refuses what the shopper sent, or null. Text is counted as the shopper counts
 * it (a family emoji is one character), trimmed as it is drawn. Only lower limits are checked
 * here: the spec's ceilings are each field's own contract.
 */
export function letteringProblem(
  choices: LetteringChoices | undefined,
  entry: LetteringEntry,
): LetteringProblem | null {
  const { font, color } = entry;
  // A blank font or colour is no choice: the line keeps none, the renderer draws the default.
  if (font?.value?.trim() && !fontAllowed(choices, font.value))
    return {
      path: font.path,
      message: `Font must be ${listed(fontsOf(choices).map(fontLabel))} for this product`,
    };
  if (color?.value?.trim() && !colourAllowed(choices, color.value))
    return {
      path: color.path,
      message: `Colour must be ${listed(coloursOf(choices).map(colourLabel))} for this product`,
    };
  for (const text of entry.texts) {
    const lower = choices?.limits?.[text.limit];
    if (lower !== undefined && text.value !== undefined && countCharacters(text.value.trim()) > lower)
      return { path: text.path, message: `${text.label} must be at most ${lower} characters` };
  }
  return null;
}
