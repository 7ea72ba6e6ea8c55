import { BadgeCheck } from 'lucide-react';
import { useId } from 'react';
import { useReviewStrings } from '../../../lib/i18n/reviews';
import { useProductReviews } from '../api/get-product-reviews';

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/**
 * Issue 29: verified buyers' approved reviews, under the sheet's controls. Loaded with the sheet
 * (its own chunk), never with the home page; nothing shows while there are none.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const reviews = useProductReviews(productId);
  const t = useReviewStrings().list;
  const headingId = useId();
  if (!reviews.data || reviews.data.count === 0) return null;
  const { count, average, reviews: list } = reviews.data;
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-cream-300 pt-4">
      <h3 id={headingId} className="font-display text-lg font-semibold text-ink-900">
        {t.title}{' '}
        <span className="text-sm font-normal text-ink-700">
          {average === null ? '' : t.outOf5(average.toFixed(1))}
          {t.count(count)}
        </span>
      </h3>
      <ul className="mt-3 grid gap-4">
        {list.map((r) => (
          <li key={r.id} className="grid gap-1.5">
            <p className="flex flex-wrap items-center gap-2 text-sm text-ink-900">
              <span aria-label={t.starsLabel(r.rating)} className="text-saffron-600">
                {stars(r.rating)}
              </span>
              <span className="font-semibold">{r.authorName || t.aBuyer}</span>
              <span className="inline-flex items-center gap-1 rounded-full bg-leaf-600 px-2 py-0.5 text-xs font-bold text-cream-50">
                <BadgeCheck aria-hidden className="size-3.5" />
                {t.verified}
              </span>
            </p>
            {r.text ? <p className="text-sm whitespace-pre-line text-ink-700">{r.text}</p> : null}
            {r.photoUrls.length > 0 ? (
              <ul className="flex gap-2" aria-label={t.photos}>
                {r.photoUrls.map((url, i) => (
                  <li key={url}>
                    <img
                      src={url}
                      alt={t.photoAlt(i + 1, r.authorName)}
                      loading="lazy"
                      className="size-20 rounded-md object-cover"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
