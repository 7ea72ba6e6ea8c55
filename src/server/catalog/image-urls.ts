import type { ProductImage } from '../../contracts/products';
import { CATALOG_IMAGE_PREFIX } from '../../contracts/own-urls';
import { MASTER_SIZE } from '../../contracts/print-area';
import { IMAGE_WIDTHS, type SeedImage } from './types';

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
    printArea: image.printArea,
  };
}
