import { boardLayout, fitBoardLettering, type BoardOrnament, type FlatTextInput } from '../../../pieces/board-layout';
import { applyLettering, shadingOf, type Shading } from '../primitives/lettering';
import { borderMask, flourishMask, sprigMask } from '../../../pieces/ornaments';
import { blank, crop, stampMax, type Raster } from '../../../pieces/raster';
import { checkpoint, framed, rectOf, type Master } from '../primitives/surface';

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
  const { region, shading } = await boardUnder(master);
  const lettered = await applyLettering(region, mask, layout.style, lettering.lines, lettering.stroke, shading);
  const pixels = framed(master, lettered, rect.x, rect.y);
  return pixels;
}

const boards = new WeakMap<Master, Promise<{ region: Raster; shading: Shading }>>();

/** The print area's pixels and light, worked out once per cached master rather than per name. */
function boardUnder(master: Master): Promise<{ region: Raster; shading: Shading }> {
  let known = boards.get(master);
  if (!known) {
    const region = crop(master.pixels, rectOf(master.area));
    known = shadingOf(region).then((shading) => ({ region, shading }));
    boards.set(master, known);
  }
  return known;
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
