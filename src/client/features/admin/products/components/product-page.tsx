import { useState } from 'react';
import { PageHeading } from '../../../../components/admin/page-heading';
import { ErrorState } from '../../../../components/admin/query-states';
import { AppLink } from '../../../../components/layout/app-link';
import { PageLoading } from '../../../../components/layout/page-loading';
import { Button } from '../../../../components/ui/button';
import { useProduct } from '../api/get-product';
import { useUpdateProduct } from '../api/update-product';
import { DesignEditor } from './design-editor';
import { PhotoUpload } from './photo-upload';
import { ProductForm } from './product-form';
import { TemplateEditor } from './template-editor';

export function NewProductPage() {
  return (
    <div className="space-y-5">
      <BackToProducts />
      <PageHeading title="New product" />
      <ProductForm />
    </div>
  );
}

function BackToProducts() {
  return (
    <AppLink href="/admin/products" className="text-sm font-semibold text-clay-700 underline-offset-2 hover:underline">
      ← All products
    </AppLink>
  );
}

/** One product: its details, its photos, and where the name goes on each photo. */
export function ProductPage({ productId }: { productId: string }) {
  const product = useProduct(productId);
  const update = useUpdateProduct();
  const [imageId, setImageId] = useState<string | null>(null);
  if (product.isPending) return <PageLoading label="Loading the product…" />;
  if (product.isError) return <ErrorState error={product.error} onRetry={() => void product.refetch()} />;
  const p = product.data;
  const image = p.images.find((i) => i.id === imageId) ?? p.images[0];
  const live = p.status === 'active';
  return (
    <div className="space-y-5">
      <BackToProducts />
      <PageHeading title={p.title}>
        {!p.shopify && (
          <Button
            variant={live ? 'outline' : 'primary'}
            disabled={update.isPending}
            onClick={() => update.mutate({ id: p.id, body: { status: live ? 'draft' : 'active' } })}
          >
            {live ? 'Unpublish' : 'Publish'}
          </Button>
        )}
      </PageHeading>
      <p role="status" className="text-sm text-ink-700">
        {live
          ? 'Published: shoppers see it.'
          : p.status === 'archived'
            ? 'Archived.'
            : 'Draft: shoppers do not see it yet.'}
      </p>
      <div className="grid gap-5 lg:grid-cols-2">
        <ProductForm key={p.id} product={p} />
        <section
          aria-label="Photos"
          className="space-y-4 rounded-[var(--radius-card)] bg-cream-50 p-4 shadow-[var(--shadow-card)]"
        >
          <h2 className="font-display text-lg font-semibold text-ink-900">Photos</h2>
          {p.images.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Choose a photo to edit its template">
              {p.images.map((i, n) => (
                <li key={i.id}>
                  <button
                    type="button"
                    aria-pressed={i.id === image?.id}
                    aria-label={`Photo ${n + 1}: ${i.alt}`}
                    onClick={() => setImageId(i.id)}
                    className="rounded-xl p-0.5 aria-pressed:ring-2 aria-pressed:ring-clay-600"
                  >
                    <img src={i.url} alt="" width={64} height={64} className="size-16 rounded-lg object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {!p.shopify && <PhotoUpload productId={p.id} />}
        </section>
      </div>
      {image && <TemplateEditor key={image.id} productId={p.id} image={image} category={p.category} />}
      <DesignEditor productId={p.id} image={image} />
    </div>
  );
}
