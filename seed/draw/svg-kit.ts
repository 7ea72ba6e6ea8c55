import { MASTER_SIZE } from '../../src/contracts/print-area';

/** A colour stop: offset 0..1, colour, optional opacity. */
export type Stop = readonly [offset: number, color: string, opacity?: number];

/** Rounds for the SVG text: a tenth of a pixel is invisible and keeps documents small. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function stopTags(stops: readonly Stop[]): string {
  return stops
    .map(([offset, color, opacity]) => {
      const alpha = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
      return `<stop offset="${offset}" stop-color="${color}"${alpha}/>`;
    })
    .join('');
}

/** A linear gradient in object-bounding-box units (0..1 across the shape it fills). */
export function linear(id: string, stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags(stops)}</linearGradient>`;
}

/** A radial gradient in object-bounding-box units, centred at (cx, cy) with radius r. */
export function radial(id: string, stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopTags(stops)}</radialGradient>`;
}

/** A radial gradient in canvas pixels, for light pools that must not stretch with the shape. */
export function radialAt(id: string, stops: readonly Stop[], cx: number, cy: number, r: number): string {
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stopTags(stops)}</radialGradient>`;
}

/**
 * A Gaussian blur. The filter region must leave room for the blur's spread, but librsvg blurs every
 * pixel of it, so large shapes pass a small `margin` (a share of their size): a 200% region made
 * a board's wall shadow cost four times its area.
 */
export function blurFilter(id: string, deviation: number, margin = 0.5): string {
  const pct = (v: number) => `${Math.round(v * 100)}%`;
  return `<filter id="${id}" x="${pct(-margin)}" y="${pct(-margin)}" width="${pct(1 + margin * 2)}" height="${pct(1 + margin * 2)}"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
}

export function svgDocument(content: string): string {
  const size = MASTER_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${content}</svg>`;
}

/** Rounded-rectangle path, so the same outline can be filled, clipped and shadowed. */
export function roundedRectPath(x: number, y: number, w: number, h: number, r: number): string {
  return (
    `M${n(x + r)},${n(y)} H${n(x + w - r)} A${n(r)},${n(r)} 0 0 1 ${n(x + w)},${n(y + r)} ` +
    `V${n(y + h - r)} A${n(r)},${n(r)} 0 0 1 ${n(x + w - r)},${n(y + h)} H${n(x + r)} ` +
    `A${n(r)},${n(r)} 0 0 1 ${n(x)},${n(y + h - r)} V${n(y + r)} A${n(r)},${n(r)} 0 0 1 ${n(x + r)},${n(y)} Z`
  );
}

/**
 * A small seeded generator (mulberry32 over a string hash): the same key always draws the same
 * grain, scatter and sparkle, so re-drawing a catalogue never changes a published image.
 */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes two #rrggbb colours; t=0 gives a, t=1 gives b. Used to derive shades from one base. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift: number) => {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    return Math.round(ca + (cb - ca) * t);
  };
  const value = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${value.toString(16).padStart(6, '0')}`;
}

export const shade = (color: string, amount: number): string => mix(color, '#000000', amount);
export const tint = (color: string, amount: number): string => mix(color, '#ffffff', amount);

/**
 * Fine noise as a repeating 256 px tile. librsvg computes feTurbulence per pixel of the filter
 * region; drawing it once into a stitched pattern tile instead of across the whole canvas cut the
 * plaster wall from ~300 ms to a few ms per image. `matrix` maps the noise to colour and alpha.
 */
export function noiseTile(id: string, baseFrequency: string, octaves: number, seed: number, matrix: string): string {
  const tile = 256;
  return (
    `<filter id="${id}-noise" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="${baseFrequency}" numOctaves="${octaves}" seed="${seed}" stitchTiles="stitch"/>` +
    `<feColorMatrix values="${matrix}"/></filter>` +
    `<pattern id="${id}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse"><rect width="${tile}" height="${tile}" filter="url(#${id}-noise)"/></pattern>`
  );
}
