import { DEFAULT_FONT } from './limits';
import type { PrintArea } from './print-area';

/**
 * Where lettering goes on a name board or kids plate, as pure arithmetic on measured ink. The
 * server's compositor measures ink with Pango, the browser's live draft with canvas; both hand
 * the sizes to these functions, so the draft and the generated preview cannot disagree on the
 * print area, the padding, the fitted size or the position of a line.
 */

/** The font roles both renderers know; each is one bundled font (server: TTF, browser: the same TTF). */
export const FONT_ROLES = ['serif', 'classic', 'sans', 'light', 'bold', 'script', 'playful'] as const;
export type FontRole = (typeof FONT_ROLES)[number];

/** The shopper's font names (the form's chips and a few obvious synonyms) to our roles. */
const FONT_ALIASES: Record<string, FontRole> = {
  serif: 'serif',
  playfair: 'serif',
  'playfair display': 'serif',
  classic: 'classic',
  roman: 'classic',
  cinzel: 'classic',
  sans: 'sans',
  'sans-serif': 'sans',
  modern: 'sans',
  poppins: 'sans',
  light: 'light',
  thin: 'light',
  minimal: 'light',
  bold: 'bold',
  heavy: 'bold',
  block: 'bold',
  script: 'script',
  cursive: 'script',
  handwriting: 'script',
  'great vibes': 'script',
  playful: 'playful',
  fun: 'playful',
  rounded: 'playful',
  baloo: 'playful',
  'baloo 2': 'playful',
};

/** The role for the shopper's `font` value; unknown or missing values get the spec's default, serif. */
export function fontRoleFor(requested: string | undefined): FontRole {
  return FONT_ALIASES[(requested ?? '').trim().toLowerCase()] ?? 'serif';
}

/**
 * Text is measured at this size and only ever scaled down to fit, never up: downscaled glyphs
 * stay crisp, and a print area's largest line is still smaller than this.
 */
export const REF_PX = 240;

/** Letter spacing per font, in em: capitals and thin letters need air, scripts must join up. */
export const TRACKING: Record<FontRole, number> = {
  serif: 0.02,
  classic: 0.08,
  sans: 0.04,
  light: 0.14,
  bold: 0.02,
  script: 0,
  playful: 0.01,
};

/** Shown when the shopper asked for a look (a prompt) but typed no name yet. */
export const PLACEHOLDER_NAME = 'Your Name';

