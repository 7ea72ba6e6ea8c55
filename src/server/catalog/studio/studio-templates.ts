import { and, eq, isNull } from 'drizzle-orm';
import type { TemplateInput } from '../../../contracts/admin-products';
import type { PrintArea } from '../../../contracts/print-area';
import { mappingOf } from '../../../contracts/template-geometry';
import type { Database } from '../../platform/db/client';
import { products, shopifyTemplates, variants } from '../../platform/db/schema';
import { DomainError } from '../../platform/errors';
import type { SeedImage } from '../types';

/**
 * The print area a template describes: a rectangle as it always was, a quad or cylinder with its
 * bounding box as the rectangle (what an image model is told and production clamps by).
 */
export function printAreaOf(template: TemplateInput): PrintArea {
  const { area, surface, surfaceColor, material, light, occluder, fonts, colors, limits } = template;
  const box = area.kind === 'rect' ? area : mappingOf(area).bounds;
  return {
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
    surface,
    surfaceColor: surfaceColor.toLowerCase(),
    ...(material && { material }),
    ...(area.kind !== 'rect' && { shape: area }),
    ...(light !== undefined && { light }),
    ...(occluder && { occluder }),
    ...(fonts && { fonts }),
    ...(colors && { colors }),
    ...(limits && Object.keys(limits).length > 0 && { limits }),
  };
}

/**
 * Sets where the personalisation goes on one of a product's images. A synced (Shopify) product's
 * template is also kept by its Shopify id, so the next sync, which rewrites the product, keeps it.
 */
export async function putTemplate(
  db: Database,
  productId: string,
  imageKey: string,
  template: TemplateInput,
): Promise<PrintArea> {
  const printArea = printAreaOf(template);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.id, productId));
    if (!row) throw new DomainError('not_found', 'No such product');
    if (!row.images.some((image) => image.key === imageKey)) throw new DomainError('not_found', 'No such image');
    const images: SeedImage[] = row.images.map((image) => (image.key === imageKey ? { ...image, printArea } : image));
    await tx.update(products).set({ images }).where(eq(products.id, productId));
    if (row.externalId)
      await tx
        .insert(shopifyTemplates)
        .values({ productExternalId: row.externalId, imageKey, template: printArea })
        .onConflictDoUpdate({
          target: [shopifyTemplates.productExternalId, shopifyTemplates.imageKey],
          set: { template: printArea, updatedAt: new Date() },
        });
  });
  return printArea;
}

/** Adds a published photo to a product; its print area starts as the category's usual one. */
export async function addImage(db: Database, productId: string, image: SeedImage): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.id, productId));
    if (!row) throw new DomainError('not_found', 'No such product');
    if (row.externalId) throw new DomainError('conflict', "This product is Shopify's: add photos in Shopify admin");
    await tx
      .update(products)
      .set({ images: [...row.images, image] })
      .where(eq(products.id, productId));
    // Variants with no photo of their own show the first one, and are personalised on it.
    await tx
      .update(variants)
      .set({ imageKey: image.key })
      .where(and(eq(variants.productId, productId), isNull(variants.imageKey)));
  });
}
