import type { PrintArea } from '../../contracts/print-area';
import { fitKidsName, kidsOutlineRef, PLACEHOLDER_NAME } from '../../contracts/lettering-layout';
import { chooseKidsLook, type KidsLook } from './kids-palette';
import type { Letter } from './letter-split';
import { seedOf } from './noise';
import { colourWithin, fontWithin } from '../../contracts/template-choices';
import { hintsWithin, interpretPrompt, type Motif, type StyleHints } from './prompt';
import type { Rect } from './raster';

/** Each letter tilts a little, alternately, as if stuck on by hand. */
export function letterAngle(index: number, seed: number): number {
  const wobble = ((seed >>> (index % 24)) & 3) * 1.2;
  return (index % 2 === 0 ? -1 : 1) * (3.5 + wobble);
}

export interface KidsInput {
  childName: string;
  prompt?: string;
  font?: string;
  color?: string;
}

export interface KidsLettering {
  hints: StyleHints;
  look: KidsLook;
  /** The name as it is printed (capitals for bunting and comic bursts). */
  name: string;
  seed: number;
  /** Extra letter spacing, in em, for the word's reference rendering. */
  tracking: number;
}

/** What a kids plate says and how it looks: the same for the preview and the production file. */
export function kidsLettering(area: PrintArea, input: KidsInput): KidsLettering {
  // Preview and production file alike draw only what the template offers (the routes refuse the rest).
  const hints = hintsWithin(interpretPrompt(input.prompt), area);
  const look = chooseKidsLook(hints, fontWithin(area, input.font), colourWithin(area, input.color), area);
  const raw = input.childName.trim() || PLACEHOLDER_NAME;
  // Bunting flags and comic bursts read best in capitals, as they are made.
  const name = hints.uppercase || look.burst || area.surface === 'bunting' ? raw.toUpperCase() : raw;
  return { hints, look, name, seed: seedOf(JSON.stringify(input)), tracking: look.role === 'script' ? 0 : 0.03 };
}

/** What is drawn behind the name: a comic burst, a scatter of motifs, or nothing. */
export type KidsDecoration = { kind: 'burst' } | { kind: 'motif'; motif: Motif } | null;

/** The decoration the preview paints and the production file carries, decided once for both. */
export function kidsDecoration({ look, hints }: KidsLettering): KidsDecoration {
  if (look.burst) return { kind: 'burst' };
  if (look.motif && (hints.motif ?? hints.theme)) return { kind: 'motif', motif: look.motif };
  return null;
}

export interface PlacedLetter {
  text: string;
  /** Centre of the letter's ink in the print area, bounce included. */
  cx: number;
  cy: number;
  /** The letter's inked size at its printed scale. */
  width: number;
  height: number;
  /** Degrees, clockwise, about the centre. */
  angle: number;
  fillIndex: number;
}

export interface KidsPlacement {
  /** Scale from the reference rendering to the print area. */
  scale: number;
  /** The outline's reach round each letter, in print-area pixels. */
  outlinePx: number;
  /** Where the whole word sits, for decorations to keep clear of. */
  nameBox: Rect;
  letters: PlacedLetter[];
}

/**
 * Sizes the word (rendered once at the reference size) to the plate and places each letter with
 * its tilt and bounce: letters alternate up and down a little, as if stuck on by hand.
 */
export function placeKidsLetters(
  area: PrintArea,
  word: { width: number; height: number; letters: Letter[] },
  lettering: KidsLettering,
): KidsPlacement {
  const { look, seed } = lettering;
  // The shared rule the browser's live draft follows too.
  const outlineRef = kidsOutlineRef(word.height, look.keyline !== undefined);
  const { scale: s, x: ox, y: oy } = fitKidsName(area, word, outlineRef);
  const nameBox: Rect = {
    x: Math.round(ox),
    y: Math.round(oy),
    width: Math.round(word.width * s),
    height: Math.round(word.height * s),
  };
  const letters = word.letters.map((letter, i): PlacedLetter => {
    const bounce = (i % 2 === 0 ? 1 : -1) * word.height * s * 0.025;
    return {
      text: letter.text,
      cx: ox + (letter.x + letter.mask.width / 2) * s,
      cy: oy + (letter.y + letter.mask.height / 2) * s + bounce,
      width: letter.mask.width * s,
      height: letter.mask.height * s,
      angle: letterAngle(i, seed),
      fillIndex: i,
    };
  });
  return { scale: s, outlinePx: outlineRef * s, nameBox, letters };
}
