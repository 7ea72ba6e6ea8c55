import balooUrl from '@expo-google-fonts/baloo-2/800ExtraBold/Baloo2_800ExtraBold.ttf?url';
import cinzelUrl from '@expo-google-fonts/cinzel/700Bold/Cinzel_700Bold.ttf?url';
import greatVibesUrl from '@expo-google-fonts/great-vibes/400Regular/GreatVibes_400Regular.ttf?url';
import playfairUrl from '@expo-google-fonts/playfair-display/700Bold/PlayfairDisplay_700Bold.ttf?url';
import poppinsBoldUrl from '@expo-google-fonts/poppins/800ExtraBold/Poppins_800ExtraBold.ttf?url';
import poppinsLightUrl from '@expo-google-fonts/poppins/300Light/Poppins_300Light.ttf?url';
import poppinsUrl from '@expo-google-fonts/poppins/600SemiBold/Poppins_600SemiBold.ttf?url';
import { REF_PX, type FontRole } from '../../../contracts/lettering-layout';
import { letteringScriptsIn, SCRIPT_FONTS, SCRIPT_RANGES } from '../../../contracts/lettering-scripts';

/**
 * The very TTF files the server's compositor renders with (server/text-shaping/bundled-fonts.ts),
 * so the live draft's letters have the same shapes and widths. Vite emits them as files; one is
 * fetched only when a sheet needs it, never on the home page.
 */
const FILES: Record<FontRole, string> = {
  serif: playfairUrl,
  classic: cinzelUrl,
  sans: poppinsUrl,
  light: poppinsLightUrl,
  bold: poppinsBoldUrl,
  script: greatVibesUrl,
  playful: balooUrl,
};

/** Our own family names, so a font the shopper has installed under the same name is never used. */
export const draftFamily = (role: FontRole) => `kaarigar-draft-${role}`;

const loading = new Map<FontRole, Promise<void>>();

/** Loads a role's font once per page; resolves when canvas text can use it. */
export function loadDraftFont(role: FontRole): Promise<void> {
  let known = loading.get(role);
  if (!known) {
    const face = new FontFace(draftFamily(role), `url(${FILES[role]}) format('truetype')`);
    known = face.load().then((loaded) => {
      document.fonts.add(loaded);
      warmUp(role);
    });
    // A failed load is tried again next time rather than remembered.
    known.catch(() => loading.delete(role));
    loading.set(role, known);
  }
  return known;
}

const scriptLoading = new Map<string, Promise<void>>();

/**
 * Loads, once per page, the role's face for each script of `text` beyond Latin and Devanagari
 * (Tamil, Urdu...): the very file the server letters that script with in that role, added to the
 * role's family for that script's Unicode block only, after the role's own face, so canvas draws
 * each run of a mixed name in its own font as the server does. Nothing loads for a Latin name.
 */
export async function loadDraftScripts(role: FontRole, text: string): Promise<void> {
  const scripts = letteringScriptsIn(text);
  if (scripts.length === 0) return;
  await loadDraftFont(role);
  await Promise.all(
    scripts.map((script) => {
      const key = `${role} ${script}`;
      let known = scriptLoading.get(key);
      if (!known) {
        known = import('./script-font-urls').then(async ({ SCRIPT_FONT_URLS }) => {
          const url = SCRIPT_FONT_URLS[SCRIPT_FONTS[script][role]];
          if (!url) throw new Error(`No web font for ${script} in ${role}`);
          const face = new FontFace(draftFamily(role), `url(${url}) format('truetype')`, {
            unicodeRange: SCRIPT_RANGES[script],
          });
          document.fonts.add(await face.load());
        });
        known.catch(() => scriptLoading.delete(key));
        scriptLoading.set(key, known);
      }
      return known;
    }),
  );
}

/**
 * The first text drawn in a new font pays for setting the font up and rasterising its glyphs:
 * measured, that was the shopper's first keystroke, the one over 50 ms under a phone's CPU. It is
 * paid here instead, while the sheet opens and before anyone types.
 */
function warmUp(role: FontRole): void {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return;
  ctx.canvas.width = REF_PX * 2;
  ctx.canvas.height = REF_PX;
  ctx.font = `${REF_PX}px ${draftFamily(role)}`;
  ctx.measureText('Aa');
  ctx.fillText('Sharma Niwas 0123456789', 0, REF_PX * 0.8);
}
