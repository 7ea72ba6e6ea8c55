import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import QRCode from 'qrcode';
import type { LaserSoftware } from '../../../contracts/machines';
import type { PieceSize } from '../../catalog/piece-size';
import { MM_PER_INCH } from '../../catalog/piece-size';
import { DomainError } from '../../platform/errors';
import type { Drawing } from '../drawing';
import { laserLayers, laserSvg, type LaserLayers } from './laser-svg';
import { flattenShape, type Polyline } from './flatten';
import { drawingToDxf } from './dxf-file';
import { fitInto, outlineText, pathData } from '../../pieces/glyph-outlines';

const mm = (v: number) => String(Math.round(v * 10) / 10);

export interface BatchPiece {
  lineId: string;
  /** e.g. KG-10042-1: order and line. */
  label: string;
  size: PieceSize;
}

export interface Placed extends BatchPiece {
  x: number;
  y: number;
}

export interface Sheet {
  pieces: Placed[];
  /** Share of the bed the pieces cover. */
  utilisation: number;
}

/**
 * Shelf packing (first-fit decreasing height): pieces sorted tallest first, each put on the first
 * shelf with room, a new shelf opened below when none has, a new sheet when the bed is full.
 * `gap` mm between pieces and from the bed's edge. A piece larger than the bed is refused by
 * name, never scaled down. For boards of a few sizes it fills the bed to within the gaps and one
 * shelf's unused end; FFDH is proven within 1.7 times the optimum sheet height plus one piece.
 */
export function packShelves(
  pieces: BatchPiece[],
  bed: PieceSize,
  gap: number,
  labelMm = 0,
  surface: 'bed' | 'paper' = 'bed',
): Sheet[] {
  for (const p of pieces)
    if (p.size.widthMm + 2 * gap > bed.widthMm || p.size.heightMm + labelMm + 2 * gap > bed.heightMm)
      throw new DomainError(
        'invalid_input',
        `${p.label} (${mm(p.size.widthMm)} x ${mm(p.size.heightMm)} mm) is larger than the ${mm(bed.widthMm)} x ${mm(bed.heightMm)} mm ${surface}`,
      );
  // Each piece takes its reference's band below it on the sheet (outside its cut).
  const h = (p: BatchPiece) => p.size.heightMm + labelMm;
  const order = [...pieces].sort((a, b) => h(b) - h(a) || b.size.widthMm - a.size.widthMm);
  const sheets: { shelves: { y: number; height: number; x: number }[]; pieces: Placed[] }[] = [];
  for (const p of order) {
    let placed = false;
    for (const sheet of sheets) {
      for (const shelf of sheet.shelves)
        if (shelf.x + p.size.widthMm + gap <= bed.widthMm && h(p) <= shelf.height) {
          sheet.pieces.push({ ...p, x: shelf.x, y: shelf.y });
          shelf.x += p.size.widthMm + gap;
          placed = true;
          break;
        }
      if (placed) break;
      const last = sheet.shelves[sheet.shelves.length - 1];
      const y = last ? last.y + last.height + gap : gap;
      if (y + h(p) + gap <= bed.heightMm) {
        sheet.shelves.push({ y, height: h(p), x: gap + p.size.widthMm + gap });
        sheet.pieces.push({ ...p, x: gap, y });
        placed = true;
        break;
      }
    }
    if (!placed)
      sheets.push({
        shelves: [{ y: gap, height: h(p), x: gap + p.size.widthMm + gap }],
        pieces: [{ ...p, x: gap, y: gap }],
      });
  }
  return sheets.map((s) => ({
    pieces: s.pieces,
    utilisation: s.pieces.reduce((a, p) => a + p.size.widthMm * p.size.heightMm, 0) / (bed.widthMm * bed.heightMm),
  }));
}

/**
 * The fewest sheets any packing could use: the pieces' area over the bed's, rounded up. The
 * batch page shows it beside the sheets the shelf packer used, so the owner sees how close it got.
 */
export function areaBoundSheets(sheets: Sheet[], bed: PieceSize): number {
  const area = sheets.reduce((a, s) => a + s.pieces.reduce((b, p) => b + p.size.widthMm * p.size.heightMm, 0), 0);
  return Math.max(1, Math.ceil(area / (bed.widthMm * bed.heightMm) - 1e-9));
}

