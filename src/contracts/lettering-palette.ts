import * as z from 'zod/mini';

/**
 * The fonts and colours a template may offer, and the shape the catalogue carries its choices in:
 * apart from template-choices.ts (the studio's input, its messages and checks) so the catalogue's
 * contract, in the home page's first load, brings only these (issue 40).
 */

/** The lettering fonts a shopper picks from: the sheet's chips, each one of the renderers' font roles. */
export const LETTERING_FONTS = [
  { value: 'serif', label: 'Serif' },
  { value: 'sans', label: 'Sans' },
  { value: 'script', label: 'Script' },
  { value: 'playful', label: 'Playful' },
  { value: 'bold', label: 'Bold' },
] as const;
export type LetteringFont = (typeof LETTERING_FONTS)[number]['value'];

/**
 * The lettering palette. Only these: the sheet names every swatch to a screen reader, and a hex
 * the owner typed would have no name to say.
 */
export const LETTERING_COLOURS = [
  { value: '#8B4513', label: 'Brown' },
  { value: '#C9A227', label: 'Gold' },
  { value: '#1A1A1A', label: 'Black' },
  { value: '#FFFFFF', label: 'White' },
  { value: '#1F2F5C', label: 'Navy' },
  { value: '#B3261E', label: 'Red' },
] as const;
export type LetteringColour = (typeof LETTERING_COLOURS)[number]['value'];

export const FONT_VALUES = LETTERING_FONTS.map((f) => f.value) as [LetteringFont, ...LetteringFont[]];
export const COLOUR_VALUES = LETTERING_COLOURS.map((c) => c.value) as [LetteringColour, ...LetteringColour[]];

/** The choices as the catalogue carries them: only what the studio's input below could have written. */
export const letteringChoicesShape = {
  fonts: z.optional(z.array(z.enum(FONT_VALUES))),
  colors: z.optional(z.array(z.enum(COLOUR_VALUES))),
  limits: z.optional(
    z.object({ name: z.optional(z.int()), houseNumber: z.optional(z.int()), childName: z.optional(z.int()) }),
  ),
};
