import { KIDS_LETTER_COLOURS, kidsFontRole } from '../../contracts/lettering-layout';
import { DEFAULT_COLOR } from '../../contracts/limits';
import type { LetteringChoices } from '../../contracts/template-choices';
import { luminance, mix, parseHex, saturation, WHITE, type Rgb } from './color';
import type { FontRole, KidsTheme, Motif, StyleHints } from './prompt';

export interface KidsLook {
  role: FontRole;
  /** Letter colours, used in turn. */
  colours: Rgb[];
  outline: Rgb;
  /** Comic lettering gets a second, dark outline around the white one. */
  keyline?: Rgb;
  motif?: Motif;
  /** A comic-book burst behind the name. */
  burst: boolean;
}

const hex = (h: string): Rgb => parseHex(h) ?? WHITE;

/** Bright, child-friendly sets, chosen to stay readable with a white outline on any plate. */
const THEMES: Record<KidsTheme | 'default', { colours: string[]; role: FontRole; motif?: Motif }> = {
  default: { colours: [...KIDS_LETTER_COLOURS], role: 'playful' },
  space: { colours: ['#ffc93c', '#ff7b54', '#4cc9f0', '#f72585', '#b8f35c'], role: 'bold', motif: 'stars' },
  fairy: { colours: ['#d6457f', '#8e5bd6', '#e36fb0', '#5d7fe0'], role: 'script', motif: 'hearts' },
  safari: { colours: ['#e76f51', '#e9a23b', '#2a9d8f', '#8a5a44', '#6a994e'], role: 'playful', motif: 'leaves' },
  comic: { colours: ['#e63946', '#1d4ed8', '#f59e0b'], role: 'bold', motif: 'stars' },
  ocean: { colours: ['#0077b6', '#00a6c7', '#f4845f', '#2a9d8f'], role: 'playful' },
};

/**
 * Colours and font for a kids plate. The form's defaults (serif, brown) are grown-up choices
 * the shopper did not make, so they give way to the playful look; anything picked on purpose,
 * or asked for in the prompt, is kept. A template's choices (already applied to the hints, font
 * and colour) keep the plate's own font and colours out unless it offers them.
 */
export function chooseKidsLook(
  hints: StyleHints,
  font: string | undefined,
  color: string | undefined,
  choices: LetteringChoices = {},
): KidsLook {
  const theme = THEMES[hints.theme ?? 'default'];
  const role = hints.font ?? kidsFontRole(font, theme.role, choices.fonts);
  const picked = parseHex(color);
  // A template that lists its colours makes every colour a choice: the bright set is not on offer.
  const pickedOnPurpose = choices.colors !== undefined || color?.toUpperCase() !== DEFAULT_COLOR.toUpperCase();
  const chosen = hints.color ?? (picked && pickedOnPurpose ? picked : null);

  let colours = theme.colours.map(hex);
  // One chosen colour still alternates, with a lighter and a deeper shade of itself.
  if (chosen) colours = [chosen, mix(chosen, WHITE, 0.35), mix(chosen, [0, 0, 0], 0.25)];
  if (hints.palette === 'pastel') colours = colours.map((c) => mix(c, WHITE, 0.3));
  if (hints.palette === 'bright') colours = colours.map(saturate);
  const comic = hints.theme === 'comic';
  return {
    role,
    colours,
    outline: chosen && luminance(chosen) > 0.8 ? [40, 40, 60] : WHITE,
    keyline: comic ? [20, 20, 28] : undefined,
    motif: hints.motif ?? theme.motif,
    burst: comic,
  };
}

function saturate(c: Rgb): Rgb {
  if (saturation(c) < 0.1) return c;
  const grey = (c[0] + c[1] + c[2]) / 3;
  return [grey + (c[0] - grey) * 1.3, grey + (c[1] - grey) * 1.3, grey + (c[2] - grey) * 1.3];
}
