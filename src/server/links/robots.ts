/**
 * Pages that are one shopper's or the owner's: never in a search index. The workspace, proof
 * links, order pages and checkouts are also kept out of robots.txt's crawl; a shared design
 * (/d/) is only noindex, since a crawler that obeys robots.txt (Twitter's) would then show no
 * preview of the link the shopper shared.
 */
export const NOINDEX_PATHS = ['/admin', '/proof/', '/order', '/checkout/', '/d/'];
// Shoppers' photos and the previews drawn from them (issue 39) answer only signed links, and are
// kept out of the crawl besides.
const DISALLOWED = [
  '/admin',
  '/proof/',
  '/order',
  '/checkout/',
  '/api/',
  '/objects/uploads/',
  '/objects/ai-generated/photo-',
];

export function isNoindexPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return NOINDEX_PATHS.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p || path.startsWith(`${p}/`)));
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}
