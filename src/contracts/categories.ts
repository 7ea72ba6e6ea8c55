// No zod here: the first screen (the tabs, the grid, the home page's seed) reads these constants,
// and the schemas that check a product live in products.ts, loaded only where an answer is checked.

/** The store's three categories as the API names them; the UI shows them through a display map. */
export const CATEGORIES = ['Mugs', 'Nameplates', 'Kids Buntings'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The tab the home page opens on; the server renders its products into the first HTML. */
export const DEFAULT_CATEGORY: Category = 'Mugs';

export const CATEGORY_DISPLAY_NAMES: Record<Category, string> = {
  Mugs: 'Mugs',
  Nameplates: 'Nameboards',
  'Kids Buntings': 'Kids Name Plates',
};
