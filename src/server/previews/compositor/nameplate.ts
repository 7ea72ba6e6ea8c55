import { boardLayout, fitBoardLettering, type BoardOrnament, type FlatTextInput } from './board-layout';
import { applyLettering } from './lettering';
import { borderMask, flourishMask, sprigMask } from './ornaments';
import { blank, crop, paste, stampMax, type Raster } from './raster';
import { checkpoint, rectOf, type Master } from './surface';

export type { FlatTextInput };

/**
 * A name board: the name and house number fitted to the print area in the board's finish
 * (engraved, painted, brass, chalk or glowing), with the ornaments the prompt asked for.
 * Everything outside the print area is left exactly as it was.
 */
export async function renderFlatText(master: Master, input: FlatTextInput, signal?: AbortSignal): Promise<Raster> {
  const { area } = master;
  const layout = boardLayout(area, input);
  const lettering = await fitBoardLettering(area, layout);
  checkpoint(signal);

  const mask = blank(area.width, area.height, 1);
  stampMax(mask, lettering.fitted.mask, layout.textBox.x, layout.textBox.y);
  for (const ornament of lettering.ornaments) {
    stampMax(mask, await ornamentMask(ornament), ornament.rect.x, ornament.rect.y);
  }
  checkpoint(signal);

  const rect = rectOf(area);
  const region = crop(master.pixels, rect);
  const lettered = await applyLettering(region, mask, layout.style, lettering.lines, lettering.stroke);
  const pixels = { ...master.pixels, data: Buffer.from(master.pixels.data) };
  paste(pixels, lettered, rect.x, rect.y);
  return pixels;
}

function ornamentMask(ornament: BoardOrnament): Promise<Raster> {
  const { width, height } = ornament.rect;
  switch (ornament.kind) {
    case 'flourish':
      return flourishMask(width, height, ornament.stroke);
    case 'border':
      return borderMask(width, height, ornament.stroke);
    case 'sprig':
      return sprigMask(width, height, ornament.mirrored);
  }
}
