import { KIDS_LETTER_COLOURS } from '../../../../contracts/lettering-layout';
import { DEFAULT_COLOR } from '../../../../contracts/limits';
import type { PrintArea } from '../../../../contracts/print-area';

/** Boards the server engraves by darkening the wood or brass (board-style.ts: a cut that darkens). */
const DARKENING_CUT = new Set(['teak', 'sheesham', 'mango', 'brass']);

function channels(hex: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return m ? [parseInt(m[1] ?? '0', 16), parseInt(m[2] ?? '0', 16), parseInt(m[3] ?? '0', 16)] : null;
}

const css = (c: [number, number, number]) => `rgb(${c.map((v) => Math.round(v)).join(' ')})`;

/**
 * The draft's ink on a board. The server's cut into wood multiplies the grain by the colour at
 * 70%; a canvas blended with `multiply` and filled with that colour gives the same darkening.
 * Other boards get the colour as it is.
 */
export function draftInk(area: PrintArea, color: string): { fill: string; multiply: boolean } {
  const ink = channels(color) ?? channels(DEFAULT_COLOR) ?? [139, 69, 19];
  if (DARKENING_CUT.has(area.material ?? ''))
    return { fill: css([ink[0] * 0.7, ink[1] * 0.7, ink[2] * 0.7]), multiply: true };
  return { fill: css(ink), multiply: false };
}

/**
 * A kids plate's letter colours: the bright set, or the picked colour with a lighter and a deeper
 * shade. A template that lists its colours (`offered`) makes every colour a pick, as the server does.
 */
export function kidsLetterColours(color: string, offered?: readonly string[]): string[] {
  const picked = !offered && color.toUpperCase() === DEFAULT_COLOR.toUpperCase() ? null : channels(color);
  if (!picked) return [...KIDS_LETTER_COLOURS];
  const mix = (to: number, t: number) =>
    css([0, 1, 2].map((k) => (picked[k] ?? 0) + (to - (picked[k] ?? 0)) * t) as [number, number, number]);
  return [css(picked), mix(255, 0.35), mix(0, 0.25)];
}
