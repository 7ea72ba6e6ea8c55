import {
  appendBezierCurve,
  clip,
  closePath,
  cmyk,
  concatTransformationMatrix,
  drawObject,
  endPath,
  moveTo,
  PDFDocument,
  PDFName,
  popGraphicsState,
  pushGraphicsState,
  type Color,
  type PDFPage,
} from 'pdf-lib';
import sharp from 'sharp';
import type { PrintShopProfile } from '../../../contracts/machines';
import { MM_PER_INCH } from '../../catalog/piece-size';
import type { Drawing, DrawingPhoto } from '../drawing';
import { flattenShape, type Polyline } from './flatten';

const PT_PER_MM = 72 / MM_PER_INCH;
/** Room outside the bleed for the crop marks. */
export const SLUG_MM = 12;
const MARK_LENGTH_MM = 6;
const MARK_OFFSET_MM = 2;

/** sRGB hex to naive DeviceCMYK (the shop's RIP applies its own profile); 100 % K for pure black. */
export function hexToCmyk(hex: string): [number, number, number, number] {
  const v = Number.parseInt(hex.slice(1, 7), 16);
  const [r, g, b] = [((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255];
  const k = 1 - Math.max(r, g, b);
  if (k >= 1) return [0, 0, 0, 1];
  const f = (c: number) => Math.round(((1 - c - k) / (1 - k)) * 1000) / 1000;
  return [f(r), f(g), f(b), Math.round(k * 1000) / 1000];
}

const colour = (hex: string): Color => cmyk(...hexToCmyk(hex));
const num = (v: number) => String(Math.round(v * 1000) / 1000);
const pathOf = (lines: Polyline[]) =>
  lines.map((l) => `M${l.points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}${l.closed ? 'Z' : ''}`).join('');

/**
 * The piece for an outside print shop: every colour DeviceCMYK, the background carried `bleed`
 * mm past the trim on every side, crop marks in the slug outside the bleed, TrimBox and BleedBox
 * set, and lettering as outlines so no font is needed. The cut outline is left out: the crop
 * marks say where to trim.
 */
export async function drawingToPrintPdf(
  drawing: Drawing,
  background: string,
  profile: Pick<PrintShopProfile, 'bleedMm' | 'cropMarks'>,
  created: Date,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(drawing.title);
  doc.setProducer('Kaarigar production files');
  doc.setCreator('Kaarigar');
  doc.setCreationDate(created);
  doc.setModificationDate(created);
  const { widthMm, heightMm } = drawing.size;
  const pt = (mm: number) => mm * PT_PER_MM;
  const pageW = pt(widthMm + 2 * SLUG_MM);
  const pageH = pt(heightMm + 2 * SLUG_MM);
  const page = doc.addPage([pageW, pageH]);
  const box = (inset: number) =>
    doc.context.obj(
      [pt(inset), pt(inset), pageW - pt(inset), pageH - pt(inset)].map((v) => Math.round(v * 1000) / 1000),
    );
  page.node.set(PDFName.of('TrimBox'), box(SLUG_MM));
  page.node.set(PDFName.of('BleedBox'), box(SLUG_MM - profile.bleedMm));
  // Path coordinates are mm from the trim's top left: moved into the slug, flipped, scaled to points.
  const at = { x: pt(SLUG_MM), y: pageH - pt(SLUG_MM), scale: PT_PER_MM };
  const b = profile.bleedMm;
  page.drawSvgPath(`M${-b} ${-b}H${widthMm + b}V${heightMm + b}H${-b}Z`, { ...at, color: colour(background) });
  for (const [i, photo] of (drawing.photos ?? []).entries()) await drawCmykPhoto(doc, page, photo, `Photo${i}`, pageH);
  for (const layer of drawing.layers) {
    if (layer.id === 'cut') continue;
    for (const shape of layer.shapes) {
      const lines = flattenShape(shape);
      if (lines.length === 0) continue;
      const m = shape.transform ?? [1, 0, 0, 1, 0, 0];
      const scale = Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
      page.drawSvgPath(pathOf(lines), {
        ...at,
        color: shape.fill ? colour(shape.fill) : undefined,
        borderColor: shape.stroke ? colour(shape.stroke) : undefined,
        borderWidth: shape.stroke ? (shape.strokeWidth ?? 0.1) * scale : undefined,
      });
    }
  }
  if (profile.cropMarks) {
    // Registration black (all four inks) hairlines, starting clear of the bleed.
    const mark = { thickness: 0.25, color: cmyk(1, 1, 1, 1) };
    const gap = b + MARK_OFFSET_MM;
    for (const x of [0, widthMm])
      for (const y of [0, heightMm]) {
        const px = pt(SLUG_MM + x);
        const py = pageH - pt(SLUG_MM + y);
        const sx = x === 0 ? -1 : 1;
        const sy = y === 0 ? 1 : -1;
        page.drawLine({
          start: { x: px + sx * pt(gap), y: py },
          end: { x: px + sx * pt(gap + MARK_LENGTH_MM), y: py },
          ...mark,
        });
        page.drawLine({
          start: { x: px, y: py + sy * pt(gap) },
          end: { x: px, y: py + sy * pt(gap + MARK_LENGTH_MM) },
          ...mark,
        });
      }
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/**
 * A design's photo (issue 41) as a DeviceCMYK image (libvips' own CMYK conversion; the shop's RIP
 * applies its profile), Flate-compressed, with no soft mask (a print shop's preflight rejects the
 * grey one): a circle slot is cut by a clipping path instead, which every RIP honours.
 */
async function drawCmykPhoto(doc: PDFDocument, page: PDFPage, photo: DrawingPhoto, tag: string, pageH: number) {
  const { data, width, height } = photo.pixels;
  const converted = await sharp(data, { raw: { width, height, channels: 3 } })
    .toColourspace('cmyk')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (converted.info.channels !== 4) throw new Error('The photo did not convert to CMYK');
  const image = doc.context.register(
    doc.context.flateStream(converted.data, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: converted.info.width,
      Height: converted.info.height,
      ColorSpace: 'DeviceCMYK',
      BitsPerComponent: 8,
    }),
  );
  const name = page.node.newXObject(tag, image);
  const pt = (mm: number) => mm * PT_PER_MM;
  const x = pt(SLUG_MM + photo.x);
  const y = pageH - pt(SLUG_MM + photo.y + photo.height);
  const [w, h] = [pt(photo.width), pt(photo.height)];
  page.pushOperators(pushGraphicsState());
  if (photo.crop === 'circle') {
    // An ellipse of four cubic arcs (k = 0.5523), clipping what follows.
    const [cx, cy, rx, ry, k] = [x + w / 2, y + h / 2, w / 2, h / 2, 0.5523];
    page.pushOperators(
      moveTo(cx + rx, cy),
      appendBezierCurve(cx + rx, cy + k * ry, cx + k * rx, cy + ry, cx, cy + ry),
      appendBezierCurve(cx - k * rx, cy + ry, cx - rx, cy + k * ry, cx - rx, cy),
      appendBezierCurve(cx - rx, cy - k * ry, cx - k * rx, cy - ry, cx, cy - ry),
      appendBezierCurve(cx + k * rx, cy - ry, cx + rx, cy - k * ry, cx + rx, cy),
      closePath(),
      clip(),
      endPath(),
    );
  }
  page.pushOperators(concatTransformationMatrix(w, 0, 0, h, x, y), drawObject(name), popGraphicsState());
}
