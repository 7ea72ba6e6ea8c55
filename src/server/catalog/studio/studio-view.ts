import type { StudioProduct } from '../../../contracts/admin-products';
import { CATEGORIES, type Category } from '../../../contracts/products';
import type { products, variants } from '../../platform/db/schema';
import { catalogImageUrl } from '../image-urls';

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof variants.$inferSelect;

const isCategory = (c: string): c is Category => (CATEGORIES as readonly string[]).includes(c);

/**
 * A product as the studio shows it: every field the owner edits, drafts included. A synced
 * product carries its Shopify id and, when the shop's admin address is known, a link to it there.
 */
export function studioView(row: ProductRow, variantRows: VariantRow[], shopifyAdmin?: string): StudioProduct {
  const numericId = row.externalId?.split('/').pop();
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    category: row.collections.find(isCategory) ?? null,
    description: row.description,
    productType: row.productType,
    tags: row.tags,
    badges: row.badges,
    rating: row.rating === null ? null : Number(row.rating),
    hsn: row.hsn,
    gstRate: row.gstRate === null ? null : Number(row.gstRate),
    status: row.status,
    position: row.position,
    makingDays: row.makingDays,
    images: row.images.map((image) => ({
      id: image.key,
      url: catalogImageUrl(image.key),
      alt: image.alt,
      printArea: image.printArea,
    })),
    variants: variantRows.map((v) => ({
      id: v.id,
      title: v.title,
      price: v.price,
      available: v.available,
      stock: v.stock,
      sizeMm: v.sizeMm,
      packedWeightGrams: v.packedWeightGrams,
      boxCm: v.boxCm,
      materialCostPaise: v.materialCostPaise,
    })),
    shopify: row.externalId
      ? { id: row.externalId, adminUrl: shopifyAdmin && numericId ? `${shopifyAdmin}/products/${numericId}` : null }
      : null,
  };
}
