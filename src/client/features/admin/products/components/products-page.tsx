import { useState } from 'react';
import type { StudioProduct } from '../../../../../contracts/admin-products';
import { categoryLabel } from '../../../../../contracts/category-label';
import { PageHeading } from '../../../../components/admin/page-heading';
import { EmptyState, ErrorState } from '../../../../components/admin/query-states';
import { PageLoading } from '../../../../components/layout/page-loading';
import { AppLink } from '../../../../components/layout/app-link';
import { Badge } from '../../../../components/ui/badge';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { useProducts } from '../api/get-products';
import { useReorderProducts } from '../api/reorder-products';
import { useUpdateProduct } from '../api/update-product';

const STATUS_TONE = { active: 'leaf', draft: 'saffron', archived: 'neutral' } as const;
const STATUS_LABEL = { active: 'Published', draft: 'Draft', archived: 'Archived' } as const;

/** The studio's list: every product, drafts included, with publish, archive and order controls. */
export function ProductsPage() {
  const products = useProducts();
  let body: React.ReactNode;
  if (products.isPending) body = <PageLoading label="Loading products…" />;
  else if (products.isError) body = <ErrorState error={products.error} onRetry={() => void products.refetch()} />;
  else if (products.data.products.length === 0)
    body = <EmptyState title="No products yet">Add your first product to start selling it.</EmptyState>;
  else body = <ProductList products={products.data.products} />;
  return (
    <div className="space-y-5">
      <PageHeading title="Products">
        <AppLink href="/admin/products/new" className={buttonVariants({ size: 'md' })}>
          Add product
        </AppLink>
      </PageHeading>
      {body}
    </div>
  );
}

function ProductList({ products }: { products: StudioProduct[] }) {
  const update = useUpdateProduct();
  const reorder = useReorderProducts();
  const [said, setSaid] = useState('');
  const sorted = [...products].sort((a, b) => a.position - b.position);
  const move = (index: number, by: -1 | 1) => {
    const moved = sorted[index];
    // One move at a time: the next one starts from the order the server saved.
    if (!moved || !sorted[index + by] || reorder.isPending) return;
    // The whole order goes in one call, so a failure leaves the shop's order as it was.
    const ids = sorted.map((p) => p.id);
    ids.splice(index, 1);
    ids.splice(index + by, 0, moved.id);
    reorder.mutate(ids, {
      onSuccess: () => setSaid(`${moved.title} moved ${by === -1 ? 'up' : 'down'}`),
    });
  };
  const setStatus = (p: StudioProduct, status: StudioProduct['status']) => {
    update.mutate({ id: p.id, body: { status } }, { onSuccess: () => setSaid(`${p.title}: ${STATUS_LABEL[status]}`) });
  };
  return (
    <>
      <p role="status" className="sr-only">
        {said}
      </p>
      {(update.isError || reorder.isError) && (
        <p role="alert" className="text-sm text-danger-600">
          The change was not saved. Try again.
        </p>
      )}
      <ol className="space-y-3" aria-label="Products in shop order">
        {sorted.map((p, i) => (
          <li
            key={p.id}
            className="flex flex-wrap items-center gap-3 rounded-[var(--radius-card)] bg-cream-50 p-3 shadow-[var(--shadow-card)]"
          >
            {p.images[0] ? (
              <img src={p.images[0].url} alt="" width={56} height={56} className="size-14 rounded-xl object-cover" />
            ) : (
              <span className="size-14 rounded-xl bg-cream-200" aria-hidden="true" />
            )}
            <div className="min-w-0 flex-1">
              <AppLink
                href={`/admin/products/${p.id}`}
                className="font-semibold text-ink-900 underline-offset-2 hover:underline"
              >
                {p.title}
              </AppLink>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-700">
                <Badge tone={STATUS_TONE[p.status]}>{STATUS_LABEL[p.status]}</Badge>
                {p.shopify && <Badge tone="ink">Shopify</Badge>}
                <span>{p.category ? categoryLabel(p.category) : 'No category'}</span>
                <span>
                  {p.variants.length} {p.variants.length === 1 ? 'variant' : 'variants'}
                </span>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              {/* A synced catalogue keeps Shopify's order: the next sync would undo a move. */}
              {!p.shopify && (
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${p.title} up`}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${p.title} down`}
                    disabled={i === sorted.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    ↓
                  </Button>
                </>
              )}
              {!p.shopify && p.status !== 'active' && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Publish ${p.title}`}
                  onClick={() => setStatus(p, 'active')}
                >
                  Publish
                </Button>
              )}
              {!p.shopify && p.status === 'active' && (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Unpublish ${p.title}`}
                  onClick={() => setStatus(p, 'draft')}
                >
                  Unpublish
                </Button>
              )}
              {!p.shopify && p.status !== 'archived' && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Archive ${p.title}`}
                  onClick={() => setStatus(p, 'archived')}
                >
                  Archive
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
