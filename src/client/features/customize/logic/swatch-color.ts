/** Colours to paint a swatch for an option value ('Teak', 'Blue Pottery', 'Black Acrylic'). */
const HUES: Record<string, string> = {
  red: '#b3261e',
  white: '#ffffff',
  black: '#1a1a1a',
  blue: '#2456a6',
  green: '#3f6b4e',
  yellow: '#f2c94c',
  orange: '#e8772e',
  pink: '#f4a7b9',
  purple: '#6b3fa0',
  violet: '#7f56d9',
  brown: '#8b4513',
  grey: '#8a8a8a',
  gray: '#8a8a8a',
  gold: '#c9a227',
  golden: '#c9a227',
  silver: '#c0c0c0',
  beige: '#e8d9bd',
  cream: '#f6ecd6',
  ivory: '#fbf5e6',
  navy: '#1f2f5c',
  maroon: '#6d1a22',
  teal: '#1f7a7a',
  turquoise: '#3cb6b0',
  indigo: '#3b3f99',
  mustard: '#d4a017',
  peach: '#f6b99a',
  mint: '#a8dcc5',
  olive: '#6b7233',
  charcoal: '#36393d',
  terracotta: '#c0603a',
  saffron: '#f2b544',
  rust: '#a1441f',
  lavender: '#b9a6e3',
  coral: '#f47b67',
};
const MATERIALS: Record<string, string> = {
  copper: '#c07a4e',
  bronze: '#a97142',
  brass: '#cfa24c',
  chrome: '#d7dadd',
  steel: '#9aa3ab',
  teak: '#a96d3a',
  sheesham: '#7d4426',
  mango: '#c19662',
  walnut: '#5f3e27',
  oak: '#c8a26b',
  rosewood: '#65000b',
  pine: '#e3c48b',
  bamboo: '#d8c28a',
  natural: '#d9b88a',
  acrylic: '#eef3f2',
  slate: '#42494e',
  marble: '#ecebe7',
  stone: '#9c968c',
  ceramic: '#f4efe6',
  mdf: '#b88a5c',
  wood: '#a0703f',
  wooden: '#a0703f',
};

/** A hue word wins over a material ('Black Acrylic' is black); null gives a plain chip. */
export function swatchColor(value: string): string | null {
  const v = value.trim();
  if (/^#[0-9a-f]{6}$/i.test(v)) return v;
  const words = v.toLowerCase().split(/[\s/&,+-]+/);
  return words.map((w) => HUES[w]).find(Boolean) ?? words.map((w) => MATERIALS[w]).find(Boolean) ?? null;
}
