import { renderBunting } from './bunting';
import { burstLayer, motifLayer } from './kids-decor';
import { chooseKidsLook } from './kids-palette';
import { tileFor } from './kids-letters';
import { printOnto } from './letter-tiles';
import { fitKidsName, kidsOutlineRef, PLACEHOLDER_NAME } from '../../../contracts/lettering-layout';
import { seedOf } from './noise';
import { interpretPrompt } from './prompt';
import { blank, crop, over, paste, type Raster, type Rect } from './raster';
import { checkpoint, rectOf, type Master } from './surface';
import { renderLetters } from './letter-split';

export interface KidsInput {
  childName: string;
  prompt?: string;
  font?: string;
  color?: string;
}

/**
 * A kids name plate: the child's name in chunky letters, each in its own bright colour with a
 * white outline and a small tilt, sized to the plate and printed in the plate's own light.
 * Bunting gets one letter per flag instead.
 */
export async function renderKids(master: Master, input: KidsInput, signal?: AbortSignal): Promise<Raster> {
  const hints = interpretPrompt(input.prompt);
  const look = chooseKidsLook(hints, input.font, input.color);
  const raw = input.childName.trim() || PLACEHOLDER_NAME;
  // Bunting flags and comic bursts read best in capitals, as they are made.
  const name = hints.uppercase || look.burst || master.area.surface === 'bunting' ? raw.toUpperCase() : raw;
  const seed = seedOf(JSON.stringify(input));
  const word = await renderLetters(name, look.role, look.role === 'script' ? 0 : 0.03);
  checkpoint(signal);
  if (master.area.surface === 'bunting') return renderBunting(master, word.letters, look, signal);

  const { area } = master;
  // The shared rule the browser's live draft follows too.
  const outlineRef = kidsOutlineRef(word.height, look.keyline !== undefined);
  const { scale: s, x: ox, y: oy } = fitKidsName(area, word, outlineRef);
  const nameBox: Rect = {
    x: Math.round(ox),
    y: Math.round(oy),
    width: Math.round(word.width * s),
    height: Math.round(word.height * s),
  };

  const layer = blank(area.width, area.height, 4);
  if (look.burst) over(layer, await burstLayer(area.width, area.height, nameBox));
  else if (look.motif && (hints.motif ?? hints.theme))
    over(layer, await motifLayer(area.width, area.height, look.motif, nameBox, seed));
  checkpoint(signal);

  const tiles = await Promise.all(word.letters.map((letter, i) => tileFor(letter, i, s, outlineRef * s, look, seed)));
  word.letters.forEach((letter, i) => {
    const tile = tiles[i];
    if (!tile) return;
    const bounce = (i % 2 === 0 ? 1 : -1) * word.height * s * 0.025;
    const cx = ox + (letter.x + letter.mask.width / 2) * s;
    const cy = oy + (letter.y + letter.mask.height / 2) * s + bounce;
    over(layer, tile, 1, Math.round(cx - tile.width / 2), Math.round(cy - tile.height / 2));
  });
  checkpoint(signal);

  const rect = rectOf(area);
  const printed = await printOnto(crop(master.pixels, rect), layer, outlineRef * s * 0.7);
  const pixels = { ...master.pixels, data: Buffer.from(master.pixels.data) };
  paste(pixels, printed, rect.x, rect.y);
  return pixels;
}
