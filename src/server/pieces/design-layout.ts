import sharp from 'sharp';
import type { PrintArea } from '../../contracts/print-area';
import type { LineSpec } from '../../contracts/lettering-layout';
import {
  DESIGN_LINE_GAP,
  designBlocks,
  designFontRole,
  type DesignPieceInput,
} from '../../contracts/personalisation-piece';
import { slotRect } from '../../contracts/personalisation-layout';
import { colourWithin, fontWithin } from '../../contracts/template-choices';
import { chooseBoardStyle, strokeFor, type LetteringStyle } from './board-style';
import { hintsWithin, interpretPrompt, type FontRole } from './prompt';
import { toRaster, type Raster, type Rect } from './raster';
import { fitLines, type FittedText } from './text-fit';

// Re-exported so the preview, the production file and their tests keep one import for a design's
// piece; the placing and fitting rules live in contracts, where the browser's live draft reads them.
export { designPieceInput, type DesignPieceInput } from '../../contracts/personalisation-piece';

/**
 * Issue 41 item 3: a product's own design as a flat layout in print-area pixels. Each text slot
 * is fitted on its own (its lines shrunk to fit its box), a photo fills its slot; the preview
 * draws this onto the product photo and the production file draws it at the piece's real size.
 */

export interface DesignLayout {
  role: FontRole;
  style: LetteringStyle;
  blocks: { rect: Rect; lines: LineSpec[] }[];
  photo?: { rect: Rect; crop: 'rectangle' | 'square' | 'circle' };
}

/** Font, finish and ink as a name board chooses them; every slot's lines in that font (the shared blocks). */
export function designLayout(area: PrintArea, input: DesignPieceInput): DesignLayout {
  const hints = hintsWithin(interpretPrompt(input.prompt), area);
  const role = designFontRole(area, input.font, hints.font);
  const color = colourWithin(area, input.color);
  const { style } = chooseBoardStyle(area, hints, fontWithin(area, input.font), color, JSON.stringify(input.texts));
  return {
    role,
    style,
    blocks: designBlocks(area, input.texts, role),
    ...(input.photo ? { photo: { rect: slotRect(area, input.photo.box), crop: input.photo.crop } } : {}),
  };
}

export interface DesignLettering {
  blocks: { rect: Rect; fitted: FittedText }[];
  /** Every lettered line's extent in the print area, for the finish's bevels and shadows. */
  lines: Rect[];
  stroke: number;
}

/** Fits each slot's lines into its own box, measuring the real glyphs (the shared fitting rule). */
export async function fitDesignLettering(layout: DesignLayout): Promise<DesignLettering> {
  const blocks = await Promise.all(
    layout.blocks.map(async (b) => ({ rect: b.rect, fitted: await fitLines(b.lines, b.rect, DESIGN_LINE_GAP) })),
  );
  const lines = blocks.flatMap((b) => b.fitted.lines.map((r) => ({ ...r, x: r.x + b.rect.x, y: r.y + b.rect.y })));
  const tallest = Math.max(0, ...lines.map((l) => l.height));
  return { blocks, lines, stroke: strokeFor(layout.role, tallest || 40) };
}

/** The shopper's photo cropped to fill its slot (a square or circle slot takes the square in the middle), RGBA. */
export async function photoForSlot(
  photo: Buffer,
  slot: { rect: Rect; crop: 'rectangle' | 'square' | 'circle' },
): Promise<{ pixels: Raster; x: number; y: number }> {
  const { rect, crop } = slot;
  const side = Math.min(rect.width, rect.height);
  const size = crop === 'rectangle' ? { width: rect.width, height: rect.height } : { width: side, height: side };
  const x = rect.x + Math.floor((rect.width - size.width) / 2);
  const y = rect.y + Math.floor((rect.height - size.height) / 2);
  const pixels = await toRaster(sharp(photo).rotate().resize(size.width, size.height, { fit: 'cover' }).ensureAlpha());
  if (crop === 'circle') keepInCircle(pixels);
  return { pixels, x, y };
}

/**
 * Clears what lies outside the raster's inscribed circle, the edge pixel by the share of it inside
 * (a one-pixel ramp): in place, on the raw pixels, where a PNG round trip and an SVG mask took
 * about as long as lettering a slot.
 */
function keepInCircle(r: Raster): void {
  const radius = Math.min(r.width, r.height) / 2;
  const cx = r.width / 2;
  const cy = r.height / 2;
  for (let y = 0; y < r.height; y++)
    for (let x = 0; x < r.width; x++) {
      const inside = Math.min(1, Math.max(0, radius - Math.hypot(x + 0.5 - cx, y + 0.5 - cy) + 0.5));
      if (inside < 1) {
        const a = (y * r.width + x) * r.channels + r.channels - 1;
        r.data[a] = Math.round(r.data[a]! * inside);
      }
    }
}
