import { strokeFor, chooseBoardStyle } from './board-style';
import { applyLettering } from './lettering';
import { borderMask, flourishMask, sprigMask } from './ornaments';
import { interpretPrompt, type FontRole } from './prompt';
import { blank, crop, paste, stampMax, type Raster, type Rect } from './raster';
import { checkpoint, rectOf, type Master } from './surface';
import { fitLines, type LineSpec } from './text-fit';

export interface FlatTextInput {
  /** The big line: a family or house name. */
  primary: string;
  /** The small line under it: a house number. */
  secondary: string;
  prompt?: string;
  font?: string;
  color?: string;
}

/** Shown when the shopper asked for a look (a prompt) but typed no name yet. */
export const PLACEHOLDER_NAME = 'Your Name';

/** Letter spacing per font: capitals and thin letters need air, scripts must join up. */
const TRACKING: Record<FontRole, number> = {
  serif: 0.02,
  classic: 0.08,
  sans: 0.04,
  light: 0.14,
  bold: 0.02,
  script: 0,
  playful: 0.01,
};

/**
 * A name board: the name and house number fitted to the print area in the board's finish
 * (engraved, painted, brass, chalk or glowing), with the ornaments the prompt asked for.
 * Everything outside the print area is left exactly as it was.
 */
export async function renderFlatText(master: Master, input: FlatTextInput, signal?: AbortSignal): Promise<Raster> {
  const { area } = master;
  const hints = interpretPrompt(input.prompt);
  const choice = chooseBoardStyle(area, hints, input.font, input.color, JSON.stringify(input));
  const role = choice.role;
  const primaryText = input.primary.trim() || (input.secondary.trim() ? '' : PLACEHOLDER_NAME);
  // Capitals suit a minimal sign, but joined-up script turns illegible in them.
  const upper = (hints.uppercase || hints.minimal) && role !== 'script';
  const lines: LineSpec[] = [
    { text: upper ? primaryText.toUpperCase() : primaryText, role, tracking: TRACKING[role] },
    // Script numerals are hard to read on a gate; the number keeps a plain face.
    {
      text: input.secondary.trim(),
      role: role === 'script' ? 'serif' : role,
      size: primaryText ? 0.7 : 1,
      tracking: 0.12,
    },
  ];

  const padX = Math.round(area.width * (hints.minimal ? 0.17 : hints.border ? 0.1 : 0.065));
  const padY = Math.round(area.height * (hints.minimal ? 0.22 : hints.border ? 0.14 : 0.09));
  const sprigW = hints.motif === 'leaves' ? Math.round(area.width * 0.13) : 0;
  const box = { width: area.width - 2 * (padX + sprigW), height: area.height - 2 * padY };
  const flourishBelow = hints.flourish && lines.filter((l) => l.text).length === 1;
  const fitted = await fitLines(
    lines,
    flourishBelow ? { ...box, height: Math.round(box.height * 0.72) } : box,
    hints.flourish ? 0.62 : 0.18,
  );
  checkpoint(signal);

  const mask = blank(area.width, area.height, 1);
  const ox = padX + sprigW;
  stampMax(mask, fitted.mask, ox, padY);
  const placed = fitted.lines.map((r) => ({ ...r, x: r.x + ox, y: r.y + padY }));
  const first = placed[0];
  const stroke = strokeFor(role, first?.height ?? area.height * 0.3);

  if (hints.flourish && first) await addFlourish(mask, placed, stroke);
  if (hints.border) stampMax(mask, await borderMask(area.width, area.height, Math.max(2, stroke * 0.5)), 0, 0);
  if (sprigW > 0 && first) {
    const h = Math.round(Math.min(first.height * 1.1, area.height * 0.5));
    const y = Math.round(first.y + first.height / 2 - h / 2);
    stampMax(mask, await sprigMask(sprigW, h, true), first.x - sprigW - 4, y);
    stampMax(mask, await sprigMask(sprigW, h, false), first.x + first.width + 4, y);
  }
  checkpoint(signal);

  const rect = rectOf(area);
  const region = crop(master.pixels, rect);
  const lettered = await applyLettering(region, mask, choice.style, placed, stroke);
  const pixels = { ...master.pixels, data: Buffer.from(master.pixels.data) };
  paste(pixels, lettered, rect.x, rect.y);
  return pixels;
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
