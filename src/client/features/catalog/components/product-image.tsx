import type { ProductImage as ProductImageData } from '../../../../contracts/products';
import { cn } from '../../../lib/cn';

/** A catalogue image as a <picture>: AVIF where the browser has it, WebP otherwise, sized by srcset. */
export function ProductImage({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: ProductImageData;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      <img
        src={image.url}
        srcSet={image.srcSet}
        sizes={sizes}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className={cn('h-full w-full object-cover', className)}
      />
    </picture>
  );
}
