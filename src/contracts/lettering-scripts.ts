import type { FontRole } from './lettering-layout';

/**
 * The scripts a name can be lettered in beyond Latin and Devanagari (which the role's own fonts
 * carry: Poppins, Baloo 2), and the font file that draws each script in each role. One table for
 * the server's preview, the production file, the invoice and the browser's live draft, so the
 * proof and the piece are drawn with the very same file. Paths are npm module paths (all OFL,
 * packaged as TTF by @expo-google-fonts). Where no family of a role exists for a script the
 * nearest one stands in: docs/lettering-scripts.md has the table and the reasons.
 */
export const LETTERING_SCRIPTS = [
  'Bengali',
  'Gujarati',
  'Gurmukhi',
  'Kannada',
  'Malayalam',
  'Oriya',
  'Tamil',
  'Telugu',
  'Arabic',
] as const;
export type LetteringScript = (typeof LETTERING_SCRIPTS)[number];

/** The Unicode block of each script: the browser's live draft loads a script's face for this range only. */
export const SCRIPT_RANGES: Record<LetteringScript, string> = {
  Bengali: 'U+0980-09FF',
  Gujarati: 'U+0A80-0AFF',
  Gurmukhi: 'U+0A00-0A7F',
  Kannada: 'U+0C80-0CFF',
  Malayalam: 'U+0D00-0D7F',
  Oriya: 'U+0B00-0B7F',
  Tamil: 'U+0B80-0BFF',
  Telugu: 'U+0C00-0C7F',
  Arabic: 'U+0600-06FF, U+0750-077F, U+08A0-08FF, U+FB50-FDFF, U+FE70-FEFF',
};

type Weight = '300Light' | '400Regular' | '500Medium' | '600SemiBold' | '700Bold' | '800ExtraBold';

/** '@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf' from its parts. */
const expo = (pkg: string, family: string, weight: Weight, flat = false) =>
  `@expo-google-fonts/${pkg}/${flat ? '' : `${weight}/`}${family}_${weight}.ttf`;

interface Families {
  sans: [pkg: string, family: string];
  /** Noto Serif where the script has one; Noto Sans Bold otherwise (the nearest to a serif's weight). */
  serif?: [pkg: string, family: string];
  /** The Baloo 2 sibling for the script (the playful role's family, Baloo 2, in its own script). */
  baloo: [pkg: string, family: string, flat: boolean];
}

const FAMILIES: Record<Exclude<LetteringScript, 'Arabic'>, Families> = {
  Bengali: {
    sans: ['noto-sans-bengali', 'NotoSansBengali'],
    serif: ['noto-serif-bengali', 'NotoSerifBengali'],
    baloo: ['baloo-da-2', 'BalooDa2', true],
  },
  Gujarati: { sans: ['noto-sans-gujarati', 'NotoSansGujarati'], baloo: ['baloo-bhai-2', 'BalooBhai2', false] },
  Gurmukhi: { sans: ['noto-sans-gurmukhi', 'NotoSansGurmukhi'], baloo: ['baloo-paaji-2', 'BalooPaaji2', true] },
  Kannada: { sans: ['noto-sans-kannada', 'NotoSansKannada'], baloo: ['baloo-tamma-2', 'BalooTamma2', false] },
  Malayalam: {
    sans: ['noto-sans-malayalam', 'NotoSansMalayalam'],
    baloo: ['baloo-chettan-2', 'BalooChettan2', false],
  },
  Oriya: { sans: ['noto-sans-oriya', 'NotoSansOriya'], baloo: ['baloo-bhaina-2', 'BalooBhaina2', true] },
  Tamil: { sans: ['noto-sans-tamil', 'NotoSansTamil'], baloo: ['baloo-thambi-2', 'BalooThambi2', false] },
  Telugu: {
    sans: ['noto-sans-telugu', 'NotoSansTelugu'],
    serif: ['noto-serif-telugu', 'NotoSerifTelugu'],
    baloo: ['baloo-tammudu-2', 'BalooTammudu2', true],
  },
};

function indicRoles({ sans, serif, baloo }: Families): Record<FontRole, string> {
  const serifFile = serif ? expo(serif[0], serif[1], '700Bold') : expo(sans[0], sans[1], '700Bold');
  return {
    serif: serifFile,
    classic: serifFile,
    sans: expo(sans[0], sans[1], '600SemiBold'),
    light: expo(sans[0], sans[1], '300Light'),
    bold: expo(sans[0], sans[1], '800ExtraBold'),
    // No calligraphic family exists for these scripts on npm: Baloo's rounded hand is the nearest.
    script: expo(baloo[0], baloo[1], '500Medium', baloo[2]),
    playful: expo(baloo[0], baloo[1], '800ExtraBold', baloo[2]),
  };
}

