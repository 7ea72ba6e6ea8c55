import * as z from 'zod/mini';
import { indiaDate } from '../../contracts/india-days';
import { objectKeyOf } from '../../contracts/own-urls';
import { checkPersonalisation } from '../../contracts/personalisation-values';
import { MASTER_SIZE } from '../../contracts/print-area';
import type { CatalogService } from '../catalog/catalog-service';
import { DEFAULT_BOARD_SIZE, DEFAULT_MUG_WRAP, DEFAULT_PLATE_SIZE, type PieceSize } from '../catalog/piece-size';
import { ATTRIBUTE_KEYS } from '../commerce/line-attributes';
import { DESIGN_ATTRIBUTE_KEYS } from '../personalisation/cart-line';
import { designOf } from '../personalisation/design-store';
import type { Database } from '../platform/db/client';
import { clampArea } from '../pieces';
import { designPieceInput } from '../pieces/design-layout';
import type { LinePiece, StoredLine } from './line-piece';

const storedValuesSchema = z.record(z.string(), z.string());

/**
 * A line made with a product's own design (issue 41), drawn from the version it names and its
 * values, whatever the owner saved since; null for every other line. The production files and
 * every machine's file read it, so the shop's SVG and the laser's cannot disagree.
 */
export async function designedPiece(
  deps: { db: Database; catalog: CatalogService },
  line: StoredLine & { createdAt: Date },
): Promise<Extract<LinePiece, { kind: 'designed' }> | null> {
  const attr = (key: string) => line.attributes.find((a) => a.key === key)?.value;
  const version = Number(attr(DESIGN_ATTRIBUTE_KEYS.version));
  const fields = attr(DESIGN_ATTRIBUTE_KEYS.values);
  const found = deps.catalog.findVariantByRowId(line.variantId);
  const printArea = line.printArea ?? (found && deps.catalog.printAreaFor(found));
  if (!fields || !Number.isInteger(version) || !found || !printArea) return null;
  const design = await designOf(deps.db, found.product.handle, version);
  const parsed = storedValuesSchema.safeParse(jsonOrNull(fields));
  if (!design || !parsed.success) return null;
  // Checked again as on the day it was ordered: a Shopify order's line properties came back from
  // the shopper's side, and a file letters only what the design allows.
  const values = checkPersonalisation(design, parsed.data, indiaDate(line.createdAt));
  if (!values.ok) return null;
  const prompt = attr(ATTRIBUTE_KEYS.aiPrompt);
  const { photoUrl, ...input } = designPieceInput(design, values.values, prompt);
  const sized = line.sizeMm ?? found.variant.sizeMm;
  const area = clampArea(printArea, MASTER_SIZE);
  return {
    kind: 'designed',
    area,
    size: sized ?? defaultSizeOf(area.surface),
    input,
    // Only a photo uploaded here (the cart checked it); never a path the values merely name.
    photoKey: photoUrl ? objectKeyOf(photoUrl, 'uploads') : null,
  };
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function defaultSizeOf(surface: string): PieceSize {
  if (surface === 'mug-wrap') return DEFAULT_MUG_WRAP;
  return surface === 'board' ? DEFAULT_BOARD_SIZE : DEFAULT_PLATE_SIZE;
}
