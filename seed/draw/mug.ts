import type { PrintArea } from '../../src/contracts/print-area';
import { contactShadow, studioSweep, vignette, type BackdropTone } from './backdrop';
import { BORDER_BOTTOM, BORDER_TOP, GLAZES, paintedBorders, type MugGlaze } from './mug-glazes';
import { chaiSurface, saucer, steam, tableScene } from './mug-table';
import { linear, n, noiseTile, shade, svgDocument, tint } from './svg-kit';

/** studio: straight on, handle right; angled: higher camera, handle turned away left; table: a chai-time scene. */
export type MugView = 'studio' | 'angled' | 'table';

export interface MugRecipe {
  kind: 'mug';
  glaze: MugGlaze;
  view: MugView;
  /** 15oz mugs are taller for the same diameter. */
  tall?: boolean;
  backdrop?: BackdropTone;
}

interface MugGeometry {
  cx: number;
  radius: number;
  ry: number;
  /** Centre of the rim ellipse. */
  top: number;
  /** Centre of the base ellipse. */
  bottom: number;
  /** Signed horizontal reach of the handle beyond the body (negative: to the left). */
  handleReach: number;
}

function geometry(recipe: MugRecipe): MugGeometry {
  const tallness = recipe.tall ? 1.16 : 1;
  const floor = { studio: 735, angled: 740, table: 770 }[recipe.view];
  const width = { studio: 410, angled: 400, table: 330 }[recipe.view];
  const tilt = { studio: 0.13, angled: 0.2, table: 0.15 }[recipe.view];
  const height = width * 1.08 * tallness;
  const cx = { studio: 470, angled: 540, table: 470 }[recipe.view];
  const reach = { studio: 150, angled: -92, table: 122 }[recipe.view];
  return { cx, radius: width / 2, ry: (width / 2) * tilt * 2, top: floor - height, bottom: floor, handleReach: reach };
}

/**
 * The printable band facing the camera. It stays inside ±68% of the radius, where the
 * cylinder is still flat enough for a wrapped photo to read, and clear of any painted border.
 */
export function mugPrintArea(recipe: MugRecipe): PrintArea {
  const g = geometry(recipe);
  const glaze = GLAZES[recipe.glaze];
  const h = g.bottom - g.top;
  const halfWidth = g.radius * 0.68;
  const y0 = glaze.border ? g.top + g.ry + h * (BORDER_TOP + 0.025) : g.top + g.ry + h * 0.07;
  const y1 = glaze.border ? g.bottom - h * (BORDER_BOTTOM + 0.02) + g.ry * 0.6 : g.bottom - h * 0.04 + g.ry * 0.5;
  return {
    x: Math.round(g.cx - halfWidth),
    y: Math.round(y0),
    width: Math.round(halfWidth * 2),
    height: Math.round(y1 - y0),
    surface: 'mug-wrap',
    surfaceColor: glaze.body,
    material: 'ceramic',
  };
}

function bodyPath(g: MugGeometry): string {
  const l = g.cx - g.radius;
  const r = g.cx + g.radius;
  const a = `${n(g.radius)},${n(g.ry)} 0 0 0`;
  return `M${n(l)},${n(g.top)} V${n(g.bottom)} A${a} ${n(r)},${n(g.bottom)} V${n(g.top)} A${a} ${n(l)},${n(g.top)} Z`;
}

/** The handle is three strokes: a dark core for its thickness, the glaze, and a thin highlight. */
function handle(g: MugGeometry, body: string): string {
  const h = g.bottom - g.top;
  const side = Math.sign(g.handleReach);
  const ax = g.cx + side * (g.radius - 10);
  const y1 = g.top + h * 0.2;
  const y2 = g.bottom - h * 0.24;
  const c = ax + g.handleReach * 1.33;
  const d = `M${n(ax)},${n(y1)} C${n(c)},${n(y1 - h * 0.06)} ${n(c)},${n(y2 + h * 0.08)} ${n(ax)},${n(y2)}`;
  const w = g.radius * 0.2;
  return (
    `<path d="${d}" fill="none" stroke="${shade(body, 0.35)}" stroke-width="${n(w)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="url(#handle-glaze)" stroke-width="${n(w * 0.72)}" stroke-linecap="round" transform="translate(${n(-side * 2)},-3)"/>` +
    `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="${n(w * 0.12)}" stroke-linecap="round" transform="translate(${n(side * w * 0.1)},${n(-w * 0.22)})"/>`
  );
}

/**
 * Light across the cylinder: dark turning edges, a narrow specular streak left of centre (the key
 * light is top left) and a soft second glint on the right from the bounce card.
 */
function cylinderShading(gloss: number): string {
  return linear(
    'cylinder-shade',
    [
      [0, '#000000', 0.34],
      [0.07, '#000000', 0.12],
      [0.16, '#ffffff', 0.1],
      [0.25, '#ffffff', 0.2 * gloss],
      [0.28, '#ffffff', 0.75 * gloss + 0.1],
      [0.31, '#ffffff', 0.2 * gloss],
      [0.45, '#ffffff', 0.06],
      [0.66, '#000000', 0],
      [0.84, '#000000', 0.12],
      [0.89, '#ffffff', 0.14 * gloss],
      [0.94, '#000000', 0.26],
      [1, '#000000', 0.45],
    ],
    0,
    0,
    1,
    0,
  );
}

