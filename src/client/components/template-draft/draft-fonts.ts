import balooUrl from '@expo-google-fonts/baloo-2/800ExtraBold/Baloo2_800ExtraBold.ttf?url';
import cinzelUrl from '@expo-google-fonts/cinzel/700Bold/Cinzel_700Bold.ttf?url';
import greatVibesUrl from '@expo-google-fonts/great-vibes/400Regular/GreatVibes_400Regular.ttf?url';
import playfairUrl from '@expo-google-fonts/playfair-display/700Bold/PlayfairDisplay_700Bold.ttf?url';
import poppinsBoldUrl from '@expo-google-fonts/poppins/800ExtraBold/Poppins_800ExtraBold.ttf?url';
import poppinsLightUrl from '@expo-google-fonts/poppins/300Light/Poppins_300Light.ttf?url';
import poppinsUrl from '@expo-google-fonts/poppins/600SemiBold/Poppins_600SemiBold.ttf?url';
import { REF_PX, type FontRole } from '../../../contracts/lettering-layout';
import {
  EMOJI_FONTS,
  EMOJI_RANGE,
  hasEmoji,
  letteringScriptsIn,
  SCRIPT_FONTS,
  SCRIPT_RANGES,
  type LetteringScript,
} from '../../../contracts/lettering-scripts';

/**
 * The very TTF files the server's compositor renders with (server/platform/text-shaping/bundled-fonts.ts),
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

/** Adds one file (an npm module path of the server's table) to the role's family for `range` only, once per page. */
function loadRangeFace(role: FontRole, module: string, range: string): Promise<void> {
  const key = `${role} ${module}`;
  let known = scriptLoading.get(key);
  if (!known) {
    known = import('./script-font-urls').then(async ({ SCRIPT_FONT_URLS }) => {
      const url = SCRIPT_FONT_URLS[module];
      if (!url) throw new Error(`No web font for ${module}`);
      const face = new FontFace(draftFamily(role), `url(${url}) format('truetype')`, { unicodeRange: range });
      document.fonts.add(await face.load());
    });
    known.catch(() => scriptLoading.delete(key));
    scriptLoading.set(key, known);
  }
  return known;
}

/** What a text needs beyond a role's own face: its scripts (Tamil, Arabic...) and 'emoji'. */
export type DraftFaceNeed = LetteringScript | 'emoji';

/** The faces `text` needs beyond the role's own: a plain key for an effect to depend on. */
export function draftFaceNeeds(text: string): DraftFaceNeed[] {
  const needs: DraftFaceNeed[] = letteringScriptsIn(text);
  if (hasEmoji(text)) needs.push('emoji');
  return needs;
}

/**
 * Loads, once per page, the role's face for each script of draftFaceNeeds (Tamil, Urdu...) and,
 * for an emoji, the role's emoji face: the very files the server letters them with in that role,
 * added to the role's family for that script's Unicode block (or the emoji blocks) only, after the
 * role's own face, so canvas draws each run of a mixed name in its own font as the server does,
 * and an emoji in Noto Emoji's outline rather than the phone's colour emoji. Nothing loads for a
 * plain Latin or Devanagari name.
 */
export async function loadDraftFaces(role: FontRole, needs: readonly DraftFaceNeed[]): Promise<void> {
  if (needs.length === 0) return;
  await loadDraftFont(role);
  await Promise.all(
    needs.map((need) =>
      need === 'emoji'
        ? loadRangeFace(role, EMOJI_FONTS[role], EMOJI_RANGE)
        : loadRangeFace(role, SCRIPT_FONTS[need][role], SCRIPT_RANGES[need]),
    ),
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
