import { renderBunting } from './bunting';
import { burstLayer, motifLayer } from '../../../pieces/kids-decor';
import { kidsDecoration, kidsLettering, placeKidsLetters, type KidsInput } from '../../../pieces/kids-layout';
import { tileFor } from './kids-letters';
import { printOnto } from '../primitives/letter-tiles';
import { blank, crop, over, type Raster } from '../../../pieces/raster';
import { checkpoint, framed, rectOf, type Master } from '../primitives/surface';
import { renderLetters } from '../../../pieces/letter-split';

export type { KidsInput };

/**
 * A kids name plate: the child's name in chunky letters, each in its own bright colour with a
 * white outline and a small tilt, sized to the plate and printed in the plate's own light.
 * Bunting gets one letter per flag instead.
 */
export async function renderKids(master: Master, input: KidsInput, signal?: AbortSignal): Promise<Raster> {
  const { area } = master;
  const lettering = kidsLettering(area, input);
  const { look, seed } = lettering;
  const word = await renderLetters(lettering.name, look.role, lettering.tracking);
  checkpoint(signal);
  if (area.surface === 'bunting') return renderBunting(master, word.letters, look, signal);

  const placement = placeKidsLetters(area, word, lettering);
  const { scale: s, nameBox } = placement;
  const layer = blank(area.width, area.height, 4);
  const decoration = kidsDecoration(lettering);
  if (decoration?.kind === 'burst') over(layer, await burstLayer(area.width, area.height, nameBox));
  else if (decoration?.kind === 'motif')
    over(layer, await motifLayer(area.width, area.height, decoration.motif, nameBox, seed));
  checkpoint(signal);

  const tiles = await Promise.all(
    word.letters.map((letter, i) => tileFor(letter, i, s, placement.outlinePx, look, seed)),
  );
  placement.letters.forEach((letter, i) => {
    const tile = tiles[i];
    if (!tile) return;
    over(layer, tile, 1, Math.round(letter.cx - tile.width / 2), Math.round(letter.cy - tile.height / 2));
  });
  checkpoint(signal);

  const rect = rectOf(area);
  const printed = await printOnto(crop(master.pixels, rect), layer, placement.outlinePx * 0.7);
  const pixels = framed(master, printed, rect.x, rect.y);
  return pixels;
}
