import type { PrintArea } from '../../../../contracts/print-area';
import { luminance, WHITE, type Rgb } from '../../../pieces/color';
import { tileFor } from './kids-letters';
import type { KidsLook } from '../../../pieces/kids-palette';
import { printOnto } from '../primitives/letter-tiles';
import { blank, crop, over, type Raster } from '../../../pieces/raster';
import { checkpoint, framed, rectOf, type Master } from '../primitives/surface';
import type { Letter } from '../../../pieces/letter-split';

export interface Flag {
  /** Centre and width of the flag across the print area's band, in print-area pixels. */
  centre: number;
  width: number;
  colour: Rgb;
}

/**
 * Finds the flags hanging across the print area by comparing one row of the band with the wall
 * either side of it: the master says where the band is, not how many flags it has.
 */
export function detectFlags(pixels: Raster, area: PrintArea): Flag[] | null {
  const y = Math.round(area.y + area.height * 0.4);
  const at = (x: number): Rgb => {
    const p = (y * pixels.width + Math.min(pixels.width - 1, Math.max(0, x))) * pixels.channels;
    return [pixels.data[p] ?? 0, pixels.data[p + 1] ?? 0, pixels.data[p + 2] ?? 0];
  };
  const left = at(area.x - 24);
  const right = at(area.x + area.width + 24);
  const flags: Flag[] = [];
  let start = -1;
  for (let x = 0; x <= area.width; x++) {
    const t = x / area.width;
    const wall: Rgb = [
      left[0] + (right[0] - left[0]) * t,
      left[1] + (right[1] - left[1]) * t,
      left[2] + (right[2] - left[2]) * t,
    ];
    const c = at(area.x + x);
    const onFlag = x < area.width && Math.hypot(c[0] - wall[0], c[1] - wall[1], c[2] - wall[2]) > 40;
    if (onFlag && start < 0) start = x;
    if (!onFlag && start >= 0) {
      if (x - start >= area.width / 24)
        flags.push({ centre: (start + x) / 2, width: x - start, colour: at(area.x + Math.round((start + x) / 2)) });
      start = -1;
    }
  }
  return flags.length >= 2 && flags.length <= 16 ? flags : null;
}

/** Evenly spaced slots, one per letter, when the flags cannot be found. */
function evenFlags(count: number, area: PrintArea, colour: Rgb): Flag[] {
  const pitch = area.width / count;
  return Array.from({ length: count }, (_, i) => ({ centre: pitch * (i + 0.5), width: pitch * 0.8, colour }));
}

/**
 * One letter per flag, centred on the middle flags when the name is shorter than the bunting
 * and two to some flags when it is longer, in the felt colour that stands out most on each flag.
 */
export async function renderBunting(
  master: Master,
  letters: Letter[],
  look: KidsLook,
  signal?: AbortSignal,
): Promise<Raster> {
  const { area } = master;
  const flags = detectFlags(master.pixels, area) ?? evenFlags(Math.max(1, letters.length), area, [200, 200, 200]);
  // More letters than flags: spread them so every flag is used and none has more than one extra.
  const count = Math.min(letters.length, flags.length);
  const groups = Array.from({ length: count }, (_, i) =>
    letters.slice(Math.floor((i * letters.length) / count), Math.floor(((i + 1) * letters.length) / count)),
  );
  const first = Math.floor((flags.length - groups.length) / 2);

  const top = Math.min(...letters.map((l) => l.y));
  const inkHeight = Math.max(1, ...letters.map((l) => l.y + l.mask.height)) - top;
  const spans = groups.map((g) => groupSpan(g));
  const widest = Math.max(1, ...spans.map((sp, i) => sp.width / (flags[first + i]?.width ?? 1)));
  const outlineRef = inkHeight * 0.06;
  const s = Math.min((area.height * 0.86) / (inkHeight + outlineRef * 3), 0.74 / widest, 1);

  const layer = blank(area.width, area.height, 4);
  for (const [g, group] of groups.entries()) {
    const flag = flags[first + g];
    const span = spans[g];
    if (!flag || !span) continue;
    const fill = standOut(flag.colour, look.colours);
    const flagLook: KidsLook = {
      ...look,
      colours: [fill],
      outline: luminance(fill) > 0.7 ? [60, 52, 70] : WHITE,
      keyline: undefined,
    };
    const tiles = await Promise.all(
      group.map((letter) => tileFor(letter, 0, s, Math.max(1.5, outlineRef * s * 0.6), flagLook, 0)),
    );
    group.forEach((letter, i) => {
      const tile = tiles[i];
      if (!tile) return;
      const cx = flag.centre + (letter.x + letter.mask.width / 2 - span.x - span.width / 2) * s;
      const cy = area.height / 2 + (letter.y + letter.mask.height / 2 - top - inkHeight / 2) * s;
      over(layer, tile, 1, Math.round(cx - tile.width / 2), Math.round(cy - tile.height / 2));
    });
    checkpoint(signal);
  }
  const rect = rectOf(area);
  const printed = await printOnto(crop(master.pixels, rect), layer, Math.max(1, outlineRef * s * 0.5));
  const pixels = framed(master, printed, rect.x, rect.y);
  return pixels;
}

function groupSpan(group: Letter[]): { x: number; width: number } {
  const x0 = Math.min(...group.map((l) => l.x));
  const x1 = Math.max(...group.map((l) => l.x + l.mask.width));
  return { x: x0, width: x1 - x0 };
}

/** Of white and the look's colours, the one furthest from the flag, so every letter reads. */
function standOut(flag: Rgb, colours: Rgb[]): Rgb {
  let best: Rgb = WHITE;
  let bestDistance = -1;
  for (const c of [WHITE, ...colours]) {
    const d =
      Math.abs(luminance(c) - luminance(flag)) * 2 + Math.hypot(c[0] - flag[0], c[1] - flag[1], c[2] - flag[2]) / 441;
    if (d > bestDistance) {
      bestDistance = d;
      best = c;
    }
  }
  return best;
}
