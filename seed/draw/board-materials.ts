import type { PrintArea } from '../../src/contracts/print-area';
import { linear, n, noiseTile, seededRandom, shade, tint } from './svg-kit';

export type BoardMaterial =
  'teak' | 'sheesham' | 'mango' | 'walnut' | 'acrylic-white' | 'acrylic-black' | 'brass' | 'copper' | 'slate' | 'warli';

export interface MaterialLook {
  /** Colour of the face where the lettering goes. */
  face: string;
  /** The cut edge seen below the face, which gives the board its thickness. */
  edge: string;
  /** What the preview renderer should imitate (engraving in wood, etching in brass, paint on slate). */
  printMaterial: NonNullable<PrintArea['material']>;
}

interface WoodTone {
  light: string;
  mid: string;
  dark: string;
  seed: number;
}

const WOODS: Record<'teak' | 'sheesham' | 'mango' | 'walnut', WoodTone> = {
  teak: { light: '#c99158', mid: '#a96d3a', dark: '#5e3617', seed: 7 },
  sheesham: { light: '#a3623a', mid: '#7d4426', dark: '#2f150a', seed: 12 },
  mango: { light: '#dcb57e', mid: '#c19662', dark: '#6e4c27', seed: 21 },
  walnut: { light: '#82593b', mid: '#5f3e27', dark: '#23140b', seed: 5 },
};

export function materialLook(material: BoardMaterial): MaterialLook {
  switch (material) {
    case 'teak':
    case 'sheesham':
    case 'mango':
    case 'walnut': {
      const wood = WOODS[material];
      const printMaterial = material === 'walnut' ? 'sheesham' : material;
      return { face: wood.mid, edge: shade(wood.mid, 0.35), printMaterial };
    }
    case 'acrylic-white':
      return { face: '#f4f5f3', edge: '#bcd6cf', printMaterial: 'acrylic' };
    case 'acrylic-black':
      return { face: '#1b1c1f', edge: '#3a3f44', printMaterial: 'acrylic' };
    case 'brass':
      return { face: '#cfa24c', edge: shade(WOODS.teak.mid, 0.35), printMaterial: 'brass' };
    case 'copper':
      return { face: '#c07a4e', edge: shade(WOODS.walnut.mid, 0.35), printMaterial: 'brass' };
    case 'slate':
      return { face: '#42494e', edge: '#262b2f', printMaterial: 'slate' };
    case 'warli':
      return { face: '#8e3b22', edge: shade(WOODS.teak.mid, 0.4), printMaterial: 'teak' };
  }
}

/**
 * Wood figure from noise: stretched fractal noise is turned into contour bands by a zig-zag
 * transfer table, which is what growth rings look like on a flat-sawn plank; a finer noise adds pores.
 */
function woodFace(id: string, tone: WoodTone, w: number, h: number): string {
  return (
    `<defs>${linear(
      `${id}-base`,
      [
        [0, tone.light],
        [0.55, tone.mid],
        [1, shade(tone.mid, 0.12)],
      ],
      0,
      0,
      1,
      1,
    )}` +
    `<filter id="${id}-figure" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">` +
    `<feTurbulence type="fractalNoise" baseFrequency="0.0022 0.032" numOctaves="4" seed="${tone.seed}"/>` +
    `<feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  1 0 0 0 0"/>` +
    `<feComponentTransfer><feFuncA type="table" tableValues="0 0.85 0.1 0.7 0 0.8 0.15 0.75 0 0.65 0.05 0.8 0"/></feComponentTransfer>` +
    `<feComposite in="SourceGraphic" operator="in"/></filter>` +
    `${noiseTile(`${id}-pores`, '0.015 0.5', 2, tone.seed + 1, '0 0 0 0 0.2  0 0 0 0 0.1  0 0 0 0 0.04  0 0 0 1.3 -0.55')}</defs>` +
    `<rect width="${n(w)}" height="${n(h)}" fill="url(#${id}-base)"/>` +
    `<rect width="${n(w)}" height="${n(h)}" fill="${tone.dark}" opacity="0.42" filter="url(#${id}-figure)"/>` +
    `<rect width="${n(w)}" height="${n(h)}" fill="url(#${id}-pores)" opacity="0.6"/>`
  );
}

/** Brushed metal: a diagonal sheen plus a few hundred hairlines of random strength. */
function brushedMetal(id: string, palette: readonly string[], x: number, y: number, w: number, h: number): string {
  const random = seededRandom(id);
  const stops = palette.map((c, i) => [i / (palette.length - 1), c] as const);
  const lines: string[] = [];
  for (let i = 0; i < 160; i++) {
    const ly = y + random() * h;
    const color = random() > 0.5 ? '#ffffff' : '#3a2708';
    const x0 = x + random() * w * 0.3;
    lines.push(
      `<line x1="${n(x0)}" y1="${n(ly)}" x2="${n(x0 + w * (0.5 + random() * 0.5))}" y2="${n(ly)}" stroke="${color}" stroke-opacity="${n(0.04 + random() * 0.1)}" stroke-width="1"/>`,
    );
  }
  return (
    `<defs>${linear(`${id}-metal`, stops, 0, 0, 1, 0.6)}</defs>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${id}-metal)"/>${lines.join('')}`
  );
}

/** Inset of the metal plate from the board's edge, so the lettering zone can sit inside it. */
export const METAL_PLATE_INSET = 46;

