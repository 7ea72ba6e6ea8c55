import {
  fitInk,
  fontRoleFor,
  TRACKING,
  type Box,
  type FontRole,
  type InkSize,
  type LineSpec,
} from './lettering-layout';
import type { PersonalisationDesign } from './personalisation-design';
import { placeDesign, slotRect } from './personalisation-layout';
import type { PrintArea } from './print-area';
import { fontWithin } from './template-choices';

/**
 * Issue 41 item 3, the pixel half of one layout: a design's values as slots in print-area pixels,
 * each slot's lines in one font role, fitted into the slot by the shared fitting rule. The server
 * (pieces/design-layout.ts) measures the lines with the production file's glyph outlines, the
 * browser's live draft with canvas; both hand their ink sizes to these functions, so the draft,
 * the preview and the file put each slot in the same box and each line where the others do.
 */

/** A slot's rectangle as fractions of the print area (what a design job carries). */
type Fractions = { x: number; y: number; width: number; height: number };

/** What a design job carries: the slots' boxes (fractions of the print area) and their lines. */
export interface DesignPieceInput {
  texts: { box: Fractions; lines: string[] }[];
  photo?: { box: Fractions; crop: 'rectangle' | 'square' | 'circle' };
  prompt?: string;
  font?: string;
  color?: string;
}

/** The job a design and the shopper's values make: what the preview queue carries. */
export function designPieceInput(
  design: Pick<PersonalisationDesign, 'slots' | 'fields'>,
  values: Readonly<Record<string, string | undefined>>,
  prompt?: string,
): DesignPieceInput & { photoUrl?: string } {
  const placed = placeDesign(design, values);
  const box = ({ x, y, width, height }: Fractions) => ({ x, y, width, height });
  const photo = placed.photos[0];
  return {
    texts: placed.texts.map((t) => ({ box: box(t.slot), lines: t.lines })),
    ...(photo ? { photo: { box: box(photo.slot), crop: photo.crop }, photoUrl: photo.url } : {}),
    ...(prompt ? { prompt } : {}),
    ...(placed.look.font ? { font: placed.look.font } : {}),
    ...(placed.look.color ? { color: placed.look.color } : {}),
  };
}

/** The space between a slot's two lines, in em of the reference size. */
export const DESIGN_LINE_GAP = 0.18;

/**
 * The lettering's font: the prompt's (server only: the draft shows no prompt's look, as the
 * board's draft does not), else the choice's within what the template offers.
 */
export function designFontRole(area: Pick<PrintArea, 'fonts'>, font: string | undefined, prompted?: FontRole) {
  return prompted ?? fontRoleFor(fontWithin(area, font));
}

/** One text slot in print-area pixels and the lines lettered in it (only lines with text). */
export interface DesignBlock {
  rect: Box;
  lines: LineSpec[];
}

/** Every text slot that letters something, in the design's order, in one font role. */
export function designBlocks(
  area: Pick<PrintArea, 'width' | 'height'>,
  texts: DesignPieceInput['texts'],
  role: FontRole,
): DesignBlock[] {
  return texts
    .map((t) => ({
      rect: slotRect(area, t.box),
      lines: t.lines.filter((l) => l.trim()).map((text) => ({ text, role, tracking: TRACKING[role] })),
    }))
    .filter((b) => b.lines.length > 0);
}

/** A slot's lines fitted into its box (the shared rule), each line's rectangle inside the box. */
export function fitDesignBlock(inks: InkSize[], rect: Pick<Box, 'width' | 'height'>) {
  return fitInk(inks, rect, DESIGN_LINE_GAP);
}
