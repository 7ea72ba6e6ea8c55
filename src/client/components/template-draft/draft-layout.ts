import {
  boardLines,
  boardTextBox,
  fitInk,
  fitKidsName,
  kidsOutlineRef,
  PLACEHOLDER_NAME,
  PLAIN_LOOK,
  REF_PX,
  type Box,
  type FontRole,
  type LineSpec,
} from '../../../contracts/lettering-layout';
import { MUG_CAPTION_FONT, mugCaptionInk, mugCaptionLayout } from '../../../contracts/mug-caption';
import { designBlocks, fitDesignBlock, type DesignPieceInput } from '../../../contracts/personalisation-piece';
import type { MugStyle } from '../../../contracts/previews';
import type { PrintArea } from '../../../contracts/print-area';

/** A line's ink as the browser measures it at REF_PX (times its size), from its text origin. */
export interface MeasuredInk {
  width: number;
  height: number;
  /** Distance from the text origin to the ink's left edge (canvas actualBoundingBoxLeft). */
  left: number;
  /** Distance from the baseline up to the ink's top (canvas actualBoundingBoxAscent). */
  ascent: number;
}

export type MeasureLine = (line: LineSpec) => MeasuredInk;

/** One line to draw: its text at REF_PX scaled into `box` (master pixels), ink corner at the box corner. */
export interface DraftLine {
  line: LineSpec;
  ink: MeasuredInk;
  box: { x: number; y: number; width: number; height: number };
}

/**
 * The name board draft: the same lines, padded box and fitting rule as the server's render,
 * with the ink measured by the browser. The prompt's look (border, flourish, capitals) shows
 * only in the generated preview, so the draft uses the plain look.
 */
export function layoutBoardDraft(
  area: Pick<PrintArea, 'x' | 'y' | 'width' | 'height' | 'fonts'>,
  text: { name: string; houseNumber: string },
  role: FontRole,
  measure: MeasureLine,
): DraftLine[] {
  const lines = boardLines(text.name, text.houseNumber, role, PLAIN_LOOK, area.fonts).filter((l) => l.text.trim());
  const box = boardTextBox(area, PLAIN_LOOK, lines.length);
  const inks = lines.map(measure);
  const fit = fitInk(inks, box, box.gap);
  return lines.map((line, i) => {
    const rect = fit.lines[i] ?? { x: 0, y: 0, width: 0, height: 0 };
    return {
      line,
      ink: inks[i] ?? { width: 1, height: 1, left: 0, ascent: 0 },
      box: { ...rect, x: area.x + box.x + rect.x, y: area.y + box.y + rect.y },
    };
  });
}

/**
 * A product's own design (issue 41): each text slot's box on `area` (canvas pixels) and its
 * lines fitted into it by the shared rule (contracts/personalisation-piece), as the server's
 * preview and production file place them, with the ink measured by the browser.
 */
export function layoutDesignDraft(
  area: Pick<PrintArea, 'x' | 'y' | 'width' | 'height'>,
  texts: DesignPieceInput['texts'],
  role: FontRole,
  measure: MeasureLine,
): { slot: Box; lines: DraftLine[] }[] {
  return designBlocks(area, texts, role).map(({ rect, lines }) => {
    const inks = lines.map(measure);
    const fit = fitDesignBlock(inks, rect);
    const slot = { ...rect, x: area.x + rect.x, y: area.y + rect.y };
    return {
      slot,
      lines: lines.map((line, i) => {
        const at = fit.lines[i] ?? { x: 0, y: 0, width: 0, height: 0 };
        return {
          line,
          ink: inks[i] ?? { width: 1, height: 1, left: 0, ascent: 0 },
          box: { ...at, x: slot.x + at.x, y: slot.y + at.y },
        };
      }),
    };
  });
}

/** The kids plate draft: the word at the server's fitted scale and corner, outline included. */
export function layoutKidsDraft(area: PrintArea, childName: string, role: FontRole, measure: MeasureLine) {
  const raw = childName.trim() || PLACEHOLDER_NAME;
  const line: LineSpec = { text: raw, role, tracking: role === 'script' ? 0 : 0.03 };
  const ink = measure(line);
  const outlineRef = kidsOutlineRef(ink.height, false);
  const fit = fitKidsName(area, ink, outlineRef);
  return {
    line,
    ink,
    scale: fit.scale,
    x: area.x + fit.x,
    y: area.y + fit.y,
    outline: outlineRef * fit.scale,
    sizePx: REF_PX,
  };
}

/**
 * A photo mug's caption on its flat artwork: the band under the photo, the style's face and ink,
 * fitted by the server's rule. The prompt's own font or colour shows only in the generated
 * preview. Empty for an empty caption: the draft draws what the shopper typed.
 */
export function layoutMugCaptionDraft(
  area: PrintArea,
  caption: string,
  style: MugStyle,
  measure: MeasureLine,
): { lines: DraftLine[]; ink: readonly [number, number, number] } {
  const text = caption.trim();
  const { box } = mugCaptionLayout(area.width, area.height, text !== '');
  const ink = mugCaptionInk(style, surfaceRgb(area.surfaceColor));
  if (!box) return { lines: [], ink };
  const line: LineSpec = { text, role: MUG_CAPTION_FONT[style] };
  const measured = measure(line);
  const [rect] = fitInk([measured], box, 0.16).lines;
  if (!rect) return { lines: [], ink };
  return {
    lines: [{ line, ink: measured, box: { ...rect, x: area.x + box.x + rect.x, y: area.y + box.y + rect.y } }],
    ink,
  };
}

function surfaceRgb(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return m ? [parseInt(m[1] ?? 'ff', 16), parseInt(m[2] ?? 'ff', 16), parseInt(m[3] ?? 'ff', 16)] : [255, 255, 255];
}
