import type { BackdropTone } from './backdrop';
import { n } from './svg-kit';
import {
  bubble,
  cutout,
  fish,
  heart,
  leaf,
  lion,
  moon,
  planet,
  puffyCloud,
  rainbow,
  rocket,
  star,
  whale,
} from './kids-motifs';

export type KidsTheme = 'space' | 'jungle' | 'unicorn' | 'ocean';

/** The rectangle a motif arrangement must keep clear, in the plate's own coordinates. */
export interface ClearZone {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface ThemeStyle {
  /** Default paint of a name plate in this theme. */
  plate: string;
  wall: BackdropTone;
  /** Felt colours for bunting flags: close in lightness, so one text colour reads on all. */
  flags: readonly string[];
  /** Small appliqué near each flag's tip, below the letter. */
  flagCharm: (s: number) => string;
  /** Bead or charm threaded on the bunting string between flags. */
  stringCharm: (s: number) => string;
  /** Motifs round the plate's clear zone: a big one each side and small ones above. */
  decorate: (zone: ClearZone, bandTop: number) => string;
  /** Optional scenery painted along the plate's bottom edge, clipped to the plate. */
  ground?: (zone: ClearZone, w: number, h: number) => string;
}

/** Small motifs in two staggered rows in the band between the plate's top and the clear zone. */
function scatterAbove(zone: ClearZone, bandTop: number, count: number, draw: (i: number) => string): string {
  const parts: string[] = [];
  const rowA = zone.y - 34;
  const rowB = Math.max(bandTop + 30, zone.y - 78);
  for (let i = 0; i < count; i++) {
    const x = zone.x + 24 + ((zone.w - 48) * i) / (count - 1);
    parts.push(cutout(x, i % 2 ? rowB : rowA, draw(i), (i % 3) * 14 - 14));
  }
  return parts.join('');
}

/** Rolling waves across the bottom of the plate, two layers for depth. */
function waves(zone: ClearZone, w: number, h: number): string {
  const layer = (y: number, amp: number, color: string, phase: number) => {
    let d = `M0,${n(y)}`;
    for (let x = 0; x < w; x += 80) d += ` q40,${n((x / 80) % 2 === phase ? -amp : amp)} 80,0`;
    return `<path d="${d} V${h} H0 Z" fill="${color}"/>`;
  };
  const top = zone.y + zone.h + 18;
  return layer(top, 16, '#8fcdea', 0) + layer(top + 22, 14, '#4f9fd4', 1);
}

/** Grass tufts along the bottom of a jungle plate: a dark row behind a lighter one. */
function grass(zone: ClearZone, w: number, h: number): string {
  const row = (top: number, shift: number, color: string) => {
    let d = `M0,${h} V${n(top + 20)}`;
    for (let x = -shift; x < w; x += 26)
      d += ` L${n(x + 9)},${n(top + ((x + shift) % 52 === 0 ? 0 : 9))} L${n(x + 18)},${n(top + 20)}`;
    return `<path d="${d} V${h} Z" fill="${color}"/>`;
  };
  const top = zone.y + zone.h + 20;
  return row(top, 0, '#5b9d45') + row(top + 14, 13, '#7dbb5d');
}

export const THEMES: Record<KidsTheme, ThemeStyle> = {
  space: {
    plate: '#213a6b',
    wall: 'sky',
    flags: ['#2a4478', '#35508c', '#2d3f6e'],
    flagCharm: (s) => star(s, '#f7cf4a'),
    stringCharm: (s) => star(s, '#f7cf4a'),
    decorate: (zone, bandTop) =>
      cutout(zone.x - 80, zone.y + zone.h * 0.5, rocket(120), -30) +
      cutout(zone.x + zone.w + 84, zone.y + zone.h * 0.55, planet(58, '#f29a4a', '#f7d36b')) +
      scatterAbove(zone, bandTop, 7, (i) =>
        i === 3 ? moon(34, '#f7e7a1') : star(i % 2 ? 20 : 28, i % 3 ? '#f7cf4a' : '#ffffff'),
      ),
  },
  jungle: {
    plate: '#f8efd9',
    wall: 'mint',
    flags: ['#cfe5b4', '#f3dba0', '#b7dcc2'],
    flagCharm: (s) => leaf(s, '#4f8f46'),
    stringCharm: (s) => leaf(s, '#3f7a39'),
    decorate: (zone, bandTop) =>
      cutout(zone.x + zone.w + 70, zone.y + zone.h * 0.2, leaf(66, '#4f8f46'), 32) +
      cutout(zone.x + zone.w + 94, zone.y + zone.h * 0.55, leaf(54, '#6aa84f'), 70) +
      cutout(zone.x - 84, zone.y + zone.h * 0.45, lion(80)) +
      scatterAbove(zone, bandTop, 6, (i) => leaf(i % 2 ? 28 : 36, i % 2 ? '#6aa84f' : '#3f7a39')),
    ground: grass,
  },
  unicorn: {
    plate: '#fde3ea',
    wall: 'blush',
    flags: ['#f8cfe0', '#e6d6f6', '#fbe4b8'],
    flagCharm: (s) => heart(s, '#ef7fa6'),
    stringCharm: (s) => star(s, '#f6c9df'),
    decorate: (zone, bandTop) =>
      cutout(zone.x - 72, zone.y + zone.h * 0.6, rainbow(104), -24) +
      cutout(zone.x - 60, zone.y + zone.h * 0.86, puffyCloud(72)) +
      cutout(zone.x + zone.w + 80, zone.y + zone.h * 0.4, heart(58, '#ef7fa6'), 12) +
      cutout(zone.x + zone.w + 70, zone.y + zone.h * 0.88, star(34, '#f6c453'), 10) +
      scatterAbove(zone, bandTop, 7, (i) => (i % 2 ? heart(21, '#f39ab9') : star(27, '#f6c453'))),
  },
  ocean: {
    plate: '#dcf0fa',
    wall: 'sky',
    flags: ['#cde8f6', '#bfe3e4', '#f4e2c8'],
    flagCharm: (s) => fish(s, '#f08a3c'),
    stringCharm: (s) => bubble(s),
    decorate: (zone, bandTop) =>
      cutout(zone.x - 82, zone.y + zone.h * 0.45, whale(80)) +
      cutout(zone.x + zone.w + 80, zone.y + zone.h * 0.3, fish(64, '#f08a3c')) +
      cutout(zone.x + zone.w + 70, zone.y + zone.h * 0.78, fish(46, '#f6c453')) +
      scatterAbove(zone, bandTop, 6, (i) => bubble(i % 2 ? 15 : 22)),
    ground: waves,
  },
};
