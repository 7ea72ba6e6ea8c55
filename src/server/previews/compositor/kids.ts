import { renderBunting } from './bunting';
import { burstLayer, motifLayer } from './kids-decor';
import { chooseKidsLook } from './kids-palette';
import { tileFor } from './kids-letters';
import { printOnto } from './letter-tiles';
import { PLACEHOLDER_NAME } from './nameplate';
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
  const outlineRef = Math.max(6, word.height * 0.075) * (look.keyline ? 1.6 : 1);
  const padX = area.width * 0.05;
  const padY = area.height * 0.08;
  const box = { width: area.width - 2 * padX, height: area.height - 2 * padY };
  // Room for the outline on every side and for the tilt, which lifts a letter's corners.
  const s = Math.min(box.width / (word.width + outlineRef * 3), box.height / (word.height * 1.12 + outlineRef * 3), 1);
  const ox = padX + (box.width - word.width * s) / 2;
  const oy = padY + (box.height - word.height * s) / 2;
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