const move = (shapes: Polyline[][], dx: number, dy: number): Polyline[][] =>
  shapes.map((lines) =>
    lines.map((l) => ({ ...l, points: l.points.map(([x, y]) => [x + dx, y + dy] as [number, number]) })),
  );

/** The band below each piece on a sheet where its reference is engraved: 3.5 mm letters and their margin. */
export const LABEL_BAND_MM = 6;
const LABEL_TEXT_MM = 3.5;

/**
 * A piece's reference (KG-10042-1) as outlines in the band below it, outside its cut, so the
 * pieces of a day's sheet can be told apart once they drop out of it.
 */
function referenceLabel(p: Placed): Polyline[] {
  const outline = outlineText(p.label, 'sans');
  const box = { x: p.x, y: p.y + p.size.heightMm + 1.5, width: p.size.widthMm, height: LABEL_TEXT_MM };
  const fitted = fitInto(outline, box);
  // fitInto centres the reference; a left-aligned one reads as belonging to the piece above it.
  const width = outline.bounds.width * fitted[0];
  const d = pathData(outline, [
    fitted[0],
    fitted[1],
    fitted[2],
    fitted[3],
    fitted[4] - (box.width - width) / 2,
    fitted[5],
  ]);
  return d ? flattenShape({ d }).map((l) => ({ ...l, closed: true })) : [];
}

/** One sheet's layers: every piece's laser layers moved to its place, with its reference engraved below it. */
export function sheetLayers(
  sheet: Sheet,
  drawings: Map<string, Drawing>,
  ops: Parameters<typeof laserLayers>[1],
  labels = true,
): LaserLayers {
  const out: LaserLayers = { cut: [], score: [], engrave: [] };
  for (const p of sheet.pieces) {
    const drawing = drawings.get(p.lineId);
    if (!drawing) continue;
    const l = laserLayers(drawing, ops);
    out.cut.push(...move(l.cut, p.x, p.y));
    out.score.push(...move(l.score, p.x, p.y));
    out.engrave.push(...move(l.engrave, p.x, p.y));
    if (!labels) continue;
    const label = referenceLabel(p);
    if (label.length === 0) continue;
    if (ops.engrave) out.engrave.push(label);
    else if (ops.score) out.score.push(label);
  }
  return out;
}

export function sheetSvg(title: string, bed: PieceSize, layers: LaserLayers, software: LaserSoftware): string {
  return laserSvg({ title, size: bed }, layers, software);
}

export function sheetDxf(bed: PieceSize, layers: LaserLayers): string {
  return drawingToDxf(bed, layers);
}

export interface JobLine {
  label: string;
  name: string;
  size: PieceSize;
  material: string;
  neededBy: string | null;
  /** The line in the workspace, for the QR code. */
  url: string;
  /** A board or plate: its thumbnail is drawn from its layers. */
  drawing?: Drawing;
  /** A mug: its wrap as a PNG, shown as the thumbnail. */
  picture?: Buffer;
}

const PT_PER_MM = 72 / MM_PER_INCH;
const A4 = { widthMm: 210, heightMm: 297 };
const ROW_MM = 44;

/**
 * The printable job sheet: A4, one row per piece with a thumbnail of its file, the reference,
 * the name (as its own outlines, so any script prints), size, material, needed-by date and a QR
 * code that opens the line in the workspace.
 */