function rim(g: MugGeometry, interior: string, withChai: boolean): string {
  const lip = g.radius * 0.055;
  const irx = g.radius - lip;
  const iry = g.ry * (irx / g.radius);
  const inside =
    `<ellipse cx="${n(g.cx)}" cy="${n(g.top)}" rx="${n(irx)}" ry="${n(iry)}" fill="url(#mug-interior)"/>` +
    (withChai ? chaiSurface(g.cx, g.top + iry * 0.4, irx, iry) : '');
  return (
    `<defs>${linear('mug-interior', [
      [0, tint(interior, 0.2)],
      [0.55, shade(interior, 0.08)],
      [1, shade(interior, 0.38)],
    ])}` +
    `<clipPath id="mouth"><ellipse cx="${n(g.cx)}" cy="${n(g.top)}" rx="${n(irx)}" ry="${n(iry)}"/></clipPath></defs>` +
    `<g clip-path="url(#mouth)">${inside}</g>` +
    `<ellipse cx="${n(g.cx)}" cy="${n(g.top)}" rx="${n(g.radius - lip / 2)}" ry="${n(g.ry - lip / 4)}" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${n(lip * 0.5)}"/>` +
    `<path d="M${n(g.cx - g.radius * 0.85)},${n(g.top + g.ry * 0.5)} A${n(g.radius)},${n(g.ry)} 0 0 0 ${n(g.cx - g.radius * 0.2)},${n(g.top + g.ry * 0.98)}" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="${n(lip * 0.35)}" stroke-linecap="round"/>`
  );
}

function mugBody(recipe: MugRecipe, g: MugGeometry): string {
  const glaze = GLAZES[recipe.glaze];
  const path = bodyPath(g);
  const h = g.bottom - g.top;
  const speckle = glaze.speckle
    ? `<defs>${noiseTile('speckle', '0.75', 2, 9, '0 0 0 0 0.2  0 0 0 0 0.1  0 0 0 0 0.05  0 0 0 1.4 -0.75')}</defs>` +
      `<rect x="${n(g.cx - g.radius)}" y="${n(g.top - g.ry)}" width="${n(g.radius * 2)}" height="${n(h + g.ry * 2)}" fill="url(#speckle)"/>`
    : '';
  const borders = glaze.border ? paintedBorders(g, glaze.border) : '';
  return (
    `<defs>${cylinderShading(glaze.gloss)}` +
    `${linear(
      'handle-glaze',
      [
        [0, tint(glaze.body, 0.12)],
        [1, shade(glaze.body, 0.18)],
      ],
      0,
      0,
      1,
      1,
    )}` +
    `${linear('foot-shade', [
      [0, '#000000', 0],
      [0.82, '#000000', 0],
      [1, '#000000', 0.22],
    ])}` +
    `<clipPath id="mug-body"><path d="${path}"/></clipPath></defs>` +
    handle(g, glaze.body) +
    `<path d="${path}" fill="${glaze.body}"/>` +
    `<g clip-path="url(#mug-body)">${speckle}${borders}` +
    `<rect x="${n(g.cx - g.radius)}" y="${n(g.top - g.ry)}" width="${n(g.radius * 2)}" height="${n(h + g.ry * 2)}" fill="url(#cylinder-shade)"/>` +
    `<rect x="${n(g.cx - g.radius)}" y="${n(g.top)}" width="${n(g.radius * 2)}" height="${n(h + g.ry)}" fill="url(#foot-shade)"/></g>` +
    rim(g, glaze.interior, recipe.view === 'table')
  );
}

export function drawMug(recipe: MugRecipe): string {
  const g = geometry(recipe);
  const shadow = contactShadow(
    'mug-floor',
    g.cx + g.handleReach * 0.2,
    g.bottom + g.ry * 0.5,
    g.radius * 1.05,
    g.ry * 0.8,
    1.4,
  );
  if (recipe.view === 'table') {
    const saucerRx = g.radius * 1.55;
    return svgDocument(
      tableScene(recipe.backdrop ?? 'cream', g.bottom - 170) +
        saucer(g.cx, g.bottom + g.ry * 0.12, saucerRx, g.ry * 1.55, GLAZES[recipe.glaze]) +
        contactShadow('mug-saucer', g.cx, g.bottom + g.ry * 0.5, g.radius, g.ry * 0.6, 0.8) +
        mugBody(recipe, g) +
        steam(g.cx, g.top - g.ry * 0.3, g.radius) +
        vignette(0.28),
    );
  }
  return svgDocument(studioSweep(recipe.backdrop ?? 'cream', g.bottom - 70) + shadow + mugBody(recipe, g) + vignette());
}
