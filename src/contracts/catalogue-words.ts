/**
 * Issue 45 item 7: the words of the catalogue the shop starts with (seed/products), which we wrote
 * and so say in Hindi too: its option names and values (its product types, on the first screen's
 * cards, are the Hindi dictionary's `card.type`). A shopper sees them on the chips, the cart,
 * checkout, the order page and the proof; what the owner typed themselves stays as typed, since
 * the catalogue holds one language. Imported by the sheet's, cart's and pages' chunks and the
 * server's pages, never the first load (lib/i18n/catalogue-words.ts).
 */
import type { Language } from './language';

const WORDS_HI: Readonly<Record<string, string>> = {
  // Option names
  Size: 'साइज़',
  Colour: 'रंग',
  'Border Colour': 'बॉर्डर का रंग',
  Pack: 'पैक',
  Quantity: 'संख्या',
  Packaging: 'पैकिंग',
  Wood: 'लकड़ी',
  'House Number': 'मकान नंबर',
  Finish: 'फ़िनिश',
  Metal: 'धातु',
  Lighting: 'रोशनी',
  Theme: 'थीम',
  Length: 'लंबाई',
  // Option values
  'Blue Pottery': 'ब्लू पॉटरी',
  White: 'सफ़ेद',
  Black: 'काला',
  Red: 'लाल',
  Yellow: 'पीला',
  Terracotta: 'टेराकोटा',
  Natural: 'प्राकृतिक',
  Single: 'एक',
  'Pack of 2': '2 का पैक',
  'Pastel Pink': 'हल्का गुलाबी',
  Mint: 'पुदीना हरा',
  Lavender: 'लैवेंडर',
  'Gift wrap': 'गिफ़्ट पैकिंग',
  'No gift wrap': 'बिना गिफ़्ट पैकिंग',
  Sheesham: 'शीशम',
  Teak: 'सागौन',
  'With House Number': 'मकान नंबर के साथ',
  'Without House Number': 'बिना मकान नंबर',
  Walnut: 'अखरोट',
  Brass: 'पीतल',
  Copper: 'तांबा',
  'With LED': 'LED के साथ',
  'Without LED': 'बिना LED',
  Space: 'अंतरिक्ष',
  Jungle: 'जंगल',
  Unicorn: 'यूनिकॉर्न',
  Ocean: 'समुद्र',
  Navy: 'गहरा नीला',
  Teal: 'हरा-नीला',
  Small: 'छोटा',
  Large: 'बड़ा',
  Pink: 'गुलाबी',
  'Up to 6 letters': '6 अक्षर तक',
  'Up to 10 letters': '10 अक्षर तक',
  'Set of 3': '3 का सेट',
};

/** Sizes as the seed writes them ('12 x 8 in', '11oz'): the numbers stay, the unit is said in Hindi. */
const UNITS_HI: [RegExp, string][] = [
  [/^(\d+(?:\.\d+)?) x (\d+(?:\.\d+)?) in$/, '$1 x $2 इंच'],
  [/^(\d+)oz$/, '$1 औंस'],
];

/**
 * A catalogue word or a variant's title ('Sheesham / 12 x 8 in / With House Number', each part
 * on its own) in the language; a part that is not one of ours stays as it is.
 */
export function catalogueText(language: Language, text: string): string {
  if (language === 'en') return text;
  return text
    .split(' / ')
    .map((part) => {
      const key = part.trim();
      if (Object.hasOwn(WORDS_HI, key)) return WORDS_HI[key]!;
      for (const [pattern, said] of UNITS_HI) if (pattern.test(key)) return key.replace(pattern, said);
      return part;
    })
    .join(' / ');
}
