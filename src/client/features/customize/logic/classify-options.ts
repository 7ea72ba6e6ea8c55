/**
 * Option classification (spec section 3): a variant option is recognised by the wording of its
 * values, because variant titles carry values only ('Teak / 12 x 8 in'), never option names.
 */
export type OptionKind = 'Size' | 'Color' | 'Feature' | 'Quantity' | 'Option';

const QUANTITY = [
  /^(pack|set|box|bundle) of \d+/i,
  /^\d+\s*(pcs?|pieces?|pack|units?|nos?\.?)$/i,
  /^(single|pair|duo|trio)$/i,
];

const SIZE = [
  /\d+(\.\d+)?\s*(oz|ml|ltr|l|cm|mm|in|inch|inches|ft|feet|")(\b|$)/i,
  /\d+(\.\d+)?\s*[x×]\s*\d+/i,
  /^a[0-6]$/i,
  /^up to \d+ (letters|characters|chars|names)$/i,
  /^(x{0,3}s|m|x{0,3}l|\d?xl|small|medium|large|extra[ -]large|mini|regular|standard|jumbo|big|tall|kids|adult)$/i,
];

const FEATURE = [
  /^(with|without|no|add|plus|incl\.?|including)\b/i,
  /^\+/,
  /\bgift[ -]?(wrap|box|wrapped|wrapping)\b/i,
  /\b(led|backlit)\b/i,
];

/** Colours, and the materials and finishes a shopper picks the same way (swatch-like). */
const COLOR_WORDS = new Set([
  'red',
  'white',
  'black',
  'blue',
  'green',
  'yellow',
  'orange',
  'pink',
  'purple',
  'violet',
  'brown',
  'grey',
  'gray',
  'gold',
  'golden',
  'silver',
  'beige',
  'cream',
  'ivory',
  'navy',
  'maroon',
  'teal',
  'turquoise',
  'indigo',
  'mustard',
  'peach',
  'mint',
  'olive',
  'charcoal',
  'terracotta',
  'saffron',
  'rust',
  'lavender',
  'coral',
  'multicolour',
  'multicolor',
  'pastel',
  'copper',
  'bronze',
  'brass',
  'chrome',
  'steel',
  'teak',
  'sheesham',
  'mango',
  'walnut',
  'oak',
  'rosewood',
  'pine',
  'bamboo',
  'wood',
  'wooden',
  'natural',
  'acrylic',
  'slate',
  'marble',
  'stone',
  'ceramic',
  'matte',
  'matt',
  'glossy',
  'gloss',
  'satin',
  'frosted',
  'clear',
  'transparent',
  'pottery',
  'glaze',
  'glazed',
  'mdf',
  'metal',
  'metallic',
]);
const HEX = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;

export function classifyValue(value: string): OptionKind {
  const v = value.trim();
  if (QUANTITY.some((re) => re.test(v))) return 'Quantity';
  if (SIZE.some((re) => re.test(v))) return 'Size';
  if (FEATURE.some((re) => re.test(v))) return 'Feature';
  if (
    HEX.test(v) ||
    v
      .toLowerCase()
      .split(/[\s/&,+-]+/)
      .some((word) => COLOR_WORDS.has(word))
  )
    return 'Color';
  return 'Option';
}

// A tie between kinds goes to the more specific wording.
const PRIORITY: readonly OptionKind[] = ['Quantity', 'Size', 'Feature', 'Color'];

/** The kind most of an attribute's values share; 'Option' only when none is recognised. */
export function classifyAttribute(values: readonly string[]): OptionKind {
  const votes = new Map<OptionKind, number>();
  for (const value of values) {
    const kind = classifyValue(value);
    if (kind !== 'Option') votes.set(kind, (votes.get(kind) ?? 0) + 1);
  }
  let best: OptionKind = 'Option';
  let bestVotes = 0;
  for (const kind of PRIORITY) {
    const n = votes.get(kind) ?? 0;
    if (n > bestVotes) {
      best = kind;
      bestVotes = n;
    }
  }
  return best;
}

/** Nameboards ask about the house number plate in the sheet itself (spec section 3). */
export function isHouseNumberValue(value: string): boolean {
  return /\bhouse\s*(no\.?|num(ber)?|#)/i.test(value);
}
