import type { Language } from './language';
import { DEFAULT_UPLOAD_FILENAME } from './limits';
import { MUG_STYLES } from './previews';
import { LETTERING_COLOURS, LETTERING_FONTS, type LetteringColour, type LetteringFont } from './template-choices';

/**
 * Issue 45 item 5: what a shopper reads of a line's personalisation (order page, checkout, proof,
 * messages), in the words they chose it by: the colour's name, not '#8B4513'; the font's, not
 * 'serif'; and only what they could choose: no 'Style: minimal' on a name board, no lettering on
 * a mug. The keys are the ones the order keeps (commerce/line-attributes.ts ATTRIBUTE_KEYS).
 */
interface ChoiceNames {
  /** The personalisation's names, by the key the order keeps. */
  keys: Record<string, string>;
  fonts: Record<LetteringFont, string>;
  colours: Record<LetteringColour, string>;
  /** The mug's art styles by their tiles' names (the studios' names stay as they are). */
  styles: Record<(typeof MUG_STYLES)[number], string>;
}

const label = <V extends string>(list: readonly { value: V; label: string }[]) =>
  Object.fromEntries(list.map((c) => [c.value, c.label])) as Record<V, string>;

const NAMES: Record<Language, ChoiceNames> = {
  en: {
    keys: {
      Name: 'Name',
      'House number': 'House number',
      'Child name': "Child's name",
      Caption: 'Caption',
      Photo: 'Photo',
      Font: 'Font',
      Colour: 'Text colour',
      Style: 'Art style',
      'AI prompt': 'Your idea',
    },
    fonts: label(LETTERING_FONTS),
    colours: label(LETTERING_COLOURS),
    styles: { ghibli: 'Ghibli', disney: 'Disney', pixar: 'Pixar', 'oil-painting': 'Oil painting' },
  },
  hi: {
    keys: {
      Name: 'नाम',
      'House number': 'मकान नंबर',
      'Child name': 'बच्चे का नाम',
      Caption: 'संदेश',
      Photo: 'फ़ोटो',
      Font: 'अक्षरों की शैली',
      Colour: 'अक्षरों का रंग',
      Style: 'चित्र की शैली',
      'AI prompt': 'आपका आइडिया',
    },
    fonts: { serif: 'सेरिफ़', sans: 'सादे अक्षर', script: 'हस्तलिपि', playful: 'चंचल', bold: 'मोटे अक्षर' },
    colours: {
      '#8B4513': 'भूरा',
      '#C9A227': 'सुनहरा',
      '#1A1A1A': 'काला',
      '#FFFFFF': 'सफ़ेद',
      '#1F2F5C': 'गहरा नीला',
      '#B3261E': 'लाल',
    },
    styles: { ghibli: 'Ghibli', disney: 'Disney', pixar: 'Pixar', 'oil-painting': 'ऑयल पेंटिंग' },
  },
};

const isMugStyle = (v: string): v is (typeof MUG_STYLES)[number] => (MUG_STYLES as readonly string[]).includes(v);

/** A font's name in the language, or the value as it was when it is not one of ours. */
export function fontName(language: Language, value: string): string {
  const fonts = NAMES[language].fonts;
  const key = value.trim().toLowerCase();
  return Object.hasOwn(fonts, key) ? fonts[key as LetteringFont] : value;
}

/** A lettering colour's name in the language, or the value as it was when it is not in the palette. */
export function colourName(language: Language, value: string): string {
  const colours = NAMES[language].colours;
  const key = value.trim().toUpperCase();
  return Object.hasOwn(colours, key) ? colours[key as LetteringColour] : value;
}

export interface ShownChoice {
  /** The key the order keeps ('Colour'), for tests and styling. */
  key: string;
  label: string;
  value: string;
}

/**
 * A line's personalisation as the shopper reads it: the store's own '_' keys out, the lettering
 * only where there is lettering to choose (a mug has an art style instead), a style only when it
 * is one a shopper picks, and each value in the words of its chip or swatch.
 */
export function shownChoices(attributes: readonly { key: string; value: string }[], language: Language): ShownChoice[] {
  const names = NAMES[language];
  const style = attributes
    .find((a) => a.key === 'Style')
    ?.value.trim()
    .toLowerCase();
  const mug = style !== undefined && isMugStyle(style);
  return attributes.flatMap((a): ShownChoice[] => {
    if (a.key.startsWith('_')) return [];
    const shown = (value: string) => [{ key: a.key, label: names.keys[a.key] ?? a.key, value }];
    switch (a.key) {
      case 'Font':
        return mug ? [] : shown(fontName(language, a.value));
      case 'Colour':
        return mug ? [] : shown(colourName(language, a.value));
      case 'Style':
        return mug && style ? shown(names.styles[style]) : [];
      case 'Photo':
        return a.value === DEFAULT_UPLOAD_FILENAME ? [] : shown(a.value);
      default:
        return shown(a.value);
    }
  });
}
