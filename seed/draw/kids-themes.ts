import type { BackdropTone } from './backdrop';
import { bubble, cutout, fish, heart, leaf, lion, moon, planet, puffyCloud, rainbow, rocket, star, whale } from './kids-motifs';

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
  decorate: (zone: ClearZone) => string;
}

/** Small motifs spread along the band above the clear zone, alternating heights. */
function scatterAbove(zone: ClearZone, count: number, draw: (i: number) => string): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = zone.x + 30 + ((zone.w - 60) * i) / (count - 1);
    const y = zone.y - 48 - (i % 2) * 26;
    parts.push(cutout(x, y, draw(i), (i % 3) * 12 - 12));
  }
  return parts.join('');
}

export const THEMES: Record<KidsTheme, ThemeStyle> = {
  space: {
    plate: '#213a6b',
    wall: 'sky',
    flags: ['#2a4478', '#35508c', '#2d3f6e'],
    flagCharm: (s) => star(s, '#f7cf4a'),
    stringCharm: (s) => star(s, '#f7cf4a'),
    decorate: (zone) =>
      cutout(zone.x - 66, zone.y + zone.h * 0.55, rocket(92), -28) +
      cutout(zone.x + zone.w + 64, zone.y + zone.h * 0.6, planet(46, '#f29a4a', '#f7d36b')) +
      scatterAbove(zone, 6, (i) => (i === 4 ? moon(26, '#f7e7a1') : star(i % 2 ? 16 : 22, '#f7cf4a'))),
  },
  jungle: {
    plate: '#f8efd9',
    wall: 'mint',
    flags: ['#cfe5b4', '#f3dba0', '#b7dcc2'],
    flagCharm: (s) => leaf(s, '#4f8f46'),
    stringCharm: (s) => leaf(s, '#3f7a39'),
    decorate: (zone) =>
      cutout(zone.x - 62, zone.y + zone.h * 0.5, lion(70)) +
      cutout(zone.x + zone.w + 48, zone.y + zone.h * 0.25, leaf(56, '#4f8f46'), 28) +
      cutout(zone.x + zone.w + 70, zone.y + zone.h * 0.8, leaf(46, '#6aa84f'), -20) +
      scatterAbove(zone, 5, (i) => leaf(26, i % 2 ? '#6aa84f' : '#3f7a39')),
  },
  unicorn: {
    plate: '#fde3ea',
    wall: 'blush',
    flags: ['#f8cfe0', '#e6d6f6', '#fbe4b8'],
    flagCharm: (s) => heart(s, '#ef7fa6'),
    stringCharm: (s) => star(s, '#f6c9df'),
    decorate: (zone) =>
      cutout(zone.x - 62, zone.y + zone.h * 0.62, rainbow(74), -20) +
      cutout(zone.x - 44, zone.y + zone.h * 0.8, puffyCloud(50)) +
      cutout(zone.x + zone.w + 56, zone.y + zone.h * 0.55, heart(40, '#ef7fa6'), 12) +
      scatterAbove(zone, 6, (i) => (i % 2 ? heart(16, '#f39ab9') : star(20, '#f6c453'))),
  },
  ocean: {
    plate: '#dcf0fa',
    wall: 'sky',
    flags: ['#cde8f6', '#bfe3e4', '#f4e2c8'],
    flagCharm: (s) => fish(s, '#f08a3c'),
    stringCharm: (s) => bubble(s),
    decorate: (zone) =>
      cutout(zone.x - 58, zone.y + zone.h * 0.55, whale(62)) +
      cutout(zone.x + zone.w + 58, zone.y + zone.h * 0.35, fish(48, '#f08a3c')) +
      cutout(zone.x + zone.w + 50, zone.y + zone.h * 0.85, fish(34, '#f6c453')) +
      scatterAbove(zone, 5, (i) => bubble(i % 2 ? 12 : 18)),
  },
};
