import { PREVIEW_KINDS, type PreviewKind } from '../../../../contracts/previews';
import { CATEGORY_DISPLAY_NAMES, type Category } from '../../../../contracts/products';

/** Each collection that has its own preview kind, from the contract's kinds. */
const KIND_BY_COLLECTION: ReadonlyMap<string, PreviewKind> = new Map(
  Object.values(PREVIEW_KINDS).flatMap((k) => (k.collection ? [[k.collection, k.kind] as const] : [])),
);

/** Which personalisation a product takes, from its collections (spec section 3); other products are generic. */
export function customizeKindOf(collections: readonly string[]): PreviewKind {
  for (const collection of collections) {
    const kind = KIND_BY_COLLECTION.get(collection);
    if (kind) return kind;
  }
  return 'generic';
}

function isCategory(name: string): name is Category {
  return Object.hasOwn(CATEGORY_DISPLAY_NAMES, name);
}

/** The category as the shop shows it (Nameplates read 'Nameboards'), or null for other products. */
export function categoryDisplayName(collections: readonly string[]): string | null {
  const category = collections.find(isCategory);
  return category ? CATEGORY_DISPLAY_NAMES[category] : null;
}