const BRASS = ['#f1d58a', '#c89a42', '#a8792c', '#e6c36f', '#b88a35'] as const;
const COPPER = ['#eeb08a', '#c07a4e', '#94502d', '#d99468', '#a5603a'] as const;

/** A brass or copper plate inset in a wooden backing; returns the plate's rectangle too. */
function metalPlate(id: string, palette: readonly string[], w: number, h: number): string {
  const inset = METAL_PLATE_INSET;
  const pw = w - inset * 2;
  const ph = h - inset * 2;
  return (
    woodFace(`${id}-backing`, palette === COPPER ? WOODS.walnut : WOODS.teak, w, h) +
    `<rect x="${inset + 4}" y="${inset + 8}" width="${n(pw)}" height="${n(ph)}" rx="10" fill="#1c0f05" opacity="0.45"/>` +
    `<defs><clipPath id="${id}-plate"><rect x="${inset}" y="${inset}" width="${n(pw)}" height="${n(ph)}" rx="10"/></clipPath></defs>` +
    `<g clip-path="url(#${id}-plate)">${brushedMetal(id, palette, inset, inset, pw, ph)}</g>` +
    `<rect x="${inset + 1.5}" y="${inset + 1.5}" width="${n(pw - 3)}" height="${n(ph - 3)}" rx="9" fill="none" stroke="${tint(palette[0] ?? '#ffffff', 0.4)}" stroke-width="3" opacity="0.8"/>` +
    `<rect x="${inset + 12}" y="${inset + 12}" width="${n(pw - 24)}" height="${n(ph - 24)}" rx="6" fill="none" stroke="${shade(palette[2] ?? '#000000', 0.25)}" stroke-width="2" opacity="0.7"/>`
  );
}

/** Acrylic: a glossy sheet with a mirror-like diagonal reflection across the top left. */
function acrylicFace(id: string, base: string, w: number, h: number): string {
  const dark = base === '#1b1c1f';
  return (
    `<defs>${linear(
      `${id}-gloss`,
      [
        [0, tint(base, dark ? 0.12 : 0.7)],
        [0.6, base],
        [1, shade(base, dark ? 0.25 : 0.03)],
      ],
      0,
      0,
      1,
      1,
    )}</defs>` +
    `<rect width="${n(w)}" height="${n(h)}" fill="url(#${id}-gloss)"/>` +
    `<path d="M0,0 H${n(w * 0.42)} L${n(w * 0.18)},${n(h)} H0 Z" fill="#ffffff" opacity="${dark ? 0.07 : 0.35}"/>` +
    `<path d="M${n(w * 0.47)},0 H${n(w * 0.53)} L${n(w * 0.29)},${n(h)} H${n(w * 0.23)} Z" fill="#ffffff" opacity="${dark ? 0.05 : 0.25}"/>`
  );
}

/**
 * Slate: blue-grey stone split along its bedding, so the texture is streaky along one axis, with
 * fine grit on top and a hand-dressed bevel that catches the light round the edge.
 */
function slateFace(id: string, w: number, h: number, outline: string): string {
  return (
    `<defs>${linear(
      `${id}-stone`,
      [
        [0, '#555d63'],
        [0.5, '#42494e'],
        [1, '#33393d'],
      ],
      0,
      0,
      1,
      1,
    )}` +
    `<filter id="${id}-cleft" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.003 0.06" numOctaves="4" seed="4"/>` +
    `<feColorMatrix values="0 0 0 0 0.6  0 0 0 0 0.65  0 0 0 0 0.68  0 0 0 2.2 -1.1"/></filter>` +
    `${noiseTile(`${id}-grit`, '0.9', 1, 8, '0 0 0 0 0.08  0 0 0 0 0.09  0 0 0 0 0.1  0 0 0 1.4 -0.6')}</defs>` +
    `<rect width="${n(w)}" height="${n(h)}" fill="url(#${id}-stone)"/>` +
    `<rect width="${n(w)}" height="${n(h)}" filter="url(#${id}-cleft)" opacity="0.35"/>` +
    `<rect width="${n(w)}" height="${n(h)}" fill="url(#${id}-grit)" opacity="0.7"/>` +
    `<path d="${outline}" fill="none" stroke="#1c2125" stroke-opacity="0.45" stroke-width="36"/>` +
    `<path d="${outline}" fill="none" stroke="#9aa3a8" stroke-opacity="0.35" stroke-width="30"/>`
  );
}

/** The board's face material, drawn over the whole local rectangle and clipped by the caller. */
export function materialFace(id: string, material: BoardMaterial, w: number, h: number, outline: string): string {
  switch (material) {
    case 'teak':
    case 'sheesham':
    case 'mango':
    case 'walnut':
      return woodFace(id, WOODS[material], w, h);
    case 'acrylic-white':
      return acrylicFace(id, '#f4f5f3', w, h);
    case 'acrylic-black':
      return acrylicFace(id, '#1b1c1f', w, h);
    case 'brass':
      return metalPlate(id, BRASS, w, h);
    case 'copper':
      return metalPlate(id, COPPER, w, h);
    case 'slate':
      return slateFace(id, w, h, outline);
    case 'warli':
      // Geru (red-ochre) paint over teak, thin enough that the grain still shows through.
      return `${woodFace(id, WOODS.teak, w, h)}<rect width="${n(w)}" height="${n(h)}" fill="#8e3b22" opacity="0.86"/>`;
  }
}
