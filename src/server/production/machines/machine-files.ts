import { asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import {
  MACHINE_FILE_EXT,
  machineFileName,
  type MachineProfile,
  type MachineSettings,
  type PieceKind,
  type Preflight,
  type SublimationProfile,
} from '../../../contracts/machines';
import { orderReference } from '../../../contracts/order-reference';
import type { CatalogService } from '../../catalog/catalog-service';
import type { Database } from '../../platform/db/client';
import { orderLines, orders } from '../../platform/db/schema';
import { DomainError } from '../../platform/errors';
import type { ObjectStore } from '../../platform/storage/types';
import type { Drawing } from '../drawing';
import { designedPiece } from '../designed-piece';
import { linePiece, pieceKindOf, type LinePiece } from '../line-piece';
import { MIN_PHOTO_DPI, mugWrapPng, PRINT_DPI } from '../mug-file';
import type { MugPhotoStyling } from '../../pieces/mug-layout';
import { LABEL_BAND_MM, packShelves, type BatchPiece, type JobLine } from './batch';
import { drawingToDxf } from './dxf-file';
import { LASER_COLOURS, laserLayers, laserSvg, type LaserLayers } from './laser-svg';
import { preflightDxf, preflightPdf, preflightPng, preflightSvg } from './preflight';
import { drawingToPrintPdf } from './print-pdf';
import { sublimationLayout, sublimationPng } from './sublimation-png';
import { bledWrap, packWraps, type WrapArt } from './sublimation-sheet';

export const CONTENT_TYPES = { svg: 'image/svg+xml', dxf: 'image/vnd.dxf', png: 'image/png', pdf: 'application/pdf' };

export interface MachineFile {
  profile: MachineProfile;
  filename: string;
  contentType: string;
  body: Buffer;
  preflight: Preflight;
}

/** The line as the workshop sees it: its order reference, its place in the order and its piece. */
export interface MachineLine {
  id: string;
  orderId: string;
  reference: string;
  /** 1-based place of the line in its order. */
  number: number;
  createdAt: Date;
  productTitle: string;
  productHandle?: string;
  piece: LinePiece;
}

/** The profiles that make a piece: the product's own choice, else its kind's. */
export function profilesFor(settings: MachineSettings, kind: PieceKind, productHandle?: string): MachineProfile[] {
  const ids = (productHandle && settings.products[productHandle]) || settings.pieces[kind];
  return ids.map((id) => settings.profiles.find((p) => p.id === id)).filter((p): p is MachineProfile => !!p);
}

/**
 * Which machines can make which piece: vectors for boards and plates, the transfer for mugs. A
 * design on a mug (issue 41) is a drawing too, so a print shop can also print its wrap.
 */
export function profileFits(profile: MachineProfile, kind: PieceKind, drawn = false): boolean {
  if (kind !== 'mug') return profile.kind !== 'sublimation';
  return profile.kind === 'sublimation' || (drawn && profile.kind === 'print-shop');
}

/** What a file's name calls the piece: a design's by its surface (KG-10042-1-board.svg). */
function pieceName(piece: { kind: LinePiece['kind']; area?: { surface: string } }): string {
  if (piece.kind !== 'designed') return piece.kind;
  const surface = piece.area?.surface ?? 'piece';
  return surface === 'mug-wrap' ? 'mug' : surface;
}

/**
 * The board or plate's drawing at real size (the same code as the shop's SVG and PDF); a design's
 * with the shopper's photo in its slot when `photo` is given.
 */
export async function drawingOf(piece: LinePiece, title: string, photo: Buffer | null = null): Promise<Drawing> {
  if (piece.kind === 'designed') {
    const { designDrawing } = await import('../design-drawing');
    return designDrawing(piece.area, piece.input, piece.size, title, photo);
  }
  if (piece.kind === 'board') {
    const { boardDrawing } = await import('../board-drawing');
    return boardDrawing(piece.area, piece.input, piece.size, title);
  }
  if (piece.kind === 'plate') {
    const { plateDrawing } = await import('../plate-drawing');
    return plateDrawing(piece.area, piece.input, piece.size, title);
  }
  throw new DomainError('not_found', 'This piece has no drawing');
}

/** The laser and DXF files draw the same layers: a DXF has every operation. */
const ALL_OPS = { cut: true, score: true, engrave: true };

/**
 * One profile's file for a vector piece, and its preflight by a reader that did not write it.
 * `drawing` may be shared between the profiles of one line.
 */
export async function vectorFile(
  line: Pick<MachineLine, 'reference' | 'number' | 'createdAt'> & {
    piece: Pick<LinePiece, 'kind'> & { area?: { surface: string } };
  },
  drawing: Drawing,
  profile: Exclude<MachineProfile, { kind: 'sublimation' }>,
  background: string,
): Promise<Omit<MachineFile, 'profile'>> {
  const ext = MACHINE_FILE_EXT[profile.kind];
  const filename = machineFileName(line.reference, line.number, pieceName(line.piece), ext);
  if (profile.kind === 'laser') {
    const layers = laserLayers(drawing, profile.operations);
    const svg = laserSvg(drawing, layers, profile.software);
    return {
      filename,
      contentType: CONTENT_TYPES.svg,
      body: Buffer.from(svg),
      preflight: preflightSvg(svg, drawing.size, LASER_COLOURS[profile.software]),
    };
  }
  if (profile.kind === 'cnc') {
    const layers: LaserLayers = laserLayers(drawing, ALL_OPS);
    const dxf = drawingToDxf(drawing.size, layers);
    return {
      filename,
      contentType: CONTENT_TYPES.dxf,
      body: Buffer.from(dxf),
      preflight: preflightDxf(dxf, drawing.size, true),
    };
  }
  const pdf = await drawingToPrintPdf(drawing, background, profile, line.createdAt);
  return {
    filename,
    contentType: CONTENT_TYPES.pdf,
    body: pdf,
    preflight: await preflightPdf(pdf, drawing.size, profile.bleedMm),
  };
}

/** A mug's transfer for a sublimation profile, and its preflight. */
export async function mugFile(
  line: Pick<MachineLine, 'reference' | 'number' | 'piece'>,
  photo: Buffer | null,
  profile: Extract<MachineProfile, { kind: 'sublimation' }>,
  /** The preview's own photo styling, so the transfer prints what the shopper saw (as ProductionService). */
  photos: MugPhotoStyling,
): Promise<Omit<MachineFile, 'profile'>> {
  const { piece } = line;
  if (piece.kind !== 'mug') throw new DomainError('not_found', 'Only a mug has a sublimation transfer');
  const wrap = await mugWrapPng({ ...piece, photo }, piece.area, piece.wrap, photos);
  return transferFile(line, wrap, profile);
}

/**
 * A design on a mug (issue 41): its transfer from its drawing's 300 DPI wrap (the shop's PNG), the
 * photo in its slot and the lettering in theirs, carried to the profile's paper as a seed mug's is.
 */
async function designMugFile(
  line: Pick<MachineLine, 'reference' | 'number'>,
  drawing: Drawing,
  profile: Extract<MachineProfile, { kind: 'sublimation' }>,
): Promise<Omit<MachineFile, 'profile'>> {
  const { designWrapPng } = await import('../design-drawing');
  const dpi = drawing.photos?.[0]?.dpi;
  const wrap = {
    ...(await designWrapPng(drawing)),
    photoDpi: dpi,
    lowResolution: dpi !== undefined && dpi < MIN_PHOTO_DPI,
  };
  return transferFile(line, wrap, profile);
}

/** The wrap as the profile's transfer, preflighted: paper size, photo resolution, bleed and marks. */
async function transferFile(
  line: Pick<MachineLine, 'reference' | 'number'>,
  wrap: { png: Buffer; width: number; height: number; photoDpi?: number; lowResolution: boolean },
  profile: Extract<MachineProfile, { kind: 'sublimation' }>,
): Promise<Omit<MachineFile, 'profile'>> {
  const png = await sublimationPng(wrap.png, profile);
  const layout = sublimationLayout(wrap, profile);
  const problems: string[] = [];
  const widthMm = (layout.width / PRINT_DPI) * 25.4;
  const heightMm = (layout.height / PRINT_DPI) * 25.4;
  const fits =
    (widthMm <= profile.paperWidthMm && heightMm <= profile.paperHeightMm) ||
    (widthMm <= profile.paperHeightMm && heightMm <= profile.paperWidthMm);
  if (!fits)
    problems.push(`The transfer is larger than the ${profile.paperWidthMm} x ${profile.paperHeightMm} mm paper`);
  if (wrap.lowResolution) problems.push(`The photo prints at ${wrap.photoDpi} DPI, below ${MIN_PHOTO_DPI} DPI`);
  const checked = await preflightPng(png, { ...layout, dpi: PRINT_DPI });
  return {
    filename: machineFileName(line.reference, line.number, 'mug', 'png'),
    contentType: CONTENT_TYPES.png,
    body: png,
    preflight: { ...checked, ok: checked.ok && problems.length === 0, problems: [...checked.problems, ...problems] },
  };
}

/**
 * The machine files of order lines: each line gets one file per profile that makes it, drawn
 * from the one layout and preflighted each time it is written.
 */
export class MachineFilesService {
  constructor(
    private readonly deps: { db: Database; catalog: CatalogService; store: ObjectStore; mugPhotos: MugPhotoStyling },
  ) {}

  async line(orderId: string, lineId: string): Promise<MachineLine> {
    const rows = await this.deps.db
      .select({
        id: orderLines.id,
        variantId: orderLines.variantId,
        variantTitle: orderLines.variantTitle,
        productTitle: orderLines.productTitle,
        attributes: orderLines.attributes,
        sizeMm: orderLines.sizeMm,
        printArea: orderLines.printArea,
        number: orders.number,
        createdAt: orders.createdAt,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    const index = rows.findIndex((r) => r.id === lineId);
    const row = rows[index];
    if (!row) throw new DomainError('not_found', 'No such order line');
    return {
      id: row.id,
      orderId,
      reference: orderReference(row.number),
      number: index + 1,
      createdAt: row.createdAt,
      productTitle: row.productTitle,
      productHandle: this.deps.catalog.findVariantByRowId(row.variantId)?.product.handle,
      // A line made with the product's own design is drawn from the version it names (issue 41).
      piece: (await designedPiece(this.deps, row)) ?? linePiece(this.deps.catalog, row),
    };
  }

  /** The picked lines' order, variant and needed-by date, by line id, for a batch and its job sheet. */
  private async batchRows(orderLineIds: string[]) {
    const rows = await this.deps.db
      .select({
        id: orderLines.id,
        orderId: orderLines.orderId,
        variantTitle: orderLines.variantTitle,
        neededBy: orders.neededBy,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(inArray(orderLines.id, orderLineIds));
    return new Map(rows.map((r) => [r.id, r]));
  }

  /**
   * A batch for one laser or router: the lines' pieces packed onto its bed (a piece larger than
   * the bed refused by name), with each line's drawing and what the job sheet prints.
   */
  async batch(profile: Extract<MachineProfile, { kind: 'laser' | 'cnc' }>, orderLineIds: string[], origin: string) {
    const rows = await this.batchRows(orderLineIds);
    const drawings = new Map<string, Drawing>();
    const pieces: BatchPiece[] = [];
    const jobs: JobLine[] = [];
    for (const id of orderLineIds) {
      const row = rows.get(id);
      if (!row) throw new DomainError('not_found', 'No such order line');
      const line = await this.line(row.orderId, id);
      const { piece } = line;
      const kind = pieceKindOf(piece);
      if (kind !== 'board' && kind !== 'plate')
        throw new DomainError('invalid_input', `${line.reference}-${line.number} is not made on a ${profile.name}`);
      const label = `${line.reference}-${line.number}`;
      const drawing = await drawingOf(piece, `${label} ${line.productTitle}`);
      drawings.set(id, drawing);
      pieces.push({ lineId: id, label, size: drawing.size });
      jobs.push({
        label,
        name: nameOf(piece),
        size: drawing.size,
        material: `${line.productTitle}, ${row.variantTitle}`,
        neededBy: row.neededBy,
        // The order page, where the line is (by-line/ takes a Shopify cart line's client id, not ours).
        url: `${origin}/admin/orders/${row.orderId}`,
        drawing,
      });
    }
    const bed = { widthMm: profile.bedWidthMm, heightMm: profile.bedHeightMm };
    return { bed, sheets: packShelves(pieces, bed, profile.gapMm, LABEL_BAND_MM), drawings, jobs };
  }

  /**
   * A batch of mugs for one sublimation printer: each line's wrap drawn as its own file is (the
   * preview's styling, the approved layout), its bleed carried out, and the wraps packed onto the
   * paper. A wrap larger than the paper is refused by name.
   */
  async mugBatch(profile: SublimationProfile, orderLineIds: string[], origin: string) {
    const rows = await this.batchRows(orderLineIds);
    const arts = new Map<string, WrapArt>();
    const jobs = new Map<string, JobLine>();
    for (const id of orderLineIds) {
      const row = rows.get(id);
      if (!row) throw new DomainError('not_found', 'No such order line');
      const line = await this.line(row.orderId, id);
      const { piece } = line;
      const label = `${line.reference}-${line.number}`;
      if (piece.kind !== 'mug') throw new DomainError('invalid_input', `${label} is not made on a ${profile.name}`);
      const stored = piece.photoKey ? await this.deps.store.get(piece.photoKey) : null;
      const wrap = await mugWrapPng(
        { ...piece, photo: stored?.body ?? null },
        piece.area,
        piece.wrap,
        this.deps.mugPhotos,
      );
      arts.set(id, { lineId: id, label, ...(await bledWrap(wrap.png, profile)) });
      jobs.set(id, {
        label,
        name: piece.caption,
        size: piece.wrap,
        material: `${line.productTitle}, ${row.variantTitle}`,
        neededBy: row.neededBy,
        url: `${origin}/admin/orders/${row.orderId}`,
        // A small copy for the job sheet's thumbnail: the full wrap would make the PDF megabytes a row.
        picture: await sharp(wrap.png).resize({ width: 480 }).png().toBuffer(),
      });
    }
    const { paper, sheets } = packWraps([...arts.values()], profile);
    return { paper, sheets, arts, jobs };
  }

  /** Every file the line's profiles take, each preflighted. */
  async files(line: MachineLine, settings: MachineSettings, only?: string): Promise<MachineFile[]> {
    const { piece } = line;
    const kind = pieceKindOf(piece);
    if (piece.kind === 'none' || !kind) return [];
    const drawn = piece.kind === 'designed';
    const profiles = profilesFor(settings, kind, line.productHandle).filter(
      (p) => profileFits(p, kind, drawn) && (!only || p.id === only),
    );
    const out: MachineFile[] = [];
    if (piece.kind === 'mug') {
      const stored = piece.photoKey ? await this.deps.store.get(piece.photoKey) : null;
      for (const profile of profiles)
        if (profile.kind === 'sublimation')
          out.push({ profile, ...(await mugFile(line, stored?.body ?? null, profile, this.deps.mugPhotos)) });
      return out;
    }
    // A design's photo goes in its slot on the files that print it (the laser and router files
    // cut and engrave shapes only); a mug's background is its blank white, else the surface's.
    const photo = piece.kind === 'designed' && piece.photoKey ? await this.deps.store.get(piece.photoKey) : null;
    if (profiles.length === 0) return out;
    const drawing = await drawingOf(piece, `${line.reference} ${line.productTitle}`, photo?.body ?? null);
    const background = kind === 'mug' ? '#ffffff' : piece.area.surfaceColor;
    for (const profile of profiles)
      out.push({
        profile,
        ...(profile.kind === 'sublimation'
          ? await designMugFile(line, drawing, profile)
          : await vectorFile(line, drawing, profile, background)),
      });
    return out;
  }
}

/** The name a job sheet prints for the line: a board's, a plate's, or a design's text slots'. */
function nameOf(piece: LinePiece): string {
  if (piece.kind === 'board') return piece.input.primary;
  if (piece.kind === 'plate') return piece.input.childName;
  if (piece.kind === 'designed') return piece.input.texts.flatMap((t) => t.lines).join(' · ');
  return '';
}
