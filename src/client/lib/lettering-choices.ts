import type { CSSProperties } from 'react';
import {
  coloursOf,
  fontsOf,
  LETTERING_COLOURS,
  LETTERING_FONTS,
  type LetteringChoices,
  type LetteringFont,
} from '../../contracts/template-choices';

/** How each font's chip is written: in its own lettering, with the page's fonts or close system ones. */
const FONT_SAMPLES: Record<LetteringFont, CSSProperties> = {
  serif: { fontFamily: 'var(--font-display)', fontWeight: 600 },
  sans: { fontFamily: 'var(--font-sans)', fontWeight: 500 },
  script: { fontFamily: "'Segoe Script', 'Brush Script MT', 'Snell Roundhand', cursive", fontStyle: 'italic' },
  playful: { fontFamily: "'Comic Sans MS', 'Chalkboard SE', 'Comic Neue', cursive", fontWeight: 700 },
  bold: { fontFamily: 'var(--font-sans)', fontWeight: 900 },
};

/** Lettering for name boards and kids plates: the font and colour names the renderer knows. */
export const FONT_CHOICES = LETTERING_FONTS.map((f) => ({ ...f, sample: FONT_SAMPLES[f.value] }));

export const COLOR_CHOICES = LETTERING_COLOURS;

/** The font chips a template offers, in the palette's order. */
export function fontChoicesOf(choices: LetteringChoices | undefined) {
  const offered = fontsOf(choices);
  return FONT_CHOICES.filter((f) => offered.includes(f.value));
}

export function colourChoicesOf(choices: LetteringChoices | undefined) {
  const offered = coloursOf(choices);
  return COLOR_CHOICES.filter((c) => offered.includes(c.value));
}
