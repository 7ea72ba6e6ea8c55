import type { PrintArea } from '../../contracts/print-area';
import { chooseBoardStyle, strokeFor, type LetteringStyle } from './board-style';
import { boardLines, boardTextBox, type BoardLook } from '../../contracts/lettering-layout';
import { colourWithin, fontWithin } from '../../contracts/template-choices';
import { hintsWithin, interpretPrompt, type FontRole } from './prompt';
import type { Rect } from './raster';
import { fitLines, type FittedText, type LineSpec } from './text-fit';

export interface FlatTextInput {
  /** The big line: a family or house name. */
  primary: string;
  /** The small line under it: a house number. */
  secondary: string;
  prompt?: string;
  font?: string;
  color?: string;
}

/**
 * Where everything on a name board goes, in print-area pixels. The preview draws it onto the
 * product photo and the production files draw it at the board's real size, so the proof the
 * shopper approves and the file the maker cuts cannot disagree.
 */
export interface BoardLayout {
  role: FontRole;
  style: LetteringStyle;
  lines: LineSpec[];
  /** The box the lines are fitted into. */
  textBox: Rect;
  /** Space between lines, in em of the reference rendering. */
  gap: number;
  flourish: boolean;
  border: boolean;
  /** Width of the leaf sprig on each side of the name; 0 for none. */
  sprigWidth: number;
}

export function boardLayout(area: PrintArea, input: FlatTextInput): BoardLayout {
  // Preview and production file alike draw only what the template offers (the routes refuse the rest).
  const hints = hintsWithin(interpretPrompt(input.prompt), area);
  const font = fontWithin(area, input.font);
  const color = colourWithin(area, input.color);
  const choice = chooseBoardStyle(area, hints, font, color, JSON.stringify(input));
  const role = choice.role;
  // The lines, the padded box and the gap are the shared rules the browser's live draft follows.
  const look: BoardLook = { ...hints, leaves: hints.motif === 'leaves' };
  const lines = boardLines(input.primary, input.secondary, role, look, area.fonts);
  const { sprigWidth, gap, ...textBox } = boardTextBox(area, look, lines.filter((l) => l.text).length);
  return {
    role,
    style: choice.style,
    lines,
    textBox,
    gap,
    flourish: hints.flourish,
    border: hints.border,
    sprigWidth,
  };
}

export type BoardOrnament =
  { kind: 'flourish' | 'border'; rect: Rect; stroke: number } | { kind: 'sprig'; rect: Rect; mirrored: boolean };

export interface BoardLettering {
  fitted: FittedText;
  /** Each visible line's inked extent in the print area. */
  lines: Rect[];
  /** Roughly a letter stroke's width, which sizes bevels, shadows and ornament lines. */
  stroke: number;
  ornaments: BoardOrnament[];
}

/** Fits the layout's lines to its box (measuring the real glyphs) and places the ornaments round them. */
export async function fitBoardLettering(area: PrintArea, layout: BoardLayout): Promise<BoardLettering> {
  const { textBox } = layout;
  const fitted = await fitLines(layout.lines, { width: textBox.width, height: textBox.height }, layout.gap);
  const lines = fitted.lines.map((r) => ({ ...r, x: r.x + textBox.x, y: r.y + textBox.y }));
  const stroke = strokeFor(layout.role, lines[0]?.height ?? area.height * 0.3);
  return { fitted, lines, stroke, ornaments: boardOrnaments(area, layout, lines, stroke) };
}

/** Ornaments in the order they are drawn: the flourish, the border, then the sprigs. */
function boardOrnaments(area: PrintArea, layout: BoardLayout, lines: Rect[], stroke: number): BoardOrnament[] {
  const [first, second] = lines;
  const ornaments: BoardOrnament[] = [];
  if (!first) return layout.border ? [borderOf(area, stroke)] : [];
  if (layout.flourish) {
    // The flourish goes in the gap under the name, or just below it when there is one line.
    const top = first.y + first.height;
    const bottom = second ? second.y : Math.min(area.height, top + first.height * 0.45);
    const height = Math.round((bottom - top) * 0.8);
    const width = Math.round(Math.min(area.width * 0.8, Math.max(first.width * 0.8, height * 5)));
    if (height >= 6 && width >= 20)
      ornaments.push({
        kind: 'flourish',
        rect: {
          x: Math.round(first.x + first.width / 2 - width / 2),
          y: Math.round(top + (bottom - top - height) / 2),
          width,
          height,
        },
        stroke: Math.max(1.5, stroke * 0.45),
      });
  }
  if (layout.border) ornaments.push(borderOf(area, stroke));
  const sprigW = layout.sprigWidth;
  if (sprigW > 0) {
    const h = Math.round(Math.min(first.height * 1.1, area.height * 0.5));
    const y = Math.round(first.y + first.height / 2 - h / 2);
    ornaments.push(
      { kind: 'sprig', rect: { x: first.x - sprigW - 4, y, width: sprigW, height: h }, mirrored: true },
      { kind: 'sprig', rect: { x: first.x + first.width + 4, y, width: sprigW, height: h }, mirrored: false },
    );
  }
  return ornaments;
}

function borderOf(area: PrintArea, stroke: number): BoardOrnament {
  return {
    kind: 'border',
    rect: { x: 0, y: 0, width: area.width, height: area.height },
    stroke: Math.max(2, stroke * 0.5),
  };
}
