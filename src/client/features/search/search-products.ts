import type { Product } from '../../../contracts/products';

/**
 * Ranks products for a query across titles, product types, tags, vendors and categories. Every
 * word must match somewhere; a title match counts most. A category also matches by the name its
 * tab shows the shopper (`categoryNames`): in Hindi "मग" finds the mugs, though the catalogue
 * itself is in English.
 */
export function searchProducts(
  products: readonly Product[],
  query: string,
  categoryNames: Readonly<Record<string, string>> = {},
): Product[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored: { product: Product; score: number }[] = [];
  for (const product of products) {
    const title = product.title.toLowerCase();
    const type = product.productType.toLowerCase();
    const tags = product.tags.map((t) => t.toLowerCase());
    const categories = product.collections.map((c) => `${c} ${categoryNames[c] ?? ''}`);
    const rest = `${product.vendor} ${categories.join(' ')}`.toLowerCase();
    let score = 0;
    let all = true;
    for (const word of words) {
      const s =
        (title.includes(word) ? 4 : 0) +
        (type.includes(word) ? 3 : 0) +
        (tags.some((t) => t.includes(word)) ? 2 : 0) +
        (rest.includes(word) ? 1 : 0);
      if (s === 0) {
        all = false;
        break;
      }
      score += s;
    }
    if (all) scored.push({ product, score });
  }
  return scored.sort((a, b) => b.score - a.score).map((s) => s.product);
}
