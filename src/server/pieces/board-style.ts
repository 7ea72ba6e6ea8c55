import type { PrintArea } from '../../contracts/print-area';
import { DEFAULT_COLOR } from '../../contracts/limits';
import { lowContrast, luminance, parseHex, type Rgb } from './color';
import { fontRoleFor } from '../../contracts/lettering-layout';
import { seedOf } from './noise';
import type { Finish, FontRole, StyleHints } from './prompt';

/** How a board's lettering is finished: chosen with the board's layout, drawn by the renderer. */
export interface LetteringStyle {
  finish: Finish;
  ink: Rgb;
  metal: Metal;
  distressed: boolean;
  seed: number;
  /** How an engraving shows: cut wood and brass darken, cut stone and dark acrylic show paler. */
  cut: 'darken' | 'lighten';
}

export type Metal = 'gold' | 'silver' | 'copper';

export interface BoardChoice {
  role: FontRole;
  style: LetteringStyle;
}

/** What a maker does with each board material when the shopper does not ask for something else. */
const FINISH_BY_MATERIAL: Record<NonNullable<PrintArea['material']>, Finish> = {
  teak: 'engraved',
  sheesham: 'engraved',
  mango: 'engraved',
  slate: 'engraved',
  // Moradabad brass plates are etched and the letters filled dark.
  brass: 'engraved',
  acrylic: 'painted',
  mdf: 'painted',
  ceramic: 'painted',
  fabric: 'painted',
};

const CUT_BY_MATERIAL: Partial<Record<NonNullable<PrintArea['material']>, 'darken' | 'lighten'>> = {
  teak: 'darken',
  sheesham: 'darken',
  mango: 'darken',
  mdf: 'darken',
  brass: 'darken',
  slate: 'lighten',
};

const CHALK: Rgb = [244, 241, 232];
const WARM_WHITE: Rgb = [255, 242, 214];
const ETCH_DARK: Rgb = [58, 40, 22];

/**
 * Font, finish and ink for lettering on a flat surface. The prompt wins over the form fields
 * (the form always sends a font and colour, the prompt only what the shopper typed), and the
 * form wins over the material's default.
 */
export function chooseBoardStyle(
  area: PrintArea,
  hints: StyleHints,
  font: string | undefined,
  color: string | undefined,
  seedText: string,
): BoardChoice {
  const role = hints.font ?? fontRoleFor(font);
  const finish = hints.finish ?? FINISH_BY_MATERIAL[area.material ?? 'mdf'];
  const surface = parseHex(area.surfaceColor) ?? [128, 128, 128];
  const chosen = parseHex(color);
  // The form's default colour is not a choice the shopper made, so it may give way to legibility;
  // on a template that lists its colours every colour is a choice, and only those may be drawn.
  const shopperPicked =
    chosen !== null && (area.colors !== undefined || color?.toUpperCase() !== DEFAULT_COLOR.toUpperCase());
  let ink: Rgb = hints.color ?? chosen ?? (parseHex(DEFAULT_COLOR) as Rgb);

  const cut = CUT_BY_MATERIAL[area.material ?? 'mdf'] ?? (luminance(surface) < 0.3 ? 'lighten' : 'darken');
  if (!hints.color && !shopperPicked) {
    if (finish === 'chalk') ink = CHALK;
    else if (finish === 'glow') ink = WARM_WHITE;
    else if (area.material === 'brass' && finish === 'engraved') ink = ETCH_DARK;
    // A darkening cut contrasts by itself; any other ink must stand out from the surface.
    else if (!(finish === 'engraved' && cut === 'darken') && lowContrast(ink, surface))
      ink = luminance(surface) < 0.45 ? WARM_WHITE : [40, 26, 16];
  }
  return {
    role,
    style: {
      finish: area.material === 'brass' && finish === 'brass' ? 'engraved' : finish,
      ink,
      metal: hints.metal ?? 'gold',
      distressed: hints.distressed,
      seed: seedOf(seedText),
      cut,
    },
  };
}

/** Roughly how wide a letter's stroke is for a line of this height, per font. */
export function strokeFor(role: FontRole, lineHeight: number): number {
  const weight: Record<FontRole, number> = {
    serif: 0.1,
    classic: 0.09,
    sans: 0.11,
    light: 0.05,
    bold: 0.15,
    script: 0.05,
    playful: 0.15,
  };
  return Math.max(1.5, lineHeight * weight[role]);
}
