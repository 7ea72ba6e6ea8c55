import { MASTER_SIZE } from '../../src/contracts/print-area';
import { plasterWall, vignette, wallColor, type BackdropTone } from './backdrop';
import { pottedPlant, toyBlocks } from './scene-props';
import { blurFilter, linear, n, radial, shade, tint } from './svg-kit';

/** studio: the piece alone on a pastel wall; nursery: in a child's room with furniture and toys. */
export type KidsView = 'studio' | 'nursery';
/** What furnishes the nursery: a toy shelf under a plate, a cot under a bunting. */
export type NurseryFurniture = 'shelf' | 'crib';

const S = MASTER_SIZE;

/** Polka-dot wallpaper: a pattern of soft white dots over the plastered wall colour. */
function polkaDots(): string {
  return (
    `<defs><pattern id="dots" width="72" height="72" patternUnits="userSpaceOnUse">` +
    `<circle cx="18" cy="18" r="7" fill="#ffffff" opacity="0.55"/><circle cx="54" cy="54" r="7" fill="#ffffff" opacity="0.55"/></pattern></defs>` +
    `<rect width="${S}" height="${S}" fill="url(#dots)"/>`
  );
}

/** A floating oak shelf with toy blocks and a small plant, its top at `y`. */
function toyShelf(y: number): string {
  return (
    `<defs>${linear('shelf-top', [
      [0, '#e6c08f'],
      [1, '#c99a62'],
    ])}${linear('shelf-front', [
      [0, '#b9844c'],
      [1, '#8d5d2e'],
    ])}${blurFilter('shelf-shadow', 12)}</defs>` +
    `<rect x="150" y="${y + 20}" width="724" height="26" fill="#2a170a" opacity="0.3" filter="url(#shelf-shadow)"/>` +
    toyBlocks(250, y, 74) +
    pottedPlant('shelf-plant', 760, y, 0.55) +
    `<path d="M140,${y} L884,${y} L870,${y + 14} L154,${y + 14} Z" fill="url(#shelf-top)"/>` +
    `<rect x="140" y="${y + 12}" width="744" height="26" rx="3" fill="url(#shelf-front)"/>`
  );
}

/** A teddy bear from circles: head, ears, muzzle, body and paws, each with a soft ball shading. */
function teddy(cx: number, cy: number, s: number): string {
  const fur = '#b98352';
  const ball = (x: number, y: number, r: number, color: string) =>
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#teddy-ball)"/>`;
  return (
    `<defs>${radial(
      'teddy-ball',
      [
        [0, '#ffffff', 0.35],
        [0.5, '#ffffff', 0],
        [1, '#000000', 0.3],
      ],
      0.35,
      0.3,
      0.75,
    )}</defs>` +
    ball(cx, cy + s * 1.2, s * 0.95, fur) +
    ball(cx - s * 0.7, cy - s * 0.7, s * 0.32, fur) +
    ball(cx + s * 0.7, cy - s * 0.7, s * 0.32, fur) +
    ball(cx, cy, s * 0.85, fur) +
    ball(cx, cy + s * 0.25, s * 0.36, tint(fur, 0.45)) +
    `<circle cx="${n(cx - s * 0.3)}" cy="${n(cy - s * 0.12)}" r="${n(s * 0.08)}" fill="#2a1a10"/>` +
    `<circle cx="${n(cx + s * 0.3)}" cy="${n(cy - s * 0.12)}" r="${n(s * 0.08)}" fill="#2a1a10"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy + s * 0.14)}" rx="${n(s * 0.12)}" ry="${n(s * 0.08)}" fill="#3b2314"/>`
  );
}

/** The top of a white cot: rail and slats, with bedding and a teddy behind them. */
function crib(): string {
  const rail = 760;
  const slats: string[] = [];
  for (let x = 80; x <= 944; x += 58) {
    slats.push(`<rect x="${x}" y="${rail + 24}" width="22" height="${S - rail}" rx="6" fill="url(#slat)"/>`);
  }
  return (
    `<defs>${linear(
      'slat',
      [
        [0, '#ffffff'],
        [0.6, '#eeeae4'],
        [1, '#cfc9c0'],
      ],
      0,
      0,
      1,
      0,
    )}${linear('rail', [
      [0, '#ffffff'],
      [1, '#d9d3ca'],
    ])}` +
    `${linear('bedding', [
      [0, '#f6e7d6'],
      [1, '#e9cfb6'],
    ])}${blurFilter('rail-shadow', 10)}</defs>` +
    `<rect x="40" y="${rail + 60}" width="944" height="${S - rail}" fill="url(#bedding)"/>` +
    teddy(700, rail - 40, 62) +
    `<rect x="40" y="${rail + 20}" width="944" height="30" fill="#2a170a" opacity="0.22" filter="url(#rail-shadow)"/>` +
    slats.join('') +
    `<rect x="40" y="${rail}" width="944" height="34" rx="17" fill="url(#rail)"/>` +
    `<rect x="56" y="${rail + 5}" width="912" height="6" rx="3" fill="#ffffff" opacity="0.9"/>`
  );
}

export function kidsSceneBackground(view: KidsView, tone: BackdropTone): string {
  const wall = wallColor(tone);
  if (view === 'studio') return plasterWall(tint(wall, 0.1), 2);
  return plasterWall(shade(wall, 0.02), 4) + polkaDots();
}

/**
 * Furniture in front of the wall. A plate's studio shot is the plate alone; a bunting is long and
 * low, so even its studio shot gets a toy shelf to fill the wall beneath it.
 */
export function kidsSceneForeground(view: KidsView, furniture: NurseryFurniture | null): string {
  if (furniture === null) return vignette(0.18);
  // Under a bunting (studio view) the shelf comes up to meet the flags rather than leave a bare wall.
  const shelfY = view === 'studio' ? 800 : 880;
  return (furniture === 'shelf' ? toyShelf(shelfY) : crib()) + vignette(view === 'studio' ? 0.18 : 0.24);
}
