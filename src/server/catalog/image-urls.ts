import type { ProductImage } from '../../contracts/products';
import { MASTER_SIZE } from '../../contracts/print-area';
import { IMAGE_WIDTHS, type SeedImage } from './types';

/** Catalogue images are published under this prefix; the key is a folder of sizes. */
export const CATALOG_IMAGE_PREFIX = '/images/catalog/';
const DEFAULT_WIDTH = 640;

export function catalogImageUrl(key: string, width: number = DEFAULT_WIDTH, format: 'webp' | 'avif' = 'webp'): string {
  return `${CATALOG_IMAGE_PREFIX}${key}/${width}.${format}`;
}

export function toProductImage(image: SeedImage): ProductImage {
  const candidates = (format: 'webp' | 'avif') =>
    IMAGE_WIDTHS.map((w) => `${catalogImageUrl(image.key, w, format)} ${w}w`).join(', ');
  return {
    url: catalogImageUrl(image.key),
    alt: image.alt,
    width: MASTER_SIZE,
    height: MASTER_SIZE,
    srcSet: candidates('webp'),
    avifSrcSet: candidates('avif'),
  };
}

const KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The catalogue image key a URL points at, or null. Accepts our own paths and absolute URLs
 * whose path is ours (the host is ignored: we never fetch it, we only read our own files).
 */
export function catalogImageKeyFromUrl(url: string): string | null {
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  path = path.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith(CATALOG_IMAGE_PREFIX)) return null;
  const key = path.slice(CATALOG_IMAGE_PREFIX.length).split('/', 1)[0] ?? '';
  return KEY_PATTERN.test(key) ? key : null;
}
