import type { PrintArea } from '../../src/contracts/print-area';
import { MOTIF_DEFS } from './kids-motifs';
import { kidsSceneBackground, kidsSceneForeground, type KidsView } from './kids-scenes';
import { THEMES, type KidsTheme } from './kids-themes';
import { blurFilter, linear, n, noiseTile, radial, shade, svgDocument, tint } from './svg-kit';
import { MASTER_SIZE } from '../../src/contracts/print-area';

/** felt: stitched fabric flags with charms; wood: Channapatna-style lacquered flags and beads. */
export type BuntingStyle = 'felt' | 'wood';

export interface BuntingRecipe {
  kind: 'bunting';
  theme: KidsTheme;
  /** Flags are spaced evenly across the print area, one letter each. */
  flags: number;
  style: BuntingStyle;
  view: KidsView;
}

const FLAGS_LEFT = 86;
const FLAGS_RIGHT = MASTER_SIZE - 86;
/** How far the string dips across the flags; kept shallow so one rectangle holds every letter. */
const SAG = 14;

function layout(recipe: BuntingRecipe) {
  const top = recipe.view === 'studio' ? 300 : 230;
  const pitch = (FLAGS_RIGHT - FLAGS_LEFT) / recipe.flags;
  const flagW = pitch * 0.88;
  const flagH = Math.min(flagW * 1.65, 280);
  /** Height of the string at x: a parabola through both ends of the flag row. */
  const stringY = (x: number) => {
    const t = (x - FLAGS_LEFT) / (FLAGS_RIGHT - FLAGS_LEFT);
    return top + SAG * 4 * t * (1 - t);
  };
  return { top, pitch, flagW, flagH, stringY };
}

/** The band across the flags' wide upper part, below the string's lowest point. */
export function buntingPrintArea(recipe: BuntingRecipe): PrintArea {
  const g = layout(recipe);
  const y0 = g.top + SAG + 20;
  const y1 = g.top + g.flagH * 0.56;
  return {
    x: FLAGS_LEFT,
    y: Math.round(y0),
    width: FLAGS_RIGHT - FLAGS_LEFT,
    height: Math.round(y1 - y0),
    surface: 'bunting',
    surfaceColor: THEMES[recipe.theme].flags[0] ?? '#ffffff',
    material: recipe.style === 'felt' ? 'fabric' : 'mdf',
  };
}

function flagShape(x: number, y: number, w: number, h: number): string {
  const tipR = w * 0.06;
  return `M${n(x)},${n(y)} H${n(x + w)} L${n(x + w / 2 + tipR)},${n(y + h - tipR * 1.5)} Q${n(x + w / 2)},${n(y + h)} ${n(x + w / 2 - tipR)},${n(y + h - tipR * 1.5)} Z`;
}

function flag(recipe: BuntingRecipe, i: number, g: ReturnType<typeof layout>): string {
  const theme = THEMES[recipe.theme];
  const cx = FLAGS_LEFT + g.pitch * (i + 0.5);
  const x = cx - g.flagW / 2;
  const y = g.stringY(cx) - 4;
  const slope = ((g.stringY(cx + 1) - g.stringY(cx - 1)) / 2) * (180 / Math.PI);
  const color = theme.flags[i % theme.flags.length] ?? '#ffffff';
  const shape = flagShape(x, y, g.flagW, g.flagH);
  const finish =
    recipe.style === 'felt'
      ? `<path d="${flagShape(x + 11, y + 20, g.flagW - 22, g.flagH - 34)}" fill="none" stroke="${tint(color, 0.7)}" stroke-width="3" stroke-dasharray="9 7" stroke-linecap="round"/>` +
        `<rect x="${n(x)}" y="${n(y)}" width="${n(g.flagW)}" height="14" fill="${shade(color, 0.12)}"/>`
      : `<path d="${shape}" fill="url(#lacquer-gloss)"/>` +
        `<path d="M${n(x + g.flagW * 0.14)},${n(y + 10)} L${n(x + g.flagW * 0.42)},${n(y + g.flagH * 0.7)}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="5" stroke-linecap="round"/>`;
  const charm = `<g transform="translate(${n(cx)},${n(y + g.flagH * 0.75)})">${theme.flagCharm(g.flagW * 0.13)}</g>`;
  return (
    `<g transform="rotate(${n(slope)},${n(cx)},${n(y)})">` +
    `<path d="${shape}" fill="${shade(color, 0.25)}" transform="translate(2,${recipe.style === 'wood' ? 7 : 3})"/>` +
    `<path d="${shape}" fill="${color}"/>${recipe.style === 'felt' ? `<path d="${shape}" fill="url(#felt)"/>` : ''}` +
    `<path d="${shape}" fill="url(#flag-light)"/>${finish}${charm}</g>`
  );
}

