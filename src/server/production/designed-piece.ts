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
 * values, whatever the owner saved since, or refused with the reason when they do not pass that
 * version's checks; null for every other line (no values: the category's form). The production
 * files and every machine's file read it, so the shop's SVG and the laser's cannot disagree.
 */
export async function designedPiece(
  deps: { db: Database; catalog: CatalogService },
  line: StoredLine & { createdAt: Date },
): Promise<Extract<LinePiece, { kind: 'designed' | 'none' }> | null> {
  const attr = (key: string) => line.attributes.find((a) => a.key === key)?.value;
  const version = Number(attr(DESIGN_ATTRIBUTE_KEYS.version));
  const fields = attr(DESIGN_ATTRIBUTE_KEYS.values);
  const found = deps.catalog.findVariantByRowId(line.variantId);
  const printArea = line.printArea ?? (found && deps.catalog.printAreaFor(found));
  if (!fields || !found || !printArea) return null;
  // A line that carries a design's values is made from that design or not at all: never from its
  // readable names through the category's form, which anyone who wrote the values could write too.
  const refused = (why: string) => ({
    kind: 'none' as const,
    reason: `This line's personalisation does not match its design: ${why} Check it with the shopper before making it.`,
  });
  const design = Number.isInteger(version) ? await designOf(deps.db, found.product.handle, version) : null;
  if (!design) return refused('the product never had the design version it names.');
  const parsed = storedValuesSchema.safeParse(jsonOrNull(fields));
  if (!parsed.success) return refused('its values cannot be read.');
  // Checked again as on the day it was ordered: a Shopify order's line properties came back from
  // the shopper's side, and a file letters only what the design allows.
  const values = checkPersonalisation(design, parsed.data, indiaDate(line.createdAt));
  if (!values.ok) return refused(`${values.problem.message.en}.`);
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
