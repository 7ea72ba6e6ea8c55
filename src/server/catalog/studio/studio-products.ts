import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { ProductCreate, ProductPatch, StudioProduct, VariantInput } from '../../../contracts/admin-products';
import type { Database } from '../../platform/db/client';
import { products, variants } from '../../platform/db/schema';
import { DomainError } from '../../platform/errors';
import { studioView } from './studio-view';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function listStudioProducts(db: Database, shopifyAdmin?: string): Promise<StudioProduct[]> {
  const rows = await db.select().from(products).orderBy(asc(products.position), asc(products.title));
  const variantRows = await db.select().from(variants).orderBy(asc(variants.position));
  return rows.map((row) =>
    studioView(
      row,
      variantRows.filter((v) => v.productId === row.id),
      shopifyAdmin,
    ),
  );
}

export async function getStudioProduct(db: Database, id: string, shopifyAdmin?: string): Promise<StudioProduct> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new DomainError('not_found', 'No such product');
  const variantRows = await db
    .select()
    .from(variants)
    .where(eq(variants.productId, id))
    .orderBy(asc(variants.position));
  return studioView(row, variantRows, shopifyAdmin);
}

/** A handle from the title: lower-case words joined by '-', made unique with -2, -3... */
async function freeHandle(tx: Tx, title: string): Promise<string> {
  const base =
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'product';
  const taken = new Set((await tx.select({ handle: products.handle }).from(products)).map((r) => r.handle));
  for (let n = 1; ; n++) {
    const handle = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(handle)) return handle;
  }
}

async function assertHandleFree(tx: Tx, handle: string, exceptId?: string): Promise<void> {
  const [other] = await tx.select({ id: products.id }).from(products).where(eq(products.handle, handle));
  if (other && other.id !== exceptId)
    throw new DomainError('conflict', 'Another product already has this handle', { field: 'handle' });
}

const variantRow = (productId: string, v: VariantInput, position: number) => ({
  productId,
  title: v.title,
  price: v.price,
  available: v.available,
  stock: v.stock ?? null,
  sizeMm: v.sizeMm ?? null,
  // The parcel is kept when an edit leaves it out (a studio form that does not show it yet); null clears it.
  ...(v.packedWeightGrams === undefined ? {} : { packedWeightGrams: v.packedWeightGrams }),
  ...(v.boxCm === undefined ? {} : { boxCm: v.boxCm }),
  ...(v.materialCostPaise === undefined ? {} : { materialCostPaise: v.materialCostPaise }),
  position,
});

export async function createStudioProduct(db: Database, input: ProductCreate): Promise<string> {
  return db.transaction(async (tx) => {
    const handle = input.handle ?? (await freeHandle(tx, input.title));
    await assertHandleFree(tx, handle);
    const [inserted] = await tx
      .insert(products)
      .values({
        handle,
        title: input.title,
        description: input.description ?? '',
        productType: input.productType ?? '',
        tags: input.tags ?? [],
        badges: input.badges ?? [],
        rating: input.rating == null ? null : input.rating.toFixed(2),
        collections: [input.category],
        status: input.status,
        hsn: input.hsn ?? null,
        gstRate: input.gstRate == null ? null : input.gstRate.toFixed(2),
        position: input.position ?? 0,
        makingDays: input.makingDays ?? 2,
      })
      .returning({ id: products.id });
    if (!inserted) throw new Error('product insert returned nothing');
    await tx.insert(variants).values(input.variants.map((v, i) => variantRow(inserted.id, v, i)));
    return inserted.id;
  });
}

/** Changes the fields given; a variant list replaces the product's variants (kept by id). */
export async function updateStudioProduct(db: Database, id: string, patch: ProductPatch): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.id, id));
    if (!row) throw new DomainError('not_found', 'No such product');
    if (row.externalId && Object.keys(patch).length > 0)
      throw new DomainError('conflict', "This product is Shopify's: change it in Shopify admin");
    if (patch.handle) await assertHandleFree(tx, patch.handle, id);
    const changes = {
      ...(patch.title !== undefined && { title: patch.title }),
      ...(patch.handle !== undefined && { handle: patch.handle }),
      ...(patch.category !== undefined && { collections: [patch.category] }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.productType !== undefined && { productType: patch.productType }),
      ...(patch.tags !== undefined && { tags: patch.tags }),
      ...(patch.badges !== undefined && { badges: patch.badges }),
      ...(patch.rating !== undefined && { rating: patch.rating === null ? null : patch.rating.toFixed(2) }),
      ...(patch.status !== undefined && { status: patch.status }),
      ...(patch.hsn !== undefined && { hsn: patch.hsn }),
      ...(patch.gstRate !== undefined && { gstRate: patch.gstRate === null ? null : patch.gstRate.toFixed(2) }),
      ...(patch.position !== undefined && { position: patch.position }),
      ...(patch.makingDays !== undefined && { makingDays: patch.makingDays }),
    };
    if (Object.keys(changes).length > 0) await tx.update(products).set(changes).where(eq(products.id, id));
    if (patch.variants) await replaceVariants(tx, id, patch.variants);
  });
}

async function replaceVariants(tx: Tx, productId: string, list: VariantInput[]): Promise<void> {
  const existing = await tx.select({ id: variants.id }).from(variants).where(eq(variants.productId, productId));
  const known = new Set(existing.map((v) => v.id));
  for (const [i, v] of list.entries())
    if (v.id && !known.has(v.id))
      throw new DomainError('invalid_input', 'This variant is not one of the product’s', { field: `variants.${i}.id` });
  const kept = list.flatMap((v) => (v.id ? [v.id] : []));
  try {
    await tx
      .delete(variants)
      .where(
        kept.length > 0
          ? and(eq(variants.productId, productId), notInArray(variants.id, kept))
          : eq(variants.productId, productId),
      );
  } catch (err) {
    throw new DomainError(
      'conflict',
      'A variant you removed is in a shopper’s cart or an order: mark it unavailable instead',
      { field: 'variants', cause: err },
    );
  }
  for (const [i, v] of list.entries()) {
    const row = variantRow(productId, v, i);
    if (v.id)
      await tx
        .update(variants)
        .set(row)
        .where(and(eq(variants.id, v.id), inArray(variants.id, kept)));
    else await tx.insert(variants).values(row);
  }
}

/**
 * Puts the products in the order given, all or nothing: the list must name every product once
 * (the schema refuses a duplicate), so an owner working from a stale list is told to reload
 * rather than leaving two products sharing a place.
 */
export async function reorderStudioProducts(db: Database, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: products.id, externalId: products.externalId }).from(products);
    if (rows.some((r) => r.externalId))
      throw new DomainError('conflict', "Products come from Shopify: order them in Shopify admin's collections");
    const known = new Set(rows.map((r) => r.id));
    for (const [i, id] of ids.entries())
      if (!known.has(id)) throw new DomainError('invalid_input', 'No such product', { field: `ids.${i}` });
    const missing = rows.length - new Set(ids).size;
    if (missing > 0)
      throw new DomainError(
        'invalid_input',
        `The order leaves out ${missing} ${missing === 1 ? 'product' : 'products'}: reload the list and try again`,
        { field: 'ids' },
      );
    for (const [position, id] of ids.entries()) await tx.update(products).set({ position }).where(eq(products.id, id));
  });
}
