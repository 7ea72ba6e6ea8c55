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

/**
 * How soon a photo is wanted: 'largest' is the page's largest paint (the first card's), 'visible'
 * is on the first screen too, 'later' is below it.
 *
 * Only the largest asks for the network first. The rest of the first row is asked for at once but
 * after it: asked for first too, the second card's photo opened a connection of its own on a
 * phone's network and arrived a round trip after the first, and Lighthouse counts every photo
 * asked for first in the largest paint (1.21 x the bare page where 1.2 is the target).
 */
export type PhotoPriority = 'largest' | 'visible' | 'later';

/** A catalogue image as a <picture>: AVIF where the browser has it, WebP otherwise, sized by srcset. */
export function ProductImage({
  image,
  sizes,
  priority = 'later',
  className,
}: {
  image: ProductImageData;
  sizes: string;
  priority?: PhotoPriority;
  className?: string;
}) {
  const onFirstScreen = priority !== 'later';
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
        loading={onFirstScreen ? 'eager' : 'lazy'}
        fetchPriority={priority === 'largest' ? 'high' : 'low'}
        decoding={onFirstScreen ? 'sync' : 'async'}
        // The app starts only once this photo is on screen (the page's starter listens for its timing).
        elementtiming={onFirstScreen ? PRIORITY_PHOTO_TIMING : undefined}
        className={cx('h-full w-full object-cover', className)}
      />
    </picture>
  );
}