/** A lacquered Channapatna bead: a bright sphere with a hard highlight. */
function bead(x: number, y: number, color: string): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="13" fill="${color}"/><circle cx="${n(x)}" cy="${n(y)}" r="13" fill="url(#bead-shine)"/>`;
}

/** The cord, from a nail at each top corner down to the flag row and across it. */
function cord(g: ReturnType<typeof layout>): string {
  const nailY = g.top - 120;
  const d = `M40,${n(nailY)} Q${FLAGS_LEFT - 30},${n(g.top - 10)} ${FLAGS_LEFT},${n(g.top)} Q${MASTER_SIZE / 2},${n(g.top + SAG * 2)} ${FLAGS_RIGHT},${n(g.top)} Q${FLAGS_RIGHT + 30},${n(g.top - 10)} ${MASTER_SIZE - 40},${n(nailY)}`;
  return (
    `<path d="${d}" fill="none" stroke="#1d1208" stroke-opacity="0.2" stroke-width="6" transform="translate(8,14)"/>` +
    `<path d="${d}" fill="none" stroke="#efe6d8" stroke-width="6"/>` +
    `<path d="${d}" fill="none" stroke="#b9a88f" stroke-width="6" stroke-dasharray="2 5"/>` +
    [40, MASTER_SIZE - 40]
      .map(
        (x) =>
          `<circle cx="${x}" cy="${n(nailY)}" r="9" fill="#8a8a8a"/><circle cx="${x - 2}" cy="${n(nailY - 2)}" r="4" fill="#d8d8d8"/>`,
      )
      .join('')
  );
}

export function drawBunting(recipe: BuntingRecipe): string {
  const g = layout(recipe);
  const theme = THEMES[recipe.theme];
  const flags = Array.from({ length: recipe.flags }, (_, i) => flag(recipe, i, g)).join('');
  const beadColors = ['#d8362f', '#f2b63d', '#2f8f5b', '#2f6fb8'];
  const between = Array.from({ length: recipe.flags + 1 }, (_, i) => {
    const x = FLAGS_LEFT + g.pitch * i;
    const y = g.stringY(x) + 2;
    return recipe.style === 'wood'
      ? bead(x, y, beadColors[i % beadColors.length] ?? '#d8362f')
      : `<g transform="translate(${n(x)},${n(y + 10)})">${theme.stringCharm(15)}</g>`;
  }).join('');
  const defs =
    `<defs>${linear(
      'flag-light',
      [
        [0, '#ffffff', 0.18],
        [0.5, '#ffffff', 0],
        [1, '#000000', 0.12],
      ],
      0,
      0,
      1,
      1,
    )}` +
    `${linear(
      'lacquer-gloss',
      [
        [0, '#ffffff', 0.3],
        [0.3, '#ffffff', 0],
        [1, '#000000', 0.1],
      ],
      0,
      0,
      1,
      0,
    )}` +
    `${radial(
      'bead-shine',
      [
        [0, '#ffffff', 0.9],
        [0.25, '#ffffff', 0.1],
        [1, '#000000', 0.35],
      ],
      0.35,
      0.3,
      0.7,
    )}` +
    `${blurFilter('flag-shadow', 9, 0.15)}` +
    `${noiseTile('felt', '0.9', 2, 2, '0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.22 -0.08')}</defs>`;
  return svgDocument(
    kidsSceneBackground(recipe.view, theme.wall) +
      defs +
      MOTIF_DEFS +
      `<g transform="translate(10,18)" opacity="0.25" filter="url(#flag-shadow)">${flags.replace(/(fill|stroke)="(#[0-9a-f]{6}|url\([^)]*\))"/g, '$1="#1d1208"')}</g>` +
      cord(g) +
      flags +
      between +
      kidsSceneForeground(recipe.view, recipe.view === 'studio' ? 'shelf' : 'crib'),
  );
}
