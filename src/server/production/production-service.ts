import { and, eq } from 'drizzle-orm';
import type { CatalogService } from '../catalog/catalog-service';
import { orderReference } from '../../contracts/order-reference';
import type { Database } from '../platform/db/client';
import { orderLines, orders } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import type { ObjectStore } from '../platform/storage/types';
import type { Drawing } from './drawing';
import { formatsOf, linePiece, type LinePiece, type ProductionFormat } from './line-piece';
import { designedPiece } from './designed-piece';
import { MIN_PHOTO_DPI, mugWrapPng, photoCheck } from './mug-file';
import type { MugPhotoStyling } from '../pieces/mug-layout';

/**
 * Bump when the layout or a writer changes what a file contains: stored files are keyed by it,
 * so every line's files are drawn again once, and never otherwise.
 */
// 3: lettering measured with every script's own face in a fresh process, not hex-code boxes (issue 45).
// 4: the preview letters from the very outlines the file cuts, and the file fills the box the preview stretched its line into (issue 45).
// 5: a design's photo slot carries the shopper's photo; a design on a mug is its 300 DPI wrap (issue 41).
export const LAYOUT_VERSION = 5;

export const CONTENT_TYPES: Record<ProductionFormat, string> = {
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  png: 'image/png',
};

export interface ProductionFile {
  body: Buffer;
  contentType: string;
  filename: string;
}

export interface LineProduction {
  formats: ProductionFormat[];
  /** Why there is no file, when there is none. */
  unavailable?: string;
  /** Mugs: the photo's resolution at print size, and whether it is below what prints sharp. */
  photoDpi?: number;
  lowResolution?: boolean;
  /** Mugs: the shopper's photo is not in the store; the wrap is drawn without it. */
  photoMissing?: boolean;
}

interface FoundLine {
  id: string;
  reference: string;
  createdAt: Date;
  productTitle: string;
  piece: LinePiece;
}

const NOT_FOUND = 'No such order line';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Production files for order lines, drawn from the same layout code as the shopper's preview.
 * Each file is generated on first request and kept in the object store under the layout
 * version, so a download is a read and an artisan always gets the same file.
 */
