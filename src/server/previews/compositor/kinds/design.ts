import { designLayout, fitDesignLettering, photoForSlot, type DesignPieceInput } from '../../../pieces/design-layout';
import { blank, crop, over, stampMax, type Raster } from '../../../pieces/raster';
import { applyLettering } from '../primitives/lettering';
import { assertBounded, checkpoint, framed, rectOf, type Master } from '../primitives/surface';

/**
 * A product's own design (issue 41): the photo in its slot, then each text slot's lines fitted
 * into its box and finished as the surface takes lettering, the rest of the product untouched.
 */
export async function renderDesign(
  master: Master,
  input: DesignPieceInput,
  photo: Buffer | undefined,
  signal?: AbortSignal,
): Promise<Raster> {
  const { area } = master;
  const layout = designLayout(area, input);
  const rect = rectOf(area);
  const region = crop(master.pixels, rect);
  if (layout.photo && photo) {
    await assertBounded(photo);
    const placed = await photoForSlot(photo, layout.photo);
    over(region, placed.pixels, 1, placed.x, placed.y);
    checkpoint(signal);
  }
  const lettering = await fitDesignLettering(layout);
  checkpoint(signal);
  const mask = blank(area.width, area.height, 1);
  for (const block of lettering.blocks) stampMax(mask, block.fitted.mask, block.rect.x, block.rect.y);
  const lettered = await applyLettering(region, mask, layout.style, lettering.lines, lettering.stroke);
  return framed(master, lettered, rect.x, rect.y);
}
