import type { PrintArea } from '../../src/contracts/print-area';
import { wallShadow } from './backdrop';
import { ARCH_RISE, boardOutline, type BoardShape } from './board-outline';
import { METAL_PLATE_INSET, materialFace, materialLook, type BoardMaterial } from './board-materials';
import { boardSceneBackground, boardSceneForeground, type BoardView } from './board-scenes';
import { blurFilter, linear, n, svgDocument } from './svg-kit';
import { WARLI_CLEAR_ZONE, warliBorders } from './warli';

export type BoardMount = 'screws' | 'rope' | 'standoffs';

export interface BoardRecipe {
  kind: 'board';
  material: BoardMaterial;
  shape: BoardShape;
  mount: BoardMount;
  view: BoardView;
  /** Backlit acrylic: a warm halo spills round the edges onto the wall. */
  led?: boolean;
}

/** Every board is drawn at this size in its own coordinates, then placed by the view. */
const W = 780;
const H = 500;
const THICKNESS = 14;
/** Where the rope passes through the board, so painted borders can leave those spots clear. */
const ROPE_HOLES_X = [W * 0.2, W * 0.8];

const PLACEMENT: Record<BoardView, { x: number; y: number; scale: number }> = {
  studio: { x: (1024 - W) / 2, y: 270, scale: 1 },
  doorway: { x: 96, y: 250, scale: 0.6 },
  brick: { x: (1024 - W * 0.74) / 2, y: 300, scale: 0.74 },
};

/** The plain lettering zone in board coordinates: clear of grooves, screws, paint and plate. */
function letteringZone(recipe: BoardRecipe): { x: number; y: number; w: number; h: number } {
  if (recipe.material === 'warli') {
    const z = WARLI_CLEAR_ZONE;
    return { x: z.side, y: z.top, w: W - z.side * 2, h: H - z.top - z.bottom };
  }
  if (recipe.material === 'brass' || recipe.material === 'copper') {
    const inset = METAL_PLATE_INSET + 34;
    return { x: inset, y: inset, w: W - inset * 2, h: H - inset * 2 };
  }
  const side = recipe.mount === 'standoffs' ? 92 : 78;
  const top = recipe.shape === 'arch' ? H * ARCH_RISE * 0.75 + 40 : recipe.mount === 'rope' ? 96 : 80;
  return { x: side, y: top, w: W - side * 2, h: H - top - 80 };
}

export function boardPrintArea(recipe: BoardRecipe): PrintArea {
  const place = PLACEMENT[recipe.view];
  const zone = letteringZone(recipe);
  const look = materialLook(recipe.material);
  return {
    x: Math.round(place.x + zone.x * place.scale),
    y: Math.round(place.y + zone.y * place.scale),
    width: Math.round(zone.w * place.scale),
    height: Math.round(zone.h * place.scale),
    surface: 'board',
    surfaceColor: look.face,
    material: look.printMaterial,
  };
}

/** A domed brass screw head with its slot, lit from the top left. */
function screw(x: number, y: number, angle: number): string {
  return (
    `<circle cx="${n(x + 1.5)}" cy="${n(y + 2.5)}" r="12" fill="#1a0d04" opacity="0.35"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="11" fill="url(#screw-dome)"/>` +
    `<line x1="${n(x - 7)}" y1="${n(y)}" x2="${n(x + 7)}" y2="${n(y)}" stroke="#5c3f12" stroke-width="2.4" transform="rotate(${angle},${n(x)},${n(y)})"/>`
  );
}

/** A polished steel standoff cap; the cap stands proud of the sheet, so its shadow is longer. */
function standoff(x: number, y: number): string {
  return (
    `<circle cx="${n(x + 5)}" cy="${n(y + 8)}" r="19" fill="#1a1a1a" opacity="0.3" filter="url(#cap-shadow)"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="18" fill="url(#steel-cap)"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="12.5" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="1.5"/>`
  );
}

/** Jute rope from two drilled holes up to a nail; a dashed overlay gives the twist. */
function ropeHanger(holeY: number): string {
  const holes = ROPE_HOLES_X;
  const nail = { x: W / 2, y: -150 };
  const d = `M${n(holes[0] ?? 0)},${holeY} Q${n(W * 0.32)},${n(-40)} ${n(nail.x)},${n(nail.y)} Q${n(W * 0.68)},${n(-40)} ${n(holes[1] ?? 0)},${holeY}`;
  return (
    holes.map((hx) => `<circle cx="${n(hx)}" cy="${holeY}" r="10" fill="#1e1208"/>`).join('') +
    `<path d="${d}" fill="none" stroke="#1e1208" stroke-opacity="0.25" stroke-width="10" transform="translate(6,12)"/>` +
    `<path d="${d}" fill="none" stroke="#b8935f" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="#7a5a33" stroke-width="10" stroke-dasharray="3 6"/>` +
    `<path d="${d}" fill="none" stroke="#e2c794" stroke-opacity="0.6" stroke-width="2.5" transform="translate(-1.5,-2)"/>` +
    `<circle cx="${n(nail.x)}" cy="${n(nail.y)}" r="9" fill="#6b6b6b"/><circle cx="${n(nail.x - 2)}" cy="${n(nail.y - 2)}" r="4" fill="#bdbdbd"/>`
  );
}

