import { letterAngle } from '../../../pieces/kids-layout';
import type { KidsLook } from '../../../pieces/kids-palette';
import { letterTile } from '../primitives/letter-tiles';
import type { Raster } from '../../../pieces/raster';
import type { Letter } from '../../../pieces/letter-split';
import { scaled } from '../../../pieces/text-fit';

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
