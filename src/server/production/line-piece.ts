import type { PrintArea } from '../../contracts/print-area';
import { MASTER_SIZE } from '../../contracts/print-area';
import { mugStyleSchema, type MugStyle } from '../../contracts/previews';
import { DEFAULT_MUG_STYLE } from '../../contracts/limits';
import type { CatalogService } from '../catalog/catalog-service';
import { ATTRIBUTE_KEYS } from '../commerce/line-attributes';
import type { FlatTextInput } from '../pieces/board-layout';
import type { KidsInput } from '../pieces/kids-layout';
import { clampArea } from '../pieces';
import type { DesignPieceInput } from '../pieces/design-layout';
import { DEFAULT_BOARD_SIZE, DEFAULT_MUG_WRAP, DEFAULT_PLATE_SIZE, type PieceSize } from '../catalog/piece-size';

export type ProductionFormat = 'svg' | 'pdf' | 'png';

/** What an order line asks the workshop to make, read from its stored attributes. */
export type LinePiece =
  | { kind: 'board'; area: PrintArea; size: PieceSize; input: FlatTextInput }
  | { kind: 'plate'; area: PrintArea; size: PieceSize; input: KidsInput }
  | {
      kind: 'mug';
      area: PrintArea;
      wrap: PieceSize;
      /** Object-store key of the shopper's uploaded photo. */
      photoKey: string | null;
      caption: string;
      style: MugStyle;
      prompt?: string;
    }
  /**
   * A product's own design (issue 41): its slots' lettering and photo, placed from the version the
   * line names; `size` is the piece (a mug's: its wrap).
   */
  | {
      kind: 'designed';
      area: PrintArea;
      size: PieceSize;
      input: DesignPieceInput;
      /** Object-store key of the shopper's photo for the photo slot, when the design has one and it was given. */
      photoKey: string | null;
    }
  | { kind: 'none'; reason: string };

export const FORMATS: Record<LinePiece['kind'], ProductionFormat[]> = {
  board: ['svg', 'pdf'],
  plate: ['svg', 'pdf'],
  mug: ['png'],
  designed: ['svg', 'pdf'],
  none: [],
};

/** A line's files: a design on a mug gets the mug's printable wrap, as the category's mugs do. */
export function formatsOf(piece: LinePiece): ProductionFormat[] {
  return piece.kind === 'designed' && piece.area.surface === 'mug-wrap' ? FORMATS.mug : FORMATS[piece.kind];
}

/** The kind of piece a line makes, for the machines that make it: a design's by its surface. */
export function pieceKindOf(piece: LinePiece): 'board' | 'plate' | 'mug' | null {
  if (piece.kind === 'none') return null;
  if (piece.kind !== 'designed') return piece.kind;
  const { surface } = piece.area;
  return surface === 'mug-wrap' ? 'mug' : surface === 'board' || surface === 'plate' ? surface : null;
}

export interface StoredLine {
  /** order_lines.variant_id: the catalogue row's uuid, whichever catalogue the line was sold from. */
  variantId: string;
  variantTitle: string;
  attributes: { key: string; value: string }[];
  /** What the line was bought at (absent on lines placed before sizes were kept). */
  sizeMm?: PieceSize | null;
  printArea?: PrintArea | null;
}

/**
 * The piece for an order line, at the size and print area it was bought at: kept on the line when
 * the order was placed, else (older lines) the variant's and its catalogue image's (the image the
 * product page shows for that variant), clamped as the preview renderer clamps it.
 */
export function linePiece(catalog: CatalogService, line: StoredLine): LinePiece {
  const found = catalog.findVariantByRowId(line.variantId);
  const printArea = line.printArea ?? (found && catalog.printAreaFor(found));
  if (!printArea)
    return {
      kind: 'none',
      reason: found ? 'This product has no print area.' : 'This product is no longer in the catalogue.',
    };
  const area = clampArea(printArea, MASTER_SIZE);
  const sized = line.sizeMm ?? found?.variant.sizeMm;
  const attr = (key: string) => line.attributes.find((a) => a.key === key)?.value;
  const looks = {
    prompt: attr(ATTRIBUTE_KEYS.aiPrompt),
    font: attr(ATTRIBUTE_KEYS.font),
    color: attr(ATTRIBUTE_KEYS.color),
  };
  switch (area.surface) {
    case 'board':
      return {
        kind: 'board',
        area,
        size: sized ?? DEFAULT_BOARD_SIZE,
        input: {
          primary: attr(ATTRIBUTE_KEYS.name) ?? attr(ATTRIBUTE_KEYS.line1) ?? '',
          secondary: attr(ATTRIBUTE_KEYS.houseNumber) ?? '',
          ...looks,
        },
      };
    case 'plate':
      return {
        kind: 'plate',
        area,
        size: sized ?? DEFAULT_PLATE_SIZE,
        input: { childName: attr(ATTRIBUTE_KEYS.childName) ?? attr(ATTRIBUTE_KEYS.name) ?? '', ...looks },
      };
    case 'mug-wrap': {
      const photoUrl = attr(ATTRIBUTE_KEYS.userImageUrl);
      const style = mugStyleSchema.safeParse(attr(ATTRIBUTE_KEYS.style));
      return {
        kind: 'mug',
        area,
        wrap: sized ?? DEFAULT_MUG_WRAP,
        photoKey: photoUrl?.startsWith('/objects/uploads/') ? photoUrl.slice('/objects/'.length) : null,
        caption: attr(ATTRIBUTE_KEYS.line1) ?? '',
        style: style.success ? style.data : DEFAULT_MUG_STYLE,
        prompt: looks.prompt,
      };
    }
    case 'bunting':
      return { kind: 'none', reason: 'Bunting flags have no production file yet.' };
  }
}
