import { Heart, Sparkles, Star } from 'lucide-react';
import { useState } from 'react';
import type { Product } from '../../../../contracts/products';
import { buttonVariants } from '../../../components/ui/button-variants';
import { track } from '../../../lib/analytics';
import { cx } from '../../../lib/cx';
import { useDictionary } from '../../../lib/i18n/language';
import { cardPrice } from '../../../../contracts/money';
import { ProductImage, type PhotoPriority } from './product-image';

/** The server preloads the first card image with the same sizes (routes/spa.ts); keep the two in step. */
const CARD_SIZES = '(min-width: 1024px) 18rem, (min-width: 768px) 33vw, 50vw';

/**
 * One product in the grid. The whole card opens the customization sheet; the Customize button
 * does the same and is the keyboard's way in. Saving only logs, as the spec says.
 */
export function ProductCard({
  product,
  onCustomize,
  priority,
}: {
  product: Product;
  onCustomize: (product: Product) => void;
  priority: PhotoPriority;
}) {
  const t = useDictionary();
  const [saved, setSaved] = useState(false);
  const image = product.images[0];
  const open = () => {
    track('product_tap', { productId: product.id, handle: product.handle });
    onCustomize(product);
  };
  return (
    <article
      data-testid="product-card"
      onClick={open}
      // A card out of view skips style, layout and paint until it nears the viewport: the first
      // frame (and with it the first product photo) waits on the visible row only.
      className="group relative flex cursor-pointer flex-col overflow-hidden rounded-[var(--radius-card)] bg-cream-50 shadow-[var(--shadow-card)] transition-shadow [contain-intrinsic-size:auto_24rem] [content-visibility:auto] hover:shadow-[var(--shadow-lift)]"
    >
      <div className="relative aspect-square overflow-hidden bg-cream-200">
        {image ? (
          <ProductImage
            image={image}
            sizes={CARD_SIZES}
            priority={priority}
            className="transition-transform duration-500 group-hover:scale-[1.04]"
          />
        ) : null}
        {product.badges.length > 0 ? (
          <ul aria-label={t.card.badges} className="absolute top-2 right-12 left-2 flex flex-wrap gap-1">
            {product.badges.slice(0, 2).map((badge, i) => (
              <li key={badge} className={cx(i > 0 && 'hidden sm:block')}>
                <span className="block rounded-full bg-cream-50/95 px-2 py-0.5 text-[0.7rem] font-semibold tracking-wide text-clay-700 shadow-sm">
                  {t.card.badge(badge)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <button
          type="button"
          aria-label={saved ? t.card.unsave(product.title) : t.card.save(product.title)}
          aria-pressed={saved}
          onClick={(e) => {
            e.stopPropagation();
            const next = !saved;
            setSaved(next);
            console.info(next ? 'Saved product' : 'Unsaved product', product.handle);
            track('save_product', { productId: product.id, saved: next });
          }}
          className="absolute top-1.5 right-1.5 grid size-10 place-items-center rounded-full bg-cream-50/95 text-ink-700 shadow-sm transition-colors hover:text-clay-600"
        >
          <Heart aria-hidden className={cx('size-[1.1rem]', saved && 'fill-clay-600 text-clay-600')} />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 md:p-4">
        <p className="text-[0.7rem] font-semibold tracking-[0.08em] text-ink-500 uppercase">
          {t.card.type(product.productType.trim()) || t.card.productFallback}
        </p>
        <h3 className="line-clamp-2 font-display text-[0.98rem] leading-snug font-semibold text-ink-900 md:text-[1.05rem]">
          {product.title}
        </h3>
        <div className="mt-auto flex items-center justify-between gap-2 pt-1.5">
          <p className="text-[1.05rem] font-bold text-ink-900">{cardPrice(product.variants, t.locale)}</p>
          {product.rating !== null ? (
            <p className="flex items-center gap-0.5 text-xs font-semibold text-ink-700">
              <Star aria-hidden className="size-3.5 fill-saffron-400 text-saffron-500" />
              <span className="sr-only">{t.card.ratedBefore}</span>
              {product.rating.toFixed(1)}
              <span className="sr-only">{t.card.ratedAfter}</span>
            </p>
          ) : null}
        </div>
        <button
          className={buttonVariants({ size: 'sm', className: 'mt-2 w-full' })}
          aria-label={t.card.customizeLabel(product.title)}
          onClick={(e) => {
            e.stopPropagation();
            track('customize_tap', { productId: product.id });
            onCustomize(product);
          }}
        >
          <Sparkles aria-hidden />
          {t.card.customize}
        </button>
      </div>
    </article>
  );
}
