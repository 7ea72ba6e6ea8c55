import type { MugStyle } from '../../../../contracts/previews';

/**
 * The names the fresh-process lettering test draws (issue 45): the reference sheet's real name in
 * each of the ten Indian scripts, with a house number in the script's own digits (so the second
 * line needs the script's face too), and a Latin control. Each script gets another font role, so
 * every role is measured with a script face it lacks.
 */
export const SCRIPT_NAMES = [
  { script: 'Latin', name: 'Sharma Niwas', number: '42A', kids: 'Aarav' },
  { script: 'Devanagari', name: 'शर्मा निवास', number: '४२', kids: 'आरव' },
  { script: 'Tamil', name: 'அன்பு இல்லம்', number: '௪௨', kids: 'அன்பு' },
  { script: 'Bengali', name: 'শর্মা ভবন', number: '৪২', kids: 'শর্মা' },
  { script: 'Gujarati', name: 'શર્મા નિવાસ', number: '૪૨', kids: 'શર્મા' },
  { script: 'Gurmukhi', name: 'ਸ਼ਰਮਾ ਨਿਵਾਸ', number: '੪੨', kids: 'ਸ਼ਰਮਾ' },
  { script: 'Kannada', name: 'ಶರ್ಮಾ ನಿವಾಸ', number: '೪೨', kids: 'ಶರ್ಮಾ' },
  { script: 'Malayalam', name: 'ശർമ്മ നിവാസ്', number: '൪൨', kids: 'ശർമ്മ' },
  { script: 'Odia', name: 'ଶର୍ମା ନିବାସ', number: '୪୨', kids: 'ଶର୍ମା' },
  { script: 'Telugu', name: 'శర్మ నివాసం', number: '౪౨', kids: 'శర్మ' },
  { script: 'Urdu', name: 'شرما نواس', number: '۴۲', kids: 'شرما' },
] as const;

const BOARD_FONTS = ['serif', 'sans', 'light', 'bold', 'script', 'playful', 'classic'] as const;
const MUG_STYLES: MugStyle[] = ['ghibli', 'disney', 'pixar', 'oil-painting'];

export const boardInput = (i: number) => {
  const { name, number } = SCRIPT_NAMES[i]!;
  return { primary: name, secondary: number, font: BOARD_FONTS[i % BOARD_FONTS.length], prompt: 'minimal' };
};
export const plateInput = (i: number) => ({ childName: SCRIPT_NAMES[i]!.kids, font: BOARD_FONTS[(i + 3) % 7] });
export const mugInput = (i: number) => ({ caption: SCRIPT_NAMES[i]!.name, style: MUG_STYLES[i % MUG_STYLES.length]! });

export const BOARD_SIZE = { widthMm: 304.8, heightMm: 203.2 };
export const PLATE_SIZE = { widthMm: 297, heightMm: 210 };
export const MUG_WRAP = { widthMm: 8.5 * 25.4, heightMm: 3.5 * 25.4 };
