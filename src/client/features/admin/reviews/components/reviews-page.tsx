import type { AdminReview } from '../../../../../contracts/reviews';
import { PageHeading } from '../../../../components/admin/page-heading';
import { EmptyState, ErrorState } from '../../../../components/admin/query-states';
import { PageLoading } from '../../../../components/layout/page-loading';
import { Button } from '../../../../components/ui/button';
import { formatDateTime } from '../../../../lib/format-date';
import { cn } from '../../../../lib/cn';
import { useDecideReview, useReviews } from '../api/get-reviews';

const STATUS_LABELS: Record<AdminReview['status'], string> = {
  pending: 'Waiting for you',
  approved: 'Shown in the shop',
  hidden: 'Hidden',
};

function ReviewCard({ review }: { review: AdminReview }) {
  const decide = useDecideReview();
  const headingId = `review-${review.id}`;
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-[var(--radius-card)] bg-cream-50 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-base font-semibold text-ink-900">
          {review.productTitle} · {review.orderReference}
        </h2>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-bold',
            review.status === 'approved'
              ? 'bg-leaf-600 text-cream-50'
              : review.status === 'hidden'
                ? 'bg-cream-200 text-ink-900'
                : 'bg-saffron-300 text-ink-900',
          )}
        >
          {STATUS_LABELS[review.status]}
        </span>
      </div>
      <p className="text-sm text-ink-700">
        <span aria-label={`${review.rating} out of 5 stars`}>
          {'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}
        </span>{' '}
        by {review.authorName || 'a buyer'} · {formatDateTime(review.createdAt)}
      </p>
      {review.text ? <p className="whitespace-pre-line text-ink-900">{review.text}</p> : null}
      {review.photoUrls.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Photos">
          {review.photoUrls.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img
                  src={url}
                  alt={`Photo ${i + 1} of the review`}
                  className="size-24 rounded-md object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={decide.isPending || review.status === 'approved'}
          onClick={() => decide.mutate({ id: review.id, status: 'approved' })}
        >
          Approve
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={decide.isPending || review.status === 'hidden'}
          onClick={() => decide.mutate({ id: review.id, status: 'hidden' })}
        >
          Hide
        </Button>
      </div>
      {decide.isError ? (
        <p role="alert" className="text-sm text-danger-600">
          {decide.error.message}
        </p>
      ) : null}
    </li>
  );
}

/** Buyers' reviews, newest first: the owner approves each before the shop shows it, or hides it. */
export default function ReviewsPage() {
  const reviews = useReviews();
  let body: React.ReactNode;
  if (reviews.isPending) body = <PageLoading label="Loading reviews…" />;
  else if (reviews.isError) body = <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />;
  else if (reviews.data.reviews.length === 0)
    body = (
      <EmptyState title="No reviews yet">
        Buyers are asked for a review when their order is marked delivered.
      </EmptyState>
    );
  else
    body = (
      <ul className="grid gap-3">
        {reviews.data.reviews.map((r) => (
          <ReviewCard key={r.id} review={r} />
        ))}
      </ul>
    );
  return (
    <div className="space-y-5">
      <PageHeading title="Reviews" />
      {body}
    </div>
  );
}
