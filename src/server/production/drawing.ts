import type { Rgb } from '../pieces/color';
import type { Rect } from '../pieces/raster';
import type { PieceSize } from '../catalog/piece-size';

/**
 * One filled and/or stroked path; coordinates in millimetres from the piece's top left, or in
 * the path's own units mapped there by `transform` (which scales the stroke width too).
 */
export interface Shape {
  d: string;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  /** [a, b, c, d, e, f] as in SVG's matrix(). */
  transform?: [number, number, number, number, number, number];
}

export interface Layer {
  /** Stable id for the SVG group and the PDF layer's resource name. */
  id: 'cut' | 'artwork';
  /** What the workshop sees in Inkscape's or Acrobat's layer list. */
  label: string;
  shapes: Shape[];
}

/**
 * The shopper's photo in a design's photo slot (issue 41), in millimetres from the piece's top left:
 * `pixels` is the photo already cover-cropped to the slot's shape box (EXIF rotation applied,
 * metadata dropped), sRGB without alpha; each writer cuts the circle in its own way.
 */
export interface DrawingPhoto {
  x: number;
  y: number;
  width: number;
  height: number;
  crop: 'rectangle' | 'square' | 'circle';
  pixels: { data: Buffer; width: number; height: number };
  /** The same pixels as a PNG, a circle's corners transparent: what the SVG and the shop's PDF embed. */
  png: Buffer;
  /** Its resolution where it is printed; below 150 the workshop is warned (mug-file.ts MIN_PHOTO_DPI). */
  dpi: number;
}

/** A board or plate at its real size, the cut outline and the artwork on their own layers. */
export interface Drawing {
  title: string;
  size: PieceSize;
  layers: Layer[];
  /**
   * Photos under the artwork, for the files that print (SVG, PDF, the print shop's PDF, a mug's
   * wrap). Laser and router files leave them out: they cut and engrave shapes only.
   */
  photos?: DrawingPhoto[];
}

/** Laser and router software read a hairline red stroke as "cut here". */
export const CUT_STROKE = { stroke: '#ff0000', strokeWidth: 0.1 } as const;

/** Where the preview's print area lands on the real piece, and how many mm one of its pixels is. */
export interface AreaOnPiece {
  x: number;
  y: number;
  mmPerPx: number;
}

/**
 * The print area keeps its shape (so the lettering keeps the proportions the shopper approved)
 * and is centred on the piece at the largest size that stays inside the margins, given as
 * shares of the piece's width and height.
 */
export function placeArea(
  area: { width: number; height: number },
  size: PieceSize,
  margin: { x: number; y: number },
): AreaOnPiece {
  const roomW = size.widthMm * (1 - 2 * margin.x);
  const roomH = size.heightMm * (1 - 2 * margin.y);
  const mmPerPx = Math.min(roomW / area.width, roomH / area.height);
  return {
    x: (size.widthMm - area.width * mmPerPx) / 2,
    y: (size.heightMm - area.height * mmPerPx) / 2,
    mmPerPx,
  };
}

export function toPiece(on: AreaOnPiece, r: Rect): Rect {
  return {
    x: on.x + r.x * on.mmPerPx,
    y: on.y + r.y * on.mmPerPx,
    width: r.width * on.mmPerPx,
    height: r.height * on.mmPerPx,
  };
}

const num = (v: number) => String(Math.round(v * 1000) / 1000);

/** A rounded rectangle as path data, with arcs drawn as cubic curves so every writer can draw it. */
export function roundedRectPath(x: number, y: number, w: number, h: number, r: number): string {
  const k = r * 0.5523;
  const c = (...v: number[]) => v.map(num).join(' ');
  return (
    `M${c(x + r, y)}H${num(x + w - r)}C${c(x + w - r + k, y, x + w, y + r - k, x + w, y + r)}` +
    `V${num(y + h - r)}C${c(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h)}` +
    `H${num(x + r)}C${c(x + r - k, y + h, x, y + h - r + k, x, y + h - r)}` +
    `V${num(y + r)}C${c(x, y + r - k, x + r - k, y, x + r, y)}Z`
  );
}

export function hex(c: Rgb): string {
  return `#${c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
