import { createRequire } from 'node:module';
import sharp from 'sharp';
import { FONT_ROLES, type FontRole } from '../../../contracts/lettering-layout';

export interface FontFace {
  /** Pango font description without the size, e.g. 'Poppins Light'. */
  face: string;
  /** Absolute path of the TTF, resolved from node_modules. */
  file: string;
}

/**
 * Bundled OFL fonts (Google Fonts, packaged as TTF by @expo-google-fonts). libvips renders text
 * through Pango and fontconfig, which read TTF/OTF but not the WOFF2 of @fontsource packages.
 * Poppins and Baloo 2 also carry Devanagari, so Hindi names render in any role (see registerFonts).
 */
const FILES: Record<FontRole, { face: string; module: string }> = {
  serif: {
    face: 'Playfair Display Bold',
    module: '@expo-google-fonts/playfair-display/700Bold/PlayfairDisplay_700Bold.ttf',
  },
  classic: { face: 'Cinzel Bold', module: '@expo-google-fonts/cinzel/700Bold/Cinzel_700Bold.ttf' },
  sans: { face: 'Poppins SemiBold', module: '@expo-google-fonts/poppins/600SemiBold/Poppins_600SemiBold.ttf' },
  light: { face: 'Poppins Light', module: '@expo-google-fonts/poppins/300Light/Poppins_300Light.ttf' },
  bold: { face: 'Poppins ExtraBold', module: '@expo-google-fonts/poppins/800ExtraBold/Poppins_800ExtraBold.ttf' },
  script: { face: 'Great Vibes', module: '@expo-google-fonts/great-vibes/400Regular/GreatVibes_400Regular.ttf' },
  playful: { face: 'Baloo 2 ExtraBold', module: '@expo-google-fonts/baloo-2/800ExtraBold/Baloo2_800ExtraBold.ttf' },
};

const require = createRequire(import.meta.url);
const resolved = new Map<FontRole, FontFace>();

/** The face and file for a role; throws naming the missing package if it is not installed. */
export function fontFor(role: FontRole): FontFace {
  const known = resolved.get(role);
  if (known) return known;
  const { face, module } = FILES[role];
  let file: string;
  try {
    file = require.resolve(module);
  } catch (err) {
    throw new Error(`Font file ${module} is missing: run npm install`, { cause: err });
  }
  const font = { face, file };
  resolved.set(role, font);
  return font;
}

let registered: Promise<void> | undefined;

/** A font file handed to fontconfig through libvips, by drawing one dot with it. */
export async function registerFontFile(face: string, file: string): Promise<void> {
  await sharp({ text: { text: '.', font: `${face} 12`, fontfile: file } })
    .raw()
    .toBuffer();
}

/**
 * Hands every bundled font to fontconfig before the first real render. libvips adds a `fontfile`
 * to the process-wide fontconfig set on first use; registering all of them up front means the
 * fallback for a glyph one font lacks (Devanagari in Playfair) is always the same, so the same
 * request gives the same bytes whatever was rendered before it.
 */
export function registerFonts(): Promise<void> {
  registered ??= (async () => {
    for (const role of FONT_ROLES) {
      const { face, file } = fontFor(role);
      await registerFontFile(face, file);
    }
  })();
  return registered;
}
