import sharp from 'sharp';
import type { PrintArea } from '../../contracts/print-area';
import { designLayout, fitDesignLettering, type DesignPieceInput } from '../pieces/design-layout';
import { MAX_INPUT_PIXELS } from '../pieces';
import type { Rect } from '../pieces/raster';
import { MM_PER_INCH, pixelsAt, type PieceSize } from '../catalog/piece-size';
import { CUT_STROKE, hex, placeArea, toPiece, type Drawing, type DrawingPhoto, type Shape } from './drawing';
import { fillInto, outlineText, pathData } from '../pieces/glyph-outlines';
import { photoResolution, PRINT_DPI } from './mug-file';

/**
 * A product's own design (issue 41) at the piece's real size: the print area placed on the piece
 * as the preview placed it, the shopper's photo in its slot (cropped to its shape as the preview
 * crops it), and each text slot's lines as outlines in the boxes the same fitting gave the
 * preview, so the maker cuts or prints the names, the date and the photo where the shopper saw them.
 * `photo` is the stored upload, or null when the line has none or it is gone from the store.
 */
export async function designDrawing(
  area: PrintArea,
  input: DesignPieceInput,
  size: PieceSize,
  title: string,
  photo: Buffer | null = null,
): Promise<Drawing> {
  const layout = designLayout(area, input);
  const lettering = await fitDesignLettering(layout);
  const on = placeArea(area, size, { x: 0, y: 0 });
  const ink = hex(layout.style.ink);
  const artwork: Shape[] = [];
  layout.blocks.forEach((block, i) => {
    const fitted = lettering.blocks[i]?.fitted;
    if (!fitted) return;
    // fitLines lays out only the lines with text, in order; their boxes line up with these.
    block.lines
      .filter((l) => l.text.trim().length > 0)
      .forEach((line, j) => {
        const box = fitted.lines[j];
        if (!box) return;
        const outline = outlineText(line.text, line.role, line.tracking ?? 0);
        const placed = { ...box, x: box.x + block.rect.x, y: box.y + block.rect.y };
        // As on a board: the line fills the box the preview stretched its drawing into.
        artwork.push({ d: pathData(outline, fillInto(outline, toPiece(on, placed))), fill: ink });
      });
  });
  const slot = photoSlotOnPiece(area, input, size);
  const photos = slot && photo ? [await slotPhoto(photo, slot.rect, slot.crop)] : [];
  return {
    title,
    size,
    layers: [
      {
        id: 'cut',
        label: 'Piece outline',
        shapes: [{ d: `M0 0H${size.widthMm}V${size.heightMm}H0Z`, ...CUT_STROKE }],
      },
      { id: 'artwork', label: 'Print artwork', shapes: artwork },
    ],
    ...(photos.length ? { photos } : {}),
  };
}

/** Where a design's photo slot is on the piece, in mm, and its shape; null for a design without one. */
function photoSlotOnPiece(area: PrintArea, input: DesignPieceInput, size: PieceSize) {
  const { photo } = designLayout(area, input);
  return photo ? { rect: toPiece(placeArea(area, size, { x: 0, y: 0 }), photo.rect), crop: photo.crop } : null;
}

/** The shopper's photo's resolution in its slot at the piece's size, without drawing anything. */
export async function designPhotoDpi(
  area: PrintArea,
  input: DesignPieceInput,
  size: PieceSize,
  photo: Buffer,
): Promise<number | null> {
  const slot = photoSlotOnPiece(area, input, size);
  return slot ? photoResolution(photo, printPixels(shapeBox(slot.rect, slot.crop), PRINT_DPI)) : null;
}

const atPrint = (mm: number, dpi: number) => Math.max(1, Math.round((mm / MM_PER_INCH) * dpi));
const printPixels = (box: Rect, dpi: number) => ({ width: atPrint(box.width, dpi), height: atPrint(box.height, dpi) });

/** A square or circle slot takes the square in its middle, as the preview's photoForSlot does. */
function shapeBox(slot: Rect, crop: DrawingPhoto['crop']): Rect {
  const side = Math.min(slot.width, slot.height);
  return crop === 'rectangle'
    ? slot
    : { x: slot.x + (slot.width - side) / 2, y: slot.y + (slot.height - side) / 2, width: side, height: side };
}

/**
 * The photo for its slot (mm on the piece): a square or circle slot takes the square in its middle,
 * as the preview's photoForSlot does, and the photo is cover-cropped into it about its centre. It
 * is re-encoded at its own resolution up to 300 DPI (never enlarged: a small photo stays small and
 * is flagged), EXIF rotation applied and every other tag left behind.
 */
async function slotPhoto(photo: Buffer, slot: Rect, crop: DrawingPhoto['crop']): Promise<DrawingPhoto> {
  const box = shapeBox(slot, crop);
  const dpi = await photoResolution(photo, printPixels(box, PRINT_DPI));
  const drawn = printPixels(box, Math.min(PRINT_DPI, dpi));
  const { data, info } = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(drawn.width, drawn.height, { fit: 'cover' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = { data, width: info.width, height: info.height };
  return { ...box, crop, dpi, pixels, png: await photoPng(crop, pixels) };
}

/** The photo as a PNG for the SVG and the shop's PDF: a circle's corners transparent, metadata none. */
async function photoPng(crop: DrawingPhoto['crop'], pixels: DrawingPhoto['pixels']): Promise<Buffer> {
  const { data, width, height } = pixels;
  let image = sharp(data, { raw: { width, height, channels: 3 } });
  if (crop === 'circle') {
    const circle = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<ellipse cx="${width / 2}" cy="${height / 2}" rx="${width / 2}" ry="${height / 2}"/></svg>`,
    );
    image = sharp(await image.ensureAlpha().png().toBuffer()).composite([{ input: circle, blend: 'dest-in' }]);
  }
  return image.png({ compressionLevel: 6 }).toBuffer();
}

/**
 * A design on a mug (issue 41) as its sublimation wrap: the drawing's photo and lettering, without
 * the outline, at 300 DPI in sRGB with the pHYs chunk, the rest of the wrap transparent (nothing
 * printed there), as a seed mug's wrap is (mug-file.ts). Drawn from the very SVG the shop gets.
 */
export async function designWrapPng(drawing: Drawing): Promise<{ png: Buffer; width: number; height: number }> {
  const width = pixelsAt(drawing.size.widthMm, PRINT_DPI);
  const height = pixelsAt(drawing.size.heightMm, PRINT_DPI);
  const art = { ...drawing, layers: drawing.layers.filter((l) => l.id !== 'cut') };
  const { drawingToSvg } = await import('./svg-file');
  const png = await sharp(Buffer.from(drawingToSvg(art, { width, height })))
    .ensureAlpha()
    .toColourspace('srgb')
    .withIccProfile('srgb')
    .withDensity(PRINT_DPI)
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { png, width, height };
}