const naskh = (weight: Weight) => expo('noto-naskh-arabic', 'NotoNaskhArabic', weight);
const nastaliq = (weight: Weight) => expo('noto-nastaliq-urdu', 'NotoNastaliqUrdu', weight);

/** The font file (npm module path) for each script in each role. */
export const SCRIPT_FONTS: Record<LetteringScript, Record<FontRole, string>> = {
  Bengali: indicRoles(FAMILIES.Bengali),
  Gujarati: indicRoles(FAMILIES.Gujarati),
  Gurmukhi: indicRoles(FAMILIES.Gurmukhi),
  Kannada: indicRoles(FAMILIES.Kannada),
  Malayalam: indicRoles(FAMILIES.Malayalam),
  Oriya: indicRoles(FAMILIES.Oriya),
  Tamil: indicRoles(FAMILIES.Tamil),
  Telugu: indicRoles(FAMILIES.Telugu),
  // Urdu: Noto Nastaliq Urdu, the hand house boards are written in, for the lettered roles
  // (serif, classic, script); Noto Naskh Arabic, the upright book hand, for the plain ones. Both
  // have Urdu's letters (ٹ ڈ ڑ ں ھ ہ ے). Nastaliq's stacked words reach 1.9 em above the
  // baseline: docs/lettering-scripts.md has how the preview, the file and the draft measured it.
  Arabic: {
    serif: nastaliq('700Bold'),
    classic: nastaliq('700Bold'),
    sans: naskh('600SemiBold'),
    light: naskh('400Regular'),
    bold: naskh('700Bold'),
    script: nastaliq('500Medium'),
    playful: naskh('700Bold'),
  },
};

const emoji = (weight: Weight) => expo('noto-emoji', 'NotoEmoji', weight);

/**
 * Emoji in a name (a family, a flower) are drawn in outline by Noto Emoji, the invoice's emoji
 * font, in the role's weight: last in every chain, so a letter never takes its emoji form.
 */
export const EMOJI_FONTS: Record<FontRole, string> = {
  serif: emoji('700Bold'),
  classic: emoji('700Bold'),
  sans: emoji('600SemiBold'),
  light: emoji('300Light'),
  bold: emoji('700Bold'),
  script: emoji('500Medium'),
  playful: emoji('700Bold'),
};

/**
 * The blocks the live draft takes from EMOJI_FONTS: the pictographs, dingbats and symbols that
 * no role's own font has, where the server's chain reaches Noto Emoji. Joiners and variation
 * selectors are left out: the browser shapes them with their neighbours' font, as HarfBuzz does.
 */
export const EMOJI_RANGE =
  'U+20E3, U+2300-23FF, U+2460-24FF, U+25A0-27BF, U+2900-297F, U+2B00-2BFF, U+3030, U+303D, U+3297, U+3299, U+1F000-1FAFF, U+E0020-E007F';

const PICTOGRAPH = /\p{Extended_Pictographic}/u;

/** Whether the text has an emoji, so the draft loads the emoji font too. */
export const hasEmoji = (text: string) => PICTOGRAPH.test(text);

const SCRIPT_PATTERNS = LETTERING_SCRIPTS.map((script) => ({
  script,
  pattern: new RegExp(`\\p{Script=${script}}`, 'u'),
}));

/** The scripts of this table that the text uses, in table order (to load their fonts). */
export function letteringScriptsIn(text: string): LetteringScript[] {
  return SCRIPT_PATTERNS.filter(({ pattern }) => pattern.test(text)).map(({ script }) => script);
}

const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /\p{L}/u;

/**
 * A line's paragraph direction as the Unicode Bidirectional Algorithm's rules P2-P3 give it: that
 * of its first letter (digits, spaces and emoji have none). The server's bidi (bidi-js) and Pango
 * take it so; the live draft's canvas is told it, since a canvas otherwise takes the page's.
 */
export function paragraphDirection(text: string): 'ltr' | 'rtl' {
  for (const ch of text) if (LETTER.test(ch)) return RTL_LETTER.test(ch) ? 'rtl' : 'ltr';
  return 'ltr';
}
