import { n } from './svg-kit';

export type MugGlaze =
  | 'white'
  | 'black'
  | 'red'
  | 'blue-pottery'
  | 'madhubani-red'
  | 'madhubani-yellow'
  | 'terracotta'
  | 'natural-clay'
  | 'pastel-pink'
  | 'mint'
  | 'lavender';

/** Border painting in the style of a craft tradition, with the colours it is painted in. */
interface BorderPattern {
  line: string;
  petal: string;
  centre: string;
}

export interface Glaze {
  body: string;
  interior: string;
  /** How strong the specular streak is: glossy glazes shine, bare terracotta barely does. */
  gloss: number;
  /** Unglazed clay shows a fine speckle. */
  speckle: boolean;
  border: BorderPattern | null;
}

const PLAIN_INTERIOR = '#f7f4ee';

export const GLAZES: Record<MugGlaze, Glaze> = {
  white: { body: '#f5f2ec', interior: PLAIN_INTERIOR, gloss: 0.6, speckle: false, border: null },
  black: { body: '#2b2a2d', interior: '#323136', gloss: 0.4, speckle: false, border: null },
  red: { body: '#b3302b', interior: PLAIN_INTERIOR, gloss: 0.5, speckle: false, border: null },
  'pastel-pink': { body: '#f0c4c0', interior: PLAIN_INTERIOR, gloss: 0.5, speckle: false, border: null },
  mint: { body: '#bfe0cd', interior: PLAIN_INTERIOR, gloss: 0.5, speckle: false, border: null },
  lavender: { body: '#d5cbec', interior: PLAIN_INTERIOR, gloss: 0.5, speckle: false, border: null },
  terracotta: { body: '#b85d36', interior: '#efe3cf', gloss: 0.14, speckle: true, border: null },
  'natural-clay': { body: '#caa57c', interior: '#efe3cf', gloss: 0.14, speckle: true, border: null },
  'blue-pottery': {
    body: '#f4f0e5',
    interior: '#f6f2e8',
    gloss: 0.6,
    speckle: false,
    border: { line: '#1d4f9e', petal: '#1d4f9e', centre: '#35a0ae' },
  },
  'madhubani-red': {
    body: '#f6eee0',
    interior: '#f6eee0',
    gloss: 0.5,
    speckle: false,
    border: { line: '#1f1a17', petal: '#b8322c', centre: '#e3b23c' },
  },
  'madhubani-yellow': {
    body: '#f6eee0',
    interior: '#f6eee0',
    gloss: 0.5,
    speckle: false,
    border: { line: '#1f1a17', petal: '#e0a526', centre: '#b8322c' },
  },
};

/** Share of the mug's height the painted borders take at the top and at the bottom. */
export const BORDER_TOP = 0.17;
export const BORDER_BOTTOM = 0.13;

interface Cylinder {
  cx: number;
  radius: number;
  /** Vertical radius of the rim ellipse: how far the camera looks down on the mug. */
  ry: number;
  top: number;
  bottom: number;
}

/** A ring painted round the mug at height y, seen as the front half of an ellipse. */
function ring(c: Cylinder, y: number, width: number, color: string): string {
  return `<path d="M${n(c.cx - c.radius)},${n(y)} A${n(c.radius)},${n(c.ry)} 0 0 0 ${n(c.cx + c.radius)},${n(y)}" fill="none" stroke="${color}" stroke-width="${n(width)}"/>`;
}

/** A six-petal flower, the commonest blue-pottery and Madhubani border motif. */
function flower(size: number, pattern: BorderPattern): string {
  const petals = Array.from({ length: 6 }, (_, i) => {
    return `<ellipse cx="0" cy="${n(-size * 0.55)}" rx="${n(size * 0.26)}" ry="${n(size * 0.48)}" transform="rotate(${i * 60})" fill="${pattern.petal}"/>`;
  }).join('');
  return `${petals}<circle r="${n(size * 0.26)}" fill="${pattern.centre}"/><circle r="${n(size * 0.1)}" fill="#f4f0e5"/>`;
}

/**
 * Motifs placed round the cylinder: each sits at angle θ, so it moves by sin θ and is squeezed by
 * cos θ, and it rides the ring's ellipse. That foreshortening is what makes the mug read as round.
 */
function motifRow(c: Cylinder, y: number, size: number, draw: (s: number) => string, step: number): string {
  const parts: string[] = [];
  for (let deg = -84; deg <= 84; deg += step) {
    const theta = (deg * Math.PI) / 180;
    const x = c.cx + c.radius * Math.sin(theta);
    const yy = y + c.ry * Math.cos(theta);
    parts.push(`<g transform="translate(${n(x)},${n(yy)}) scale(${Math.cos(theta).toFixed(2)},1)">${draw(size)}</g>`);
  }
  return parts.join('');
}

/** The painted top and bottom borders, leaving the middle band plain for the shopper's print. */
export function paintedBorders(c: Cylinder, pattern: BorderPattern): string {
  const h = c.bottom - c.top;
  const topBandEnd = c.top + h * BORDER_TOP;
  const bottomBandStart = c.bottom - h * BORDER_BOTTOM;
  const flowerSize = h * 0.05;
  const dot = (s: number) => `<circle r="${n(s)}" fill="${pattern.centre}"/>`;
  return [
    ring(c, c.top + h * 0.02, h * 0.03, pattern.line),
    motifRow(c, c.top + h * 0.085, flowerSize, (s) => flower(s, pattern), 21),
    ring(c, topBandEnd - h * 0.02, h * 0.008, pattern.line),
    ring(c, topBandEnd - h * 0.005, h * 0.004, pattern.petal),
    ring(c, bottomBandStart + h * 0.005, h * 0.008, pattern.line),
    motifRow(c, bottomBandStart + h * 0.05, h * 0.012, dot, 12),
    ring(c, c.bottom - h * 0.01, h * 0.045, pattern.line),
  ].join('');
}
