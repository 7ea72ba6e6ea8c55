/** A link that opens the shop with a sheet: a product's (/p/<handle>) or a shared design's (/d/<token>). */
export type ShopperLink = { kind: 'product'; handle: string } | { kind: 'design'; token: string };

const PRODUCT = /^\/p\/([^/]+)\/?$/;
const DESIGN = /^\/d\/([A-Za-z0-9_-]{22})\/?$/;

/** The link a path is, or null for every other path (the home page, policies, the not-found card). */
export function shopperLinkOf(pathname: string): ShopperLink | null {
  const product = PRODUCT.exec(pathname)?.[1];
  if (product) {
    try {
      return { kind: 'product', handle: decodeURIComponent(product) };
    } catch {
      return null;
    }
  }
  const design = DESIGN.exec(pathname)?.[1];
  if (design) return { kind: 'design', token: design };
  return null;
}

export const productLinkPath = (handle: string) => `/p/${encodeURIComponent(handle)}`;
