import type { PrintArea } from '../../src/contracts/print-area';
import { wallShadow } from './backdrop';
import { MOTIF_DEFS } from './kids-motifs';
import { kidsSceneBackground, kidsSceneForeground, type KidsView } from './kids-scenes';
import { THEMES, type ClearZone, type KidsTheme } from './kids-themes';
import { linear, n, roundedRectPath, shade, svgDocument, tint } from './svg-kit';

export type PlateShape = 'rounded' | 'cloud' | 'arch';

export interface PlateRecipe {
  kind: 'plate';
  theme: KidsTheme;
  shape: PlateShape;
  view: KidsView;
  /** Paint colour when a product offers the plate in more than the theme's own colour. */
  paint?: string;
}

/** Plates are drawn in an 800 x 500 box of their own, then placed by the view. */
const W = 800;
const H = 500;

const PLACEMENT: Record<KidsView, { x: number; y: number; scale: number }> = {
  studio: { x: (1024 - W * 0.96) / 2, y: 300, scale: 0.96 },
  nursery: { x: (1024 - W * 0.72) / 2, y: 230, scale: 0.72 },
};

/** A circle as a path, drawn clockwise so overlapping circles fill as one union. */
function circlePath(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)},${n(cy)} a${n(r)},${n(r)} 0 1 1 ${n(r * 2)},0 a${n(r)},${n(r)} 0 1 1 ${n(-r * 2)},0 Z`;
}

/** Each shape's outline, the zone left plain for the name, and where its top edge begins. */
const SHAPES: Record<PlateShape, { outline: string; zone: ClearZone; bandTop: number }> = {
  rounded: { outline: roundedRectPath(0, 30, W, 440, 80), zone: { x: 172, y: 150, w: 456, h: 236 }, bandTop: 30 },
  cloud: {
    outline:
      roundedRectPath(0, 180, W, 320, 150) +
      circlePath(200, 215, 125) +
      circlePath(410, 165, 158) +
      circlePath(620, 210, 122),
    zone: { x: 172, y: 262, w: 456, h: 170 },
    bandTop: 60,
  },
  arch: {
    outline: `M0,${H * 0.42} A${W / 2},${H * 0.4} 0 0 1 ${W},${H * 0.42} V${H - 40} A40,40 0 0 1 ${W - 40},${H} H40 A40,40 0 0 1 0,${H - 40} Z`,
    zone: { x: 172, y: 216, w: 456, h: 196 },
    bandTop: 80,
  },
};

export function platePrintArea(recipe: PlateRecipe): PrintArea {
  const place = PLACEMENT[recipe.view];
  const zone = SHAPES[recipe.shape].zone;
  return {
    x: Math.round(place.x + zone.x * place.scale),
    y: Math.round(place.y + zone.y * place.scale),
    width: Math.round(zone.w * place.scale),
    height: Math.round(zone.h * place.scale),
    surface: 'plate',
    surfaceColor: recipe.paint ?? THEMES[recipe.theme].plate,
    material: 'mdf',
  };
}

/** A satin ribbon from behind the plate's top edge to a nail, finished with a bow. */
function ribbon(color: string, topY: number): string {
  const nailY = topY - 150;
  const d = `M${W * 0.3},${topY + 40} L${W / 2},${nailY} L${W * 0.7},${topY + 40}`;
  const loop = (dir: number) =>
    `<path d="M${W / 2},${nailY} c${dir * 20},-34 ${dir * 58},-30 ${dir * 52},-4 c${dir * -4},22 ${dir * -36},14 ${dir * -52},4 Z" fill="${color}"/>`;
  return (
    `<path d="${d}" fill="none" stroke="#1d1208" stroke-opacity="0.2" stroke-width="12" transform="translate(6,10)"/>` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="12" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" transform="translate(-2,0)"/>` +
    loop(-1) +
    loop(1) +
    `<path d="M${W / 2},${nailY} l-22,46 l10,2 Z M${W / 2},${nailY} l22,46 l-10,2 Z" fill="${shade(color, 0.12)}"/>` +
    `<circle cx="${W / 2}" cy="${nailY}" r="10" fill="${shade(color, 0.2)}"/>`
  );
}

function plateBody(recipe: PlateRecipe): string {
  const theme = THEMES[recipe.theme];
  const shape = SHAPES[recipe.shape];
  const paint = recipe.paint ?? theme.plate;
  const top = recipe.shape === 'cloud' ? 10 : recipe.shape === 'arch' ? H * 0.02 : 30;
  const innerLine =
    recipe.shape === 'rounded'
      ? `<path d="${roundedRectPath(22, 52, W - 44, 396, 62)}" fill="none" stroke="${tint(paint, 0.45)}" stroke-width="4" stroke-dasharray="14 10" stroke-linecap="round"/>`
      : '';
  return (
    ribbon(recipe.theme === 'space' ? '#f7cf4a' : '#ffffff', top) +
    wallShadow('plate-shadow', shape.outline, 14, 22, 14, 0.32) +
    `<path d="${shape.outline}" fill="${shade(paint, 0.3)}" transform="translate(3,11)"/>` +
    `<defs>${linear(
      'plate-paint',
      [
        [0, tint(paint, 0.22)],
        [0.55, paint],
        [1, shade(paint, 0.1)],
      ],
      0,
      0,
      0.7,
      1,
    )}</defs>` +
    `<defs><clipPath id="plate-clip"><path d="${shape.outline}"/></clipPath></defs>` +
    `<path d="${shape.outline}" fill="url(#plate-paint)"/>` +
    (theme.ground ? `<g clip-path="url(#plate-clip)">${theme.ground(shape.zone, W, H)}</g>` : '') +
    innerLine +
    MOTIF_DEFS +
    theme.decorate(shape.zone, shape.bandTop)
  );
}

export function drawPlate(recipe: PlateRecipe): string {
  const place = PLACEMENT[recipe.view];
  const theme = THEMES[recipe.theme];
  const plate = `<g transform="translate(${n(place.x)},${n(place.y)}) scale(${place.scale})">${plateBody(recipe)}</g>`;
  return svgDocument(
    kidsSceneBackground(recipe.view, theme.wall) +
      plate +
      kidsSceneForeground(recipe.view, recipe.view === 'nursery' ? 'shelf' : null),
  );
}
