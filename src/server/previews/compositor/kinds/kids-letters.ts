import type { KidsLook } from './kids-palette';
import { letterTile } from '../primitives/letter-tiles';
import type { Raster } from '../primitives/raster';
import type { Letter } from '../primitives/letter-split';
import { scaled } from '../primitives/text-fit';

/** Each letter tilts a little, alternately, as if stuck on by hand. */
export function letterAngle(index: number, seed: number): number {
  const wobble = ((seed >>> (index % 24)) & 3) * 1.2;
  return (index % 2 === 0 ? -1 : 1) * (3.5 + wobble);
}

/** The tile for the index-th letter of a kids name, scaled by `s` from the reference rendering. */
export async function tileFor(
  letter: Letter,
  index: number,
  s: number,
  outlinePx: number,
  look: KidsLook,
  seed: number,
): Promise<Raster> {
  const fill = look.colours[index % look.colours.length] ?? [230, 57, 70];
  return letterTile({
    mask: await scaled(letter.mask, s),
    fill,
    outline: look.outline,
    outlinePx: Math.max(1.5, look.keyline ? outlinePx / 1.6 : outlinePx),
    keyline: look.keyline,
    angle: letterAngle(index, seed),
  });
}
