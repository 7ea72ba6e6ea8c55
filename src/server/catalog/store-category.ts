import { categorySchema, type Category } from '../../contracts/products';

/**
 * The store category a product is sold under: the first of its collections that is one of ours.
 * Order lines keep it, so the workspace files and filters a line the same way whoever sold it.
 */
export function storeCategoryOf(collections: readonly string[]): Category | null {
  for (const collection of collections) {
    const category = categorySchema.safeParse(collection);
    if (category.success) return category.data;
  }
  return null;
}
