import { createRequire } from 'node:module';
import { FONT_ROLES, type FontRole } from '../../../contracts/lettering-layout';
import { EMOJI_FONTS, LETTERING_SCRIPTS, SCRIPT_FONTS } from '../../../contracts/lettering-scripts';
import { fontFor, registerFontFile, registerFonts } from './bundled-fonts';
import { fontRuns, openFont } from './shape-text';

const require = createRequire(import.meta.url);

function resolveFont(module: string): string {
  try {
    return require.resolve(module);
  } catch (err) {
    throw new Error(`Font file ${module} is missing: run npm install`, { cause: err });
  }
}

const chains = new Map<FontRole, string[]>();

/**
 * The fonts a role letters with, in the order a character tries them: the role's own font
 * (Latin, and Devanagari for Poppins and Baloo 2), Poppins for Devanagari where the role's font
 * has none (Playfair, Cinzel, Great Vibes), the role's font for each other script, then Noto
 * Emoji. The preview (Pango), the production outlines and the coverage rule all follow it.
 */
export function letteringChain(role: FontRole): string[] {
  let chain = chains.get(role);
  if (!chain) {
    const fallback = fontFor(role === 'light' ? 'light' : 'sans').file;
    const own = fontFor(role).file;
    chain = [own, ...(fallback === own ? [] : [fallback])];
    for (const script of LETTERING_SCRIPTS) chain.push(resolveFont(SCRIPT_FONTS[script][role]));
    chain.push(resolveFont(EMOJI_FONTS[role]));
    chains.set(role, chain);
  }
  return chain;
}

/** Every font file any role letters with, each once. */
export function allLetteringFonts(): string[] {
  return [...new Set(FONT_ROLES.flatMap(letteringChain))];
}

/** A name split into runs of one font and one script, as every renderer of lettering draws it. */
export function letteringRuns(text: string, role: FontRole) {
  return fontRuns(text, letteringChain(role));
}

const faces = new Map<string, string>();

/**
 * The Pango font description (without size) that names this file's face for fontconfig: the
 * typographic family and style ('Noto Sans Tamil SemiBold'), read from the font's own name table.
 */
export function pangoFace(file: string): string {
  let face = faces.get(file);
  if (!face) {
    const font = openFont(file);
    const family = font.getName('preferredFamily', 'en') ?? font.familyName;
    const style = font.getName('preferredSubfamily', 'en') ?? font.subfamilyName;
    face = `${family} ${style}`;
    faces.set(file, face);
  }
  return face;
}

let registered: Promise<void> | undefined;

/**
 * Hands every lettering font to fontconfig before the first render (the roles' own fonts first,
 * as registerFonts does), so Pango finds each script's face by the name the markup gives it.
 */
export function registerLetteringFonts(): Promise<void> {
  registered ??= (async () => {
    await registerFonts();
    for (const file of allLetteringFonts()) await registerFontFile(pangoFace(file), file);
  })();
  return registered;
}