export async function jobSheetPdf(title: string, lines: JobLine[], created: Date): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('Kaarigar');
  doc.setCreationDate(created);
  doc.setModificationDate(created);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const pt = (mm: number) => mm * PT_PER_MM;
  const perPage = Math.floor((A4.heightMm - 30) / ROW_MM);
  const pictures = new Map<Buffer, Awaited<ReturnType<PDFDocument['embedPng']>>>();
  for (const line of lines) if (line.picture) pictures.set(line.picture, await doc.embedPng(line.picture));
  for (let start = 0; start < lines.length || start === 0; start += perPage) {
    const page = doc.addPage([pt(A4.widthMm), pt(A4.heightMm)]);
    const top = pt(A4.heightMm);
    page.drawText(title, { x: pt(12), y: top - pt(14), size: 14, font: bold });
    page.drawText(`${lines.length} pieces`, { x: pt(160), y: top - pt(14), size: 10, font });
    lines.slice(start, start + perPage).forEach((line, i) => {
      const y0 = 22 + i * ROW_MM;
      if (line.drawing) drawThumbnail(page, line.drawing, line.size, pt(12), top - pt(y0));
      else if (line.picture) {
        const image = pictures.get(line.picture)!;
        const s = Math.min(pt(50) / image.width, pt(36) / image.height);
        page.drawImage(image, {
          x: pt(12),
          y: top - pt(y0) - image.height * s,
          width: image.width * s,
          height: image.height * s,
        });
      }
      const tx = pt(68);
      const ty = top - pt(y0 + 5);
      page.drawText(line.label, { x: tx, y: ty, size: 12, font: bold });
      page.drawText(`${mm(line.size.widthMm)} x ${mm(line.size.heightMm)} mm`, { x: tx, y: ty - 16, size: 9, font });
      page.drawText(line.material.slice(0, 48), { x: tx, y: ty - 28, size: 9, font });
      page.drawText(`Needed by: ${line.neededBy ?? 'no date'}`, { x: tx, y: ty - 40, size: 9, font });
      page.drawText('Name:', { x: tx, y: ty - 58, size: 9, font });
      if (line.name.trim()) {
        // The name as HarfBuzz outlines (the file's own shaping), so Tamil or Urdu prints without a font.
        const outline = outlineText(line.name, 'sans');
        const d = pathData(outline, fitInto(outline, { x: 0, y: 0, width: pt(80), height: pt(6) }));
        if (d) page.drawSvgPath(d, { x: tx + 32, y: ty - 50, color: rgb(0, 0, 0) });
      }
      drawQr(doc, page, line.url, pt(A4.widthMm - 44), top - pt(y0 + 34), pt(32));
      page.drawLine({
        start: { x: pt(12), y: top - pt(y0 + 40) },
        end: { x: pt(198), y: top - pt(y0 + 40) },
        thickness: 0.5,
        color: rgb(0.7, 0.7, 0.7),
      });
    });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A board or plate's engrave and cut drawn into a 50 x 36 mm box, its top left at (x, top). */
function drawThumbnail(
  page: ReturnType<PDFDocument['addPage']>,
  drawing: Drawing,
  size: PieceSize,
  x: number,
  top: number,
) {
  const s = Math.min(50 / size.widthMm, 36 / size.heightMm);
  const layers = laserLayers(drawing, { cut: true, score: true, engrave: true });
  const path = (shapes: Polyline[][]) =>
    shapes
      .flat()
      .map(
        (l) =>
          `M${l.points.map(([px, py]) => `${(px * s).toFixed(2)} ${(py * s).toFixed(2)}`).join('L')}${l.closed ? 'Z' : ''}`,
      )
      .join('');
  const at = { x, y: top, scale: PT_PER_MM };
  if (layers.engrave.length) page.drawSvgPath(path(layers.engrave), { ...at, color: rgb(0, 0, 0) });
  if (layers.score.length) page.drawSvgPath(path(layers.score), { ...at, borderColor: rgb(0, 0, 1), borderWidth: 0.3 });
  if (layers.cut.length) page.drawSvgPath(path(layers.cut), { ...at, borderColor: rgb(1, 0, 0), borderWidth: 0.3 });
}

/**
 * The line's QR code, its bottom left at (x, y), as one form XObject whose content is written as
 * text: one `re` per run of dark modules in a row, in module units scaled to `size`. Drawn as
 * pdf-lib rectangles, every module was ten operator objects, and a job sheet of 500 lines held
 * millions of them (the big-batch bench's process went over 1 GB).
 */
function drawQr(
  doc: PDFDocument,
  page: ReturnType<PDFDocument['addPage']>,
  text: string,
  x: number,
  y: number,
  size: number,
) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const runs: string[] = [];
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n;) {
      if (!qr.modules.get(r, c)) {
        c++;
        continue;
      }
      let end = c;
      while (end < n && qr.modules.get(r, end)) end++;
      runs.push(`${c} ${n - 1 - r} ${end - c} 1 re`);
      c = end;
    }
  const form = doc.context.flateStream(`0 g\n${runs.join('\n')}\nf\n`, {
    Type: 'XObject',
    Subtype: 'Form',
    BBox: [0, 0, n, n],
  });
  const name = page.node.newXObject('Qr', doc.context.register(form));
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(size / n, 0, 0, size / n, x, y),
    drawObject(name),
    popGraphicsState(),
  );
}