function mounts(recipe: BoardRecipe): string {
  const defs =
    `<defs>${linear(
      'screw-dome',
      [
        [0, '#fbe7a6'],
        [0.5, '#c99a3c'],
        [1, '#6e4b17'],
      ],
      0.2,
      0.1,
      0.8,
      0.9,
    )}` +
    `${linear(
      'steel-cap',
      [
        [0, '#ffffff'],
        [0.45, '#c9cccf'],
        [1, '#6f7377'],
      ],
      0.2,
      0.1,
      0.8,
      0.9,
    )}${blurFilter('cap-shadow', 4)}</defs>`;
  const inset = recipe.mount === 'standoffs' ? 46 : 32;
  const top = recipe.shape === 'arch' ? H * ARCH_RISE + 12 : inset;
  const corners: Array<[number, number]> = [
    [inset, top],
    [W - inset, top],
    [inset, H - inset],
    [W - inset, H - inset],
  ];
  switch (recipe.mount) {
    case 'rope':
      return ropeHanger(recipe.shape === 'arch' ? 76 : 40);
    case 'screws':
      return defs + corners.map(([x, y], i) => screw(x, y, 20 + i * 37)).join('');
    case 'standoffs':
      return defs + corners.map(([x, y]) => standoff(x, y)).join('');
  }
}

/** Routed groove just inside the edge: a dark cut with a lit lower lip. */
function routedGroove(shape: BoardShape): string {
  const d = boardOutline(shape, W, H, 24);
  return (
    `<path d="${d}" fill="none" stroke="#1e0e04" stroke-opacity="0.5" stroke-width="4"/>` +
    `<path d="${d}" fill="none" stroke="#ffe2b8" stroke-opacity="0.28" stroke-width="2" transform="translate(1.5,2.5)"/>`
  );
}

/** The board in its own coordinates: shadow, thickness, face, finish, decoration and mounts. */
function boardBody(recipe: BoardRecipe): string {
  const outline = boardOutline(recipe.shape, W, H);
  const look = materialLook(recipe.material);
  const isWood = ['teak', 'sheesham', 'mango', 'walnut'].includes(recipe.material);
  const standoffGap = recipe.mount === 'standoffs';
  const glow = recipe.led
    ? `<defs>${blurFilter('led-glow', 34, 0.25)}</defs><path d="${outline}" fill="#ffd58a" opacity="0.95" filter="url(#led-glow)" transform="translate(-14,-14) scale(${((W + 28) / W).toFixed(4)},${((H + 28) / H).toFixed(4)})"/>`
    : '';
  return (
    glow +
    wallShadow(
      'board-shadow',
      outline,
      standoffGap ? 26 : 14,
      standoffGap ? 36 : 22,
      standoffGap ? 22 : 14,
      recipe.led ? 0.15 : 0.4,
    ) +
    `<path d="${outline}" fill="${look.edge}" transform="translate(3,${THICKNESS})"/>` +
    `<defs><clipPath id="board-face"><path d="${outline}"/></clipPath>` +
    `${linear(
      'varnish',
      [
        [0, '#ffffff', 0.22],
        [0.35, '#ffffff', 0.02],
        [0.7, '#000000', 0.02],
        [1, '#000000', 0.18],
      ],
      0,
      0,
      0.6,
      1,
    )}</defs>` +
    `<g clip-path="url(#board-face)">${materialFace('face', recipe.material, W, H, outline)}` +
    `<rect width="${W}" height="${H}" fill="url(#varnish)"/></g>` +
    `<path d="${outline}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>` +
    (isWood ? routedGroove(recipe.shape) : '') +
    (recipe.material === 'warli' ? warliBorders(W, H, recipe.mount === 'rope' ? ROPE_HOLES_X : []) : '') +
    mounts(recipe)
  );
}

export function drawBoard(recipe: BoardRecipe): string {
  const place = PLACEMENT[recipe.view];
  const board = `<g transform="translate(${n(place.x)},${n(place.y)}) scale(${place.scale})">${boardBody(recipe)}</g>`;
  // White acrylic would vanish on the usual cream plaster, so its studio wall is a muted sage.
  const wall = recipe.material === 'acrylic-white' ? '#c9cfc2' : '#eedfca';
  return svgDocument(boardSceneBackground(recipe.view, wall) + board + boardSceneForeground(recipe.view));
}
