import { blurFilter, linear, n, noiseTile, radialAt, shade, tint } from './svg-kit';
import { MASTER_SIZE } from '../../src/contracts/print-area';

/** Studio paper colours: warm neutrals for mugs and boards, soft pastels for the kids range. */
export type BackdropTone = 'cream' | 'terracotta' | 'sand' | 'blush' | 'mint' | 'sky';

const WALL_COLORS: Record<BackdropTone, string> = {
  cream: '#f3e6d3',
  terracotta: '#e7b596',
  sand: '#e8d2b2',
  blush: '#f4d9d3',
  mint: '#d7eadb',
  sky: '#d6e6f0',
};

const S = MASTER_SIZE;

export function wallColor(tone: BackdropTone): string {
  return WALL_COLORS[tone];
}

/**
 * A seamless studio sweep: the wall curves into the floor around `horizon`, lit by a soft
 * key light above the product. The floor is a little darker so the object sits on something.
 */
export function studioSweep(tone: BackdropTone, horizon: number): string {
  const wall = WALL_COLORS[tone];
  const h = horizon / S;
  return (
    `<defs>${linear('sweep', [
      [0, tint(wall, 0.25)],
      [Math.max(0, h - 0.2), wall],
      [h - 0.02, shade(wall, 0.06)],
      [h + 0.04, shade(wall, 0.1)],
      [1, shade(wall, 0.2)],
    ])}` +
    `${radialAt(
      'key-light',
      [
        [0, '#fffaf2', 0.75],
        [0.55, '#fff6ea', 0.25],
        [1, '#fff6ea', 0],
      ],
      S * 0.46,
      horizon * 0.55,
      S * 0.62,
    )}</defs>` +
    `<rect width="${S}" height="${S}" fill="url(#sweep)"/>` +
    `<rect width="${S}" height="${S}" fill="url(#key-light)"/>`
  );
}

/**
 * A flat painted wall for things that hang: light falls from the top left, and a fine plaster
 * texture (fractal noise at low opacity) keeps large areas from looking like a vector fill.
 */
export function plasterWall(color: string, seed = 3): string {
  return (
    `<defs>${linear(
      'wall',
      [
        [0, tint(color, 0.18)],
        [0.6, color],
        [1, shade(color, 0.12)],
      ],
      0,
      0,
      0.4,
      1,
    )}` +
    `${radialAt(
      'wall-light',
      [
        [0, '#fff8ec', 0.55],
        [1, '#fff8ec', 0],
      ],
      S * 0.38,
      S * 0.22,
      S * 0.75,
    )}` +
    `${noiseTile('plaster', '0.9', 2, seed, '0 0 0 0 0.3  0 0 0 0 0.22  0 0 0 0 0.15  0 0 0 0.5 -0.18')}</defs>` +
    `<rect width="${S}" height="${S}" fill="url(#wall)"/>` +
    `<rect width="${S}" height="${S}" fill="url(#plaster)"/>` +
    `<rect width="${S}" height="${S}" fill="url(#wall-light)"/>`
  );
}

/** A soft elliptical shadow where an object meets the floor: a wide penumbra and a dark core. */
export function contactShadow(id: string, cx: number, cy: number, rx: number, ry: number, strength = 1): string {
  return (
    `<defs>${blurFilter(`${id}-wide`, ry * 0.9)}${blurFilter(`${id}-core`, ry * 0.25)}</defs>` +
    `<ellipse cx="${n(cx + rx * 0.08)}" cy="${n(cy)}" rx="${n(rx * 1.15)}" ry="${n(ry * 1.3)}" fill="#3b2412" opacity="${0.28 * strength}" filter="url(#${id}-wide)"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.92)}" ry="${n(ry * 0.55)}" fill="#2a170a" opacity="${0.45 * strength}" filter="url(#${id}-core)"/>`
  );
}

/**
 * The shadow a hanging object casts on the wall behind it: the same outline, pushed down and
 * right (the key light is top left) and blurred.
 */
export function wallShadow(id: string, pathD: string, dx: number, dy: number, blur: number, opacity = 0.35): string {
  return (
    `<defs>${blurFilter(id, blur, 0.12)}</defs>` +
    `<path d="${pathD}" transform="translate(${n(dx)},${n(dy)})" fill="#2b1a0e" opacity="${opacity}" filter="url(#${id})"/>`
  );
}

/** Darkens the corners a touch, as a lens does; drawn last so it sits over everything. */
export function vignette(strength = 0.22): string {
  return (
    `<defs>${radialAt(
      'vignette',
      [
        [0, '#000000', 0],
        [0.62, '#000000', 0],
        [1, '#2a1608', strength],
      ],
      S / 2,
      S * 0.48,
      S * 0.78,
    )}</defs>` + `<rect width="${S}" height="${S}" fill="url(#vignette)"/>`
  );
}
