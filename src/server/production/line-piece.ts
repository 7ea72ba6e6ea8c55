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
  /** A product's own design (issue 41): its slots' lettering, placed from the version the line names. */
  | { kind: 'designed'; area: PrintArea; size: PieceSize; input: DesignPieceInput }
  | { kind: 'none'; reason: string };

export const FORMATS: Record<LinePiece['kind'], ProductionFormat[]> = {
  board: ['svg', 'pdf'],
  plate: ['svg', 'pdf'],
  mug: ['png'],
  designed: ['svg', 'pdf'],
  none: [],
};

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
