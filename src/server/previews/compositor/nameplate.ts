import { strokeFor, chooseBoardStyle } from './board-style';
import { applyLettering, shadingOf, type Shading } from './lettering';
import { borderMask, flourishMask, sprigMask } from './ornaments';
import { boardLines, boardTextBox, type BoardLook } from '../../../contracts/lettering-layout';
import { interpretPrompt } from './prompt';
import { blank, crop, paste, stampMax, type Raster, type Rect } from './raster';
import { checkpoint, rectOf, type Master } from './surface';
import { fitLines } from './text-fit';

export interface FlatTextInput {
  /** The big line: a family or house name. */
  primary: string;
  /** The small line under it: a house number. */
  secondary: string;
  prompt?: string;
  font?: string;
  color?: string;
}

export { PLACEHOLDER_NAME } from '../../../contracts/lettering-layout';

/**
 * A name board: the name and house number fitted to the print area in the board's finish
 * (engraved, painted, brass, chalk or glowing), with the ornaments the prompt asked for.
 * Everything outside the print area is left exactly as it was. The lines, box and fit are the
 * shared layout rules, which the browser's live draft follows too.
 */
export async function renderFlatText(master: Master, input: FlatTextInput, signal?: AbortSignal): Promise<Raster> {
  const { area } = master;
  const hints = interpretPrompt(input.prompt);
  const choice = chooseBoardStyle(area, hints, input.font, input.color, JSON.stringify(input));
  const role = choice.role;
  const look: BoardLook = { ...hints, leaves: hints.motif === 'leaves' };
  const lines = boardLines(input.primary, input.secondary, role, look);
  const box = boardTextBox(area, look, lines.filter((l) => l.text).length);
  const fitted = await fitLines(lines, box, box.gap);
  checkpoint(signal);

  const mask = blank(area.width, area.height, 1);
  stampMax(mask, fitted.mask, box.x, box.y);
  const placed = fitted.lines.map((r) => ({ ...r, x: r.x + box.x, y: r.y + box.y }));
  const first = placed[0];
  const stroke = strokeFor(role, first?.height ?? area.height * 0.3);

  if (hints.flourish && first) await addFlourish(mask, placed, stroke);
  if (hints.border) stampMax(mask, await borderMask(area.width, area.height, Math.max(2, stroke * 0.5)), 0, 0);
  const sprigW = box.sprigWidth;
  if (sprigW > 0 && first) {
    const h = Math.round(Math.min(first.height * 1.1, area.height * 0.5));
    const y = Math.round(first.y + first.height / 2 - h / 2);
    stampMax(mask, await sprigMask(sprigW, h, true), first.x - sprigW - 4, y);
    stampMax(mask, await sprigMask(sprigW, h, false), first.x + first.width + 4, y);
  }
  checkpoint(signal);

  const rect = rectOf(area);
  const { region, shading } = await boardUnder(master);
  const lettered = await applyLettering(region, mask, choice.style, placed, stroke, shading);
  const pixels = { ...master.pixels, data: Buffer.from(master.pixels.data) };
  paste(pixels, lettered, rect.x, rect.y);
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

/** The flourish goes in the gap under the name, or just below it when there is one line. */
async function addFlourish(mask: Raster, lines: Rect[], stroke: number): Promise<void> {
  const [first, second] = lines;
  if (!first) return;
  const top = first.y + first.height;
  const bottom = second ? second.y : Math.min(mask.height, top + first.height * 0.45);
  const height = Math.round((bottom - top) * 0.8);
  const width = Math.round(Math.min(mask.width * 0.8, Math.max(first.width * 0.8, height * 5)));
  if (height < 6 || width < 20) return;
  const ornament = await flourishMask(width, height, Math.max(1.5, stroke * 0.45));
  stampMax(
    mask,
    ornament,
    Math.round(first.x + first.width / 2 - width / 2),
    Math.round(top + (bottom - top - height) / 2),
  );
}
