const shimmer =
  'animate-shimmer bg-[linear-gradient(90deg,var(--color-cream-200)_0%,var(--color-cream-100)_50%,var(--color-cream-200)_100%)] bg-[length:200%_100%]';

export function ProductSkeleton() {
  return (
    <div
      data-testid="product-skeleton"
      aria-hidden
      className="overflow-hidden rounded-[var(--radius-card)] bg-cream-50 shadow-[var(--shadow-card)]"
    >
      <div className={`aspect-square ${shimmer}`} />
      <div className="space-y-2.5 p-3 md:p-4">
        <div className={`h-4 w-4/5 rounded-full ${shimmer}`} />
        <div className={`h-3 w-2/5 rounded-full ${shimmer}`} />
        <div className={`h-5 w-1/3 rounded-full ${shimmer}`} />
        <div className={`h-10 w-full rounded-full ${shimmer}`} />
      </div>
    </div>
  );
}
