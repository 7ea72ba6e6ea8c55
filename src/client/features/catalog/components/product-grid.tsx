import { LIMITS } from '../../../../contracts/limits';
import type { Category, Product } from '../../../../contracts/products';
import { useDictionary } from '../../../lib/i18n/language';
import { useProducts } from '../api/get-products';
import { ProductCard } from './product-card';
import { ProductListEmpty, ProductLoadError } from './product-list-states';
import { ProductSkeleton } from './product-skeleton';

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 lg:gap-5';

/** The product panel of the active tab: skeletons, then cards, or the failure and empty states. */
export function ProductGrid({ category, onCustomize }: { category: Category; onCustomize: (p: Product) => void }) {
  const t = useDictionary();
  const { data, isPending, isError, refetch, isFetching } = useProducts(category);
  return (
    <section
      id="product-panel"
      role="tabpanel"
      aria-label={t.categories[category]}
      aria-busy={isPending}
      className="mx-auto max-w-6xl px-4 py-5 md:px-6 md:py-8"
    >
      <h2 className="sr-only">{t.categories[category]}</h2>
      {isPending ? (
        <>
          <p className="sr-only" role="status">
            {t.products.loading}
          </p>
          <div className={gridClass}>
            {Array.from({ length: LIMITS.skeletonCards }, (_, i) => (
              <ProductSkeleton key={i} />
            ))}
          </div>
        </>
      ) : isError ? (
        <ProductLoadError onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.length === 0 ? (
        <ProductListEmpty onRefresh={() => void refetch()} refreshing={isFetching} />
      ) : (
        <div className={gridClass}>
          {data.map((product, i) => (
            <ProductCard
              key={product.id}
              product={product}
              onCustomize={onCustomize}
              priority={i === 0 ? 'largest' : i < 2 ? 'visible' : 'later'}
            />
          ))}
        </div>
      )}
    </section>
  );
}
