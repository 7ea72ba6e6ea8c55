import { previewKindOf } from '../../../../contracts/previews';
import { CATEGORY_DISPLAY_NAMES, type Category } from '../../../../contracts/products';

/** Which personalisation a product takes; the server decides it the same way. */
export const customizeKindOf = previewKindOf;

function isCategory(name: string): name is Category {
  return Object.hasOwn(CATEGORY_DISPLAY_NAMES, name);
}

/** The category as the shop shows it (Nameplates read 'Nameboards'), or null for other products. */
export function categoryDisplayName(
  collections: readonly string[],
  names: Record<Category, string> = CATEGORY_DISPLAY_NAMES,
): string | null {
  const category = collections.find(isCategory);
  return category ? names[category] : null;
}
