import { CATEGORY_DISPLAY_NAMES, type Category } from './products';

/**
 * A stored category as the owner and shopper read it, wherever it is shown (tabs, the studio, coupon
 * forms, order lists, insights); a value outside the three (an imported collection) stays as stored.
 * Its own file: the store's first load carries contracts/products.ts and needs none of this.
 */
export function categoryLabel(category: string): string {
  return Object.hasOwn(CATEGORY_DISPLAY_NAMES, category) ? CATEGORY_DISPLAY_NAMES[category as Category] : category;
}
