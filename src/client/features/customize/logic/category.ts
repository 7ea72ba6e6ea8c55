import { CATEGORY_DISPLAY_NAMES, type Category } from '../../../../contracts/products';

/** Which personalisation a product takes, from its collections (spec section 3). */
export type CustomizeKind = 'nameplate' | 'mug' | 'kids' | 'generic';

const KIND_BY_COLLECTION: Record<Category, CustomizeKind> = {
  Mugs: 'mug',
  Nameplates: 'nameplate',
  'Kids Buntings': 'kids',
};

function isCategory(name: string): name is Category {
  return Object.hasOwn(KIND_BY_COLLECTION, name);
}

export function customizeKindOf(collections: readonly string[]): CustomizeKind {
  const category = collections.find(isCategory);
  return category ? KIND_BY_COLLECTION[category] : 'generic';
}

/** The category as the shop shows it (Nameplates read 'Nameboards'), or null for other products. */
export function categoryDisplayName(collections: readonly string[]): string | null {
  const category = collections.find(isCategory);
  return category ? CATEGORY_DISPLAY_NAMES[category] : null;
}
