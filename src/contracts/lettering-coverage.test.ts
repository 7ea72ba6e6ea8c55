import { describe, expect, it } from 'vitest';
import { letteringCoverageProblem, letteringText, undrawableCharacter } from './lettering-coverage';
import { letteringScriptsIn } from './lettering-scripts';
import { nameplatePreviewRequestSchema } from './previews';
import { customizationSchema } from './cart-requests';
import { countCharacters, firstCharacters, shopperTextProblem } from './shopper-text';

/**
 * Real names, with how many characters a reader of the script counts in each: a conjunct with its
 * vowel sign is one (Unicode 15.1's grapheme rule GB9c, which Node's ICU follows).
 */
const NAMES: { script: string; name: string; characters: number }[] = [
  { script: 'Devanagari', name: 'शर्मा निवास', characters: 6 }, // श र्मा _ नि वा स
  { script: 'Tamil', name: 'சர்மா இல்லம்', characters: 8 }, // ச ர் மா _ இ ல் ல ம் (a visible pulli ends a letter)
  { script: 'Bengali', name: 'শর্মা ভবন', characters: 6 }, // শ র্মা _ ভ ব ন
  { script: 'Gujarati', name: 'શર્મા નિવાસ', characters: 6 }, // શ ર્મા _ નિ વા સ
  { script: 'Gurmukhi', name: 'ਸ਼ਰਮਾ ਨਿਵਾਸ', characters: 7 }, // ਸ਼ ਰ ਮਾ _ ਨਿ ਵਾ ਸ
  { script: 'Kannada', name: 'ಶರ್ಮಾ ನಿವಾಸ', characters: 7 }, // ಶ ರ್ ಮಾ _ ನಿ ವಾ ಸ (Unicode joins no Kannada conjunct yet)
  { script: 'Malayalam', name: 'ശർമ്മ നിവാസ്', characters: 7 }, // ശ ർ മ്മ _ നി വാ സ് (ർ is a chillu, a letter of its own)
  { script: 'Odia', name: 'ଶର୍ମା ନିବାସ', characters: 6 }, // ଶ ର୍ମା _ ନି ବା ସ
  { script: 'Telugu', name: 'శర్మ నివాసం', characters: 6 }, // శ ర్మ _ ని వా సం
  { script: 'Urdu', name: 'شرما نواس', characters: 9 }, // ش ر م ا _ ن و ا س
];

describe('lettering coverage: one rule for the field, the API and the renderers', () => {
  it.each(NAMES)('accepts $script: $name', ({ name }) => {
    expect(undrawableCharacter(name)).toBeNull();
    expect(nameplatePreviewRequestSchema.safeParse({ name, productImageUrl: '/x.png' }).success).toBe(true);
    expect(customizationSchema.safeParse({ name }).success).toBe(true);
  });

  it('accepts names mixing scripts, and emoji (Noto Emoji draws them)', () => {
    expect(undrawableCharacter('Priya சர்மா & شرما 👨‍👩‍👧')).toBeNull();
    expect(letteringScriptsIn('Priya சர்மா & شرما')).toEqual(['Tamil', 'Arabic']);
  });

  it.each([
    ['ᏣᎳᎩ', 'Ꮳ', 'U+13E3'], // Cherokee
    ['Sharma ꦱ', 'ꦱ', 'U+A9B1'], // Javanese
    ['名前', '名', 'U+540D'], // CJK
    ['Priya 𓀀', '𓀀', 'U+13000'],
  ])('refuses %s, naming %s (%s) at the field and at the API', (name, ch, code) => {
    expect(undrawableCharacter(name)).toBe(ch);
    const message = letteringCoverageProblem(name, 'Name');
    expect(message).toBe(
      `Name has “${ch}” (${code}), which none of our lettering fonts can draw. Please remove it or type it another way`,
    );
    const preview = nameplatePreviewRequestSchema.safeParse({ name, productImageUrl: '/x.png' });
    expect(preview.success).toBe(false);
    expect(preview.error?.issues[0]?.message).toBe(message);
    const cart = customizationSchema.safeParse({ name });
    expect(cart.error?.issues[0]?.message).toBe(message);
  });

  it('reports the shopper-text problem first, the coverage one after', () => {
    expect(letteringText(5, 'Name').safeParse('名'.repeat(6)).error?.issues[0]?.message).toBe(
      'Name must be at most 5 characters',
    );
  });
});

describe('character limits count as a reader of each script does', () => {
  it.each(NAMES)('$script: $name is $characters characters', ({ name, characters }) => {
    expect(countCharacters(name)).toBe(characters);
    expect(shopperTextProblem(name, characters, 'Name')).toBeNull();
    expect(shopperTextProblem(name, characters - 1, 'Name')).toBe(`Name must be at most ${characters - 1} characters`);
    // Cutting to a limit never leaves a consonant without its vowel sign or virama.
    const cut = firstCharacters(name, 2);
    expect(countCharacters(cut)).toBe(2);
    expect(name.startsWith(cut)).toBe(true);
  });
});