export class ProductionService {
  private inflight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly deps: {
      db: Database;
      catalog: CatalogService;
      store: ObjectStore;
      /** The preview's photo styling, so a mug's wrap prints what its preview showed. */
      mugPhotos: MugPhotoStyling;
    },
  ) {}

  static keyFor(lineId: string, format: ProductionFormat): string {
    return `production/v${LAYOUT_VERSION}/${lineId}.${format}`;
  }

  /** Which files a line has, and the photo warning for mugs. */
  async describe(orderId: string, lineId: string): Promise<LineProduction> {
    const line = await this.findLine(orderId, lineId);
    const { piece } = line;
    if (piece.kind === 'none') return { formats: [], unavailable: piece.reason };
    const formats = formatsOf(piece);
    if (piece.kind === 'designed') return { formats, ...(await this.designPhotoCheck(line)) };
    if (piece.kind !== 'mug') return { formats };
    const photo = await this.photoOf(piece);
    if (!photo) return { formats, photoMissing: true };
    return { formats, ...(await photoCheck({ ...piece, photo }, piece.area, piece.wrap)) };
  }

  async file(orderId: string, lineId: string, format: ProductionFormat): Promise<ProductionFile> {
    const line = await this.findLine(orderId, lineId);
    if (!formatsOf(line.piece).includes(format))
      throw new DomainError('not_found', `This order line has no ${format.toUpperCase()} production file`);
    const key = ProductionService.keyFor(line.id, format);
    // A photo-less wrap is drawn each time and never kept: once the photo is in, the file has it.
    const body = (await this.lacksPhoto(line.piece))
      ? await this.generate(line, format)
      : ((await this.deps.store.get(key))?.body ?? (await this.generateOnce(key, line, format)));
    return { body, contentType: CONTENT_TYPES[format], filename: fileName(line, format) };
  }

  /** Concurrent first downloads of the same file share one generation. */
  private generateOnce(key: string, line: FoundLine, format: ProductionFormat): Promise<Buffer> {
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.generate(line, format)
        .then(async (body) => {
          await this.deps.store.put(key, body, CONTENT_TYPES[format]);
          return body;
        })
        .finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  private async generate(line: FoundLine, format: ProductionFormat): Promise<Buffer> {
    const { piece } = line;
    const title = `${line.reference} ${line.productTitle}`;
    if (piece.kind === 'mug') {
      const photo = await this.photoOf(piece);
      return (await mugWrapPng({ ...piece, photo }, piece.area, piece.wrap, this.deps.mugPhotos)).png;
    }
    // The glyph outlines (fontkit) and the PDF writer (pdf-lib) load with the first file a
    // workshop asks for, not with every server start.
    let drawing: Drawing;
    if (piece.kind === 'designed') {
      const { designDrawing, designWrapPng } = await import('./design-drawing');
      drawing = await designDrawing(piece.area, piece.input, piece.size, title, await this.photoOf(piece));
      if (format === 'png') return (await designWrapPng(drawing)).png;
    } else if (piece.kind === 'board') {
      const { boardDrawing } = await import('./board-drawing');
      drawing = await boardDrawing(piece.area, piece.input, piece.size, title);
    } else if (piece.kind === 'plate') {
      const { plateDrawing } = await import('./plate-drawing');
      drawing = await plateDrawing(piece.area, piece.input, piece.size, title);
    } else throw new DomainError('not_found', piece.reason);
    if (format === 'pdf') return (await import('./pdf-file')).drawingToPdf(drawing, line.createdAt);
    return Buffer.from((await import('./svg-file')).drawingToSvg(drawing));
  }

  /** The shopper's photo for a mug or design line, or null when the line has none or it is gone from the store. */
  private async photoOf(piece: Extract<LinePiece, { kind: 'mug' | 'designed' }>): Promise<Buffer | null> {
    const stored = piece.photoKey ? await this.deps.store.get(piece.photoKey) : null;
    return stored?.body ?? null;
  }

  private async lacksPhoto(piece: LinePiece): Promise<boolean> {
    if (piece.kind === 'designed') return !!piece.photoKey && !(await this.deps.store.exists(piece.photoKey));
    return piece.kind === 'mug' && !(piece.photoKey && (await this.deps.store.exists(piece.photoKey)));
  }

  /**
   * A design's photo at its slot's printed size (issue 41): the same check, and the same 150 DPI
   * line, as a mug's photo on its wrap, before the proof goes out.
   */
  private async designPhotoCheck(line: FoundLine): Promise<Omit<LineProduction, 'formats'>> {
    const { piece } = line;
    if (piece.kind !== 'designed' || !piece.photoKey) return {};
    const photo = await this.photoOf(piece);
    if (!photo) return { photoMissing: true };
    const photoDpi = await (
      await import('./design-drawing')
    ).designPhotoDpi(piece.area, piece.input, piece.size, photo);
    return photoDpi === null ? {} : { photoDpi, lowResolution: photoDpi < MIN_PHOTO_DPI };
  }

  private async findLine(orderId: string, lineId: string): Promise<FoundLine> {
    if (!UUID.test(orderId) || !UUID.test(lineId)) throw new DomainError('not_found', NOT_FOUND);
    const [row] = await this.deps.db
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
      .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)));
    if (!row) throw new DomainError('not_found', NOT_FOUND);
    return {
      id: row.id,
      reference: orderReference(row.number),
      createdAt: row.createdAt,
      productTitle: row.productTitle,
      piece: (await designedPiece(this.deps, row)) ?? linePiece(this.deps.catalog, row),
    };
  }
}

/** e.g. KG-10024-sheesham-family-name-board-3f2a9c1d.svg: the order first, so files sort by order. */
function fileName(line: FoundLine, format: ProductionFormat): string {
  const slug = line.productTitle
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48);
  return `${line.reference}-${slug}-${line.id.slice(0, 8)}.${format}`;
}
