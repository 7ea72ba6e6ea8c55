import { inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { Category } from '../../../../contracts/products';
import type { PrintArea } from '../../../../contracts/print-area';
import type { SeedImage } from '../../../catalog/types';
import type { SyncedProduct } from '../catalogue';
import type { Database } from '../../../platform/db/client';
import { cartLines, products, shopifyTemplates, variants } from '../../../platform/db/schema';
import { sizeNamedInTitle } from '../../../catalog/piece-size';
import { copyShopifyImage, type CdnImageOptions } from '../../../catalog/cdn-images';
import { storeCategoryOf } from '../../../catalog/store-category';

/** Where the personalisation goes when a product image has no print area metafield. */
export const DEFAULT_PRINT_AREAS: Record<Category, PrintArea> = {
  Mugs: { x: 312, y: 362, width: 400, height: 300, surface: 'mug-wrap', surfaceColor: '#ffffff', material: 'ceramic' },
  Nameplates: { x: 162, y: 362, width: 700, height: 300, surface: 'board', surfaceColor: '#8b5a2b', material: 'teak' },
  'Kids Buntings': {
    x: 112,
    y: 412,
    width: 800,
    height: 200,
    surface: 'bunting',
    surfaceColor: '#ffffff',
    material: 'fabric',
  },
};

export interface SyncDeps {
  db: Database;
  fetchCatalogue: () => Promise<SyncedProduct[]>;
  images: CdnImageOptions;
  warn: (message: string) => void;
}

export interface SyncResult {
  products: number;
  variants: number;
  images: number;
}

/** Copies a product's images; one that cannot be copied is left out and said in the log. */
async function copyImages(product: SyncedProduct, deps: SyncDeps) {
  const category = (product.categories[0] ?? 'Mugs') as Category;
  const copied = new Map<string, SeedImage>();
  for (const image of product.images) {
    try {
      const key = await copyShopifyImage(image.url, deps.images);
      copied.set(image.url, { key, alt: image.alt, printArea: image.printArea ?? DEFAULT_PRINT_AREAS[category] });
    } catch (error) {
      deps.warn(`${product.handle}: image left out: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return copied;
}

/**
 * Replaces the catalogue tables' contents with the shop's, in one transaction: a sync that fails
 * anywhere (Shopify unreachable, a collection missing, the database) changes nothing, so the
 * store keeps serving the last good catalogue. Seeded products, and local cart lines holding
 * them, are retired: a Shopify cart can only take Shopify's variants.
 */
export async function syncShopifyCatalogue(deps: SyncDeps): Promise<SyncResult> {
  const synced = await deps.fetchCatalogue();
  if (synced.length === 0) throw new Error('the configured collections have no products');
  const rows: Array<{ product: SyncedProduct; images: SeedImage[]; imageKeyOf: Map<string, SeedImage> }> = [];
  for (const product of synced) {
    for (const problem of product.problems) deps.warn(`${product.handle}: ${problem}`);
    const imageKeyOf = await copyImages(product, deps);
    if (imageKeyOf.size === 0) {
      deps.warn(`${product.handle}: left out, it has no image the store could copy`);
      continue;
    }
    rows.push({ product, images: [...imageKeyOf.values()], imageKeyOf });
  }
  if (rows.length === 0) throw new Error('no product in the configured collections has a usable image');

  const productIds = rows.map((r) => r.product.shopifyId);
  const variantIds = rows.flatMap((r) => r.product.variants.map((v) => v.shopifyId));
  await deps.db.transaction(async (tx) => {
    const retired = or(isNull(variants.externalId), notInArray(variants.externalId, variantIds));
    const retiredIds = tx.select({ id: variants.id }).from(variants).where(retired);
    await tx.delete(cartLines).where(inArray(cartLines.variantId, retiredIds));
    await tx.delete(variants).where(retired);
    await tx.delete(products).where(or(isNull(products.externalId), notInArray(products.externalId, productIds)));
    // Templates drawn in the studio win over the `print_areas` metafield, sync after sync.
    const drawn = await tx
      .select()
      .from(shopifyTemplates)
      .where(inArray(shopifyTemplates.productExternalId, productIds));
    const templateOf = (productId: string, key: string) =>
      drawn.find((d) => d.productExternalId === productId && d.imageKey === key)?.template;
    for (const [position, { product, images: copied, imageKeyOf }] of rows.entries()) {
      const images = copied.map((image) => ({
        ...image,
        printArea: templateOf(product.shopifyId, image.key) ?? image.printArea,
      }));
      const values = {
        externalId: product.shopifyId,
        handle: product.handle,
        title: product.title,
        description: product.description,
        productType: product.productType,
        vendor: product.vendor,
        tags: product.tags,
        images,
        collections: product.categories,
        rating: product.rating,
        badges: product.badges,
        position,
      };
      const [row] = await tx
        .insert(products)
        .values(values)
        .onConflictDoUpdate({ target: products.externalId, set: values })
        .returning({ id: products.id });
      if (!row) throw new Error(`${product.handle} was not stored`);
      const category = storeCategoryOf(product.categories);
      for (const [i, v] of product.variants.entries()) {
        const image = (v.imageUrl && imageKeyOf.get(v.imageUrl)) || copied[0];
        const variant = {
          externalId: v.shopifyId,
          productId: row.id,
          title: v.title,
          price: v.price,
          available: v.available,
          imageKey: image?.key ?? null,
          position: i,
          // Shopify's variants carry no measure: the size their title names ("18 x 12 in"), read
          // once here, is what an order keeps and production files are drawn at.
          sizeMm: category ? sizeNamedInTitle(category, v.title) : null,
        };
        await tx.insert(variants).values(variant).onConflictDoUpdate({ target: variants.externalId, set: variant });
      }
    }
  });
  return { products: rows.length, variants: variantIds.length, images: rows.reduce((n, r) => n + r.images.length, 0) };
}
