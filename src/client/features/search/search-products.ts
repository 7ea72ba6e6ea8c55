import type { Product } from '../../../contracts/products';

/**
 * Ranks products for a query across titles, product types, tags and vendors. Every word must
 * match somewhere; a title match counts most.
 */
export function searchProducts(products: readonly Product[], query: string): Product[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored: { product: Product; score: number }[] = [];
  for (const product of products) {
    const title = product.title.toLowerCase();
    const type = product.productType.toLowerCase();
    const tags = product.tags.map((t) => t.toLowerCase());
    const rest = `${product.vendor} ${product.collections.join(' ')}`.toLowerCase();
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
