import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  designInputSchema,
  type DesignInput,
  personalisationDesignSchema,
  type PersonalisationDesign,
} from '../../contracts/personalisation-design';
import { SEED_BOARD_DESIGN, SEED_KIDS_DESIGN, SEED_MUG_DESIGN } from '../../contracts/personalisation-starters';
import type { Database } from '../platform/db/client';
import { productDesigns, products, variants } from '../platform/db/schema';
import { DomainError } from '../platform/errors';

/**
 * Issue 41: a product's personalisation designs, every version kept. Saving adds the next version
 * and points the product at it in one transaction; an old version is never changed, so a cart line
 * or an order that names it keeps making what the shopper saw.
 */

/** The seed's category forms as designs, by the collection a seeded product is in. */
const SEED_DESIGNS: Readonly<Record<string, DesignInput>> = {
  Mugs: SEED_MUG_DESIGN,
  Nameplates: SEED_BOARD_DESIGN,
  'Kids Buntings': SEED_KIDS_DESIGN,
};

/** The design a seeded product of these collections starts with, or null for a product of another kind. */
export function seedDesignFor(collections: readonly string[]): DesignInput | null {
  for (const c of collections) if (Object.hasOwn(SEED_DESIGNS, c)) return SEED_DESIGNS[c] ?? null;
  return null;
}

/** Why the studio's design is refused, at the first field it is about (`fields.2.maxChars`). */
function parseDesign(input: unknown) {
  const parsed = designInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new DomainError('invalid_input', issue?.message ?? 'This design cannot be saved', {
    field: issue ? ['design', ...issue.path].join('.') : 'design',
  });
}

/** Saves the design as the product's next version and makes it the one the sheet offers. */
export async function saveDesign(db: Database, productId: string, input: unknown): Promise<PersonalisationDesign> {
  const design = parseDesign(input);
  return db.transaction(async (tx) => {
    // The product row's lock orders two saves of one product, so each gets its own version.
    const [product] = await tx
      .select({ id: products.id, version: products.designVersion })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!product) throw new DomainError('not_found', 'This product does not exist.');
    const [latest] = await tx
      .select({ version: sql<number>`coalesce(max(${productDesigns.version}), 0)` })
      .from(productDesigns)
      .where(eq(productDesigns.productId, productId));
    const version = Number(latest?.version ?? 0) + 1;
    await tx.insert(productDesigns).values({ productId, version, document: design });
    await tx.update(products).set({ designVersion: version }).where(eq(products.id, productId));
    return { version, ...design };
  });
}

/**
 * A product's design by its handle: the version asked for (a cart line's), else the current one;
 * null when the product has none (its category form, as before designs).
 */
export async function designOf(db: Database, handle: string, version?: number): Promise<PersonalisationDesign | null> {
  const [row] = await db
    .select({ version: productDesigns.version, document: productDesigns.document })
    .from(productDesigns)
    .innerJoin(products, eq(products.id, productDesigns.productId))
    .where(
      and(
        eq(products.handle, handle),
        version === undefined
          ? eq(productDesigns.version, products.designVersion)
          : eq(productDesigns.version, version),
      ),
    );
  if (!row) return null;
  return personalisationDesignSchema.parse({ version: row.version, ...row.document });
}

/** The design version an order line names, found by the line's variant (an order line keeps no handle); null when gone. */
export async function designOfVariant(
  db: Database,
  variantId: string,
  version: number,
): Promise<PersonalisationDesign | null> {
  const [row] = await db
    .select({ version: productDesigns.version, document: productDesigns.document })
    .from(productDesigns)
    .innerJoin(variants, eq(variants.productId, productDesigns.productId))
    .where(and(eq(variants.id, variantId), eq(productDesigns.version, version)));
  if (!row) return null;
  return personalisationDesignSchema.parse({ version: row.version, ...row.document });
}

/**
 * Gives each seeded product without a design its category's form as version 1, so the seed keeps
 * asking exactly what the spec asks. Only the handles named: an owner's own products are theirs.
 */
export async function seedDesignsIfMissing(db: Database, handles: readonly string[]): Promise<number> {
  if (handles.length === 0) return 0;
  const rows = await db
    .select({ id: products.id, collections: products.collections })
    .from(products)
    .where(and(inArray(products.handle, [...handles]), isNull(products.designVersion)));
  const seeds = rows.flatMap((row) => {
    const design = seedDesignFor(row.collections);
    return design ? [{ productId: row.id, version: 1, document: parseDesign(design) }] : [];
  });
  if (seeds.length === 0) return 0;
  // One statement each way: this runs at every start-up and in every test database's making.
  await db.transaction(async (tx) => {
    await tx.insert(productDesigns).values(seeds).onConflictDoNothing();
    await tx
      .update(products)
      .set({ designVersion: 1 })
      .where(
        inArray(
          products.id,
          seeds.map((s) => s.productId),
        ),
      );
  });
  return seeds.length;
}

/** The product's current design by its id (the studio's), or null when it has none. */
export async function currentDesignOf(db: Database, productId: string): Promise<PersonalisationDesign | null> {
  const [row] = await db.select({ handle: products.handle }).from(products).where(eq(products.id, productId));
  if (!row) throw new DomainError('not_found', 'This product does not exist.');
  return designOf(db, row.handle);
}

/**
 * The design the shopper's sheet draws its form from, or null when the product takes its
 * category's form: no design, or one that is still its seed form field for field (the seed's mugs,
 * boards and plates keep the spec's own sheet, every string and toast).
 */
export async function shopperDesignOf(
  db: Database,
  handle: string,
  collections: readonly string[],
): Promise<PersonalisationDesign | null> {
  const design = await designOf(db, handle);
  if (!design) return null;
  const seed = seedDesignFor(collections);
  const document = { slots: design.slots, fields: design.fields };
  if (seed && JSON.stringify(parseDesign(seed)) === JSON.stringify(document)) return null;
  return design;
}
