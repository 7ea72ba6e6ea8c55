import type { Product } from '../../contracts/products';
import { productPath } from './product-meta';

const xml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** The home page, the policy pages and every listed product (sitemaps.org protocol 0.9). */
export function sitemapXml(origin: string, products: Product[], policyPaths: string[]): string {
  const urls = ['/', ...policyPaths, ...products.map((p) => productPath(p.handle))];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((path) => `<url><loc>${xml(`${origin}${path}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