export interface LineSpec {
  text: string;
  role: FontRole;
  /** Size relative to the other lines (the house number under a name is smaller). */
  size?: number;
  /** Extra space between letters, in em. */
  tracking?: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The inked extent of a line as rendered at REF_PX times its relative size. */
export interface InkSize {
  width: number;
  height: number;
}

/** The parts of a prompt's look that move the lettering (the rest is finish and colour). */
export interface BoardLook {
  minimal: boolean;
  border: boolean;
  flourish: boolean;
  uppercase: boolean;
  /** Leaf sprigs either side of the name take width from it. */
  leaves: boolean;
}

export const PLAIN_LOOK: BoardLook = {
  minimal: false,
  border: false,
  flourish: false,
  uppercase: false,
  leaves: false,
};

/**
 * A name board's two lines: the name, and the house number under it, smaller. `offered` is the
 * template's fonts (absent: every font), which the number's plain face must be one of.
 */
export function boardLines(
  name: string,
  houseNumber: string,
  role: FontRole,
  look: BoardLook,
  offered?: readonly string[],
): LineSpec[] {
  const primary = name.trim() || (houseNumber.trim() ? '' : PLACEHOLDER_NAME);
  // Capitals suit a minimal sign, but joined-up script turns illegible in them.
  const upper = (look.uppercase || look.minimal) && role !== 'script';
  return [
    { text: upper ? primary.toUpperCase() : primary, role, tracking: TRACKING[role] },
    { text: houseNumber.trim(), role: numberRole(role, offered), size: primary ? 0.7 : 1, tracking: 0.12 },
  ];
}

/**
 * Script numerals are hard to read on a gate, so a script board's number is set in serif, unless
 * the template does not offer serif: then it stays in the script, the face the owner chose.
 */
function numberRole(role: FontRole, offered: readonly string[] | undefined): FontRole {
  if (role !== 'script') return role;
  return !offered || offered.some((f) => fontRoleFor(f) === 'serif') ? 'serif' : 'script';
}

/** The box the lines are fitted into, in print-area pixels, and the gap between lines in em. */
export function boardTextBox(area: Pick<PrintArea, 'width' | 'height'>, look: BoardLook, visibleLines: number) {
  const padX = Math.round(area.width * (look.minimal ? 0.17 : look.border ? 0.1 : 0.065));
  const padY = Math.round(area.height * (look.minimal ? 0.22 : look.border ? 0.14 : 0.09));
  const sprigWidth = look.leaves ? Math.round(area.width * 0.13) : 0;
  const box = { width: area.width - 2 * (padX + sprigWidth), height: area.height - 2 * padY };
  // A single line with a flourish leaves room for the flourish under it.
  const flourishBelow = look.flourish && visibleLines === 1;
  return {
    x: padX + sprigWidth,
    y: padY,
    width: box.width,
    height: flourishBelow ? Math.round(box.height * 0.72) : box.height,
    sprigWidth,
    gap: look.flourish ? 0.62 : 0.18,
  };
}

/**
 * The fitting rule: lines centred one under another at the largest scale at which all of them
 * fit the box, never above REF_PX. Sizes are rounded down, so nothing can overflow the box.
 * Returns each line's rectangle inside the box (only lines with text are given).
 */
export function fitInk(
  inks: InkSize[],
  box: { width: number; height: number },
  gap: number,
): { scale: number; lines: Box[] } {
  const gapPx = gap * REF_PX;
  const totalW = Math.max(1, ...inks.map((m) => m.width));
  const totalH = inks.reduce((sum, m) => sum + m.height, 0) + gapPx * Math.max(0, inks.length - 1);
  const scale = Math.min(box.width / totalW, box.height / Math.max(1, totalH), 1);
  const sized = inks.map((m) => ({
    width: Math.max(1, Math.floor(m.width * scale)),
    height: Math.max(1, Math.floor(m.height * scale)),
  }));
  const gapOut = Math.floor(gapPx * scale);
  const usedH = sized.reduce((sum, m) => sum + m.height, 0) + gapOut * Math.max(0, sized.length - 1);
  const lines: Box[] = [];
  let y = Math.floor((box.height - usedH) / 2);
  for (const m of sized) {
    lines.push({ x: Math.floor((box.width - m.width) / 2), y, width: m.width, height: m.height });
    y += m.height + gapOut;
  }
  return { scale, lines };
}

/** A kids plate's letters take these colours in turn unless the shopper picks one. */
export const KIDS_LETTER_COLOURS = ['#e63946', '#f4a11d', '#2a9d8f', '#3a6ea5', '#9b5de5', '#ef476f'] as const;

/**
 * A kids plate's font. The form's default (serif) is a grown-up choice the shopper did not make,
 * so it gives way to the plate's own (`fallback`, playful unless a prompt's theme says otherwise),
 * when the template offers that one (`offered`: its fonts; absent, every font).
 */
export function kidsFontRole(
  font: string | undefined,
  fallback: FontRole = 'playful',
  offered?: readonly string[],
): FontRole {
  const picked = font !== undefined && font.trim().toLowerCase() !== DEFAULT_FONT;
  const fallbackOffered = !offered || offered.some((f) => fontRoleFor(f) === fallback);
  return picked || !fallbackOffered ? fontRoleFor(font) : fallback;
}

/** The kids plate's letter outline at REF_PX: thicker for a comic keyline. */
export function kidsOutlineRef(wordHeight: number, keyline: boolean): number {
  return Math.max(6, wordHeight * 0.075) * (keyline ? 1.6 : 1);
}

/**
 * A kids plate's name: the word's scale and top-left corner in print-area pixels. Room is left
 * for the outline on every side and for the tilt, which lifts a letter's corners.
 */
export function fitKidsName(area: Pick<PrintArea, 'width' | 'height'>, word: InkSize, outlineRef: number) {
  const padX = area.width * 0.05;
  const padY = area.height * 0.08;
  const box = { width: area.width - 2 * padX, height: area.height - 2 * padY };
  const scale = Math.min(
    box.width / (word.width + outlineRef * 3),
    box.height / (word.height * 1.12 + outlineRef * 3),
    1,
  );
  return {
    scale,
    x: padX + (box.width - word.width * scale) / 2,
    y: padY + (box.height - word.height * scale) / 2,
  };
}
