import type { ProductImage as ProductImageData } from '../../../../contracts/products';
import { PRIORITY_PHOTO_TIMING } from '../../../../contracts/home-page';
import { cx } from '../../../lib/cx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's type parameter
  interface ImgHTMLAttributes<T> {
    /** Element Timing: the browser reports when this image is painted (React passes it through). */
    elementtiming?: string;
  }
}

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
        // The app starts only once this photo is on screen (the page's starter listens for its timing).
        elementtiming={priority ? PRIORITY_PHOTO_TIMING : undefined}
        className={cx('h-full w-full object-cover', className)}
      />
    </picture>
  );
}
