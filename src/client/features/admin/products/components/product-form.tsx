import { useState } from 'react';
import type { StudioProduct } from '../../../../../contracts/admin-products';
import { CATEGORIES, type Category } from '../../../../../contracts/products';
import { categoryLabel } from '../../../../../contracts/category-label';
import { Button } from '../../../../components/ui/button';
import { Input, NativeSelect, Textarea } from '../../../../components/ui/input';
import { navigate } from '../../../../lib/router';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import { fieldErrorsOf, type FieldErrors } from '../logic/field-errors';
import { bodyOf, draftOf, draftProblems, EMPTY_DRAFT, type ProductDraft } from '../logic/product-draft';
import { Field } from './field';
import { VariantRows } from './variant-rows';

/** The details typed into a plain box, in the form's order: each a key of the draft, with its words. */
const DETAIL_INPUTS: readonly {
  key: 'productType' | 'tags' | 'badges' | 'rating' | 'hsn' | 'gstRate' | 'makingDays';
  label: string;
  hint?: string;
  inputMode?: 'decimal' | 'numeric';
}[] = [
  { key: 'productType', label: 'Product type' },
  { key: 'tags', label: 'Tags', hint: 'Separated by commas' },
  { key: 'badges', label: 'Badges', hint: 'Separated by commas, at most 5' },
  {
    key: 'rating',
    label: 'Rating (out of 5)',
    hint: 'The stars on the product card, like 4.5; empty for none',
    inputMode: 'decimal',
  },
  { key: 'hsn', label: 'HSN code', inputMode: 'numeric' },
  { key: 'gstRate', label: 'GST rate (%)', inputMode: 'decimal' },
  {
    key: 'makingDays',
    label: 'Making days',
    hint: 'Working days to make one before the courier takes it; shoppers see the arrival date from this',
    inputMode: 'numeric',
  },
];

/** Create (as a draft) or edit a product; the server checks every field and nothing is half-saved. */
export function ProductForm({ product }: { product?: StudioProduct }) {
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftOf(product) : EMPTY_DRAFT));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState('');
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const set = (patch: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const pending = create.isPending || update.isPending;
  const readOnly = Boolean(product?.shopify);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setSaved('');
    const problems = draftProblems(draft);
    if (Object.keys(problems).length > 0) return setErrors(problems);
    const body = bodyOf(draft);
    const onError = (err: unknown) => setErrors(fieldErrorsOf(err));
    if (product)
      update.mutate(
        { id: product.id, body },
        {
          onError,
          onSuccess: () => {
            setErrors({});
            setSaved('Saved');
          },
        },
      );
    else
      create.mutate(
        { ...body, status: 'draft' },
        { onError, onSuccess: (p) => navigate(`/admin/products/${p.id}`, { replace: true }) },
      );
  };

  const count = Object.keys(errors).length;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-[var(--radius-card)] bg-cream-50 p-4 shadow-[var(--shadow-card)]"
    >
      <h2 className="font-display text-lg font-semibold text-ink-900">Details</h2>
      {product?.shopify && (
        <p className="text-sm text-ink-700">
          This product comes from Shopify: change its details there.{' '}
          {product.shopify.adminUrl && (
            <a
              href={product.shopify.adminUrl}
              className="font-semibold text-clay-700 underline"
              target="_blank"
              rel="noreferrer"
            >
              Open in Shopify admin
            </a>
          )}
        </p>
      )}
      <div role="alert" className="text-sm font-medium text-danger-600">
        {errors[''] ??
          (count > 0
            ? `Not saved: ${count === 1 ? 'one field needs' : `${count} fields need`} attention. ${Object.values(errors).join('. ')}`
            : '')}
      </div>
      <fieldset disabled={readOnly} className="space-y-4">
        <Field label="Title" error={errors.title}>
          {(p) => <Input {...p} value={draft.title} onChange={(e) => set({ title: e.target.value })} />}
        </Field>
        <Field label="Description" error={errors.description}>
          {(p) => (
            <Textarea
              {...p}
              rows={4}
              value={draft.description}
              onChange={(e) => set({ description: e.target.value })}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Category" error={errors.category}>
            {(p) => (
              <NativeSelect
                {...p}
                value={draft.category}
                onChange={(e) => set({ category: e.target.value as Category })}
              >
                {CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {categoryLabel(c)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          {DETAIL_INPUTS.map(({ key, label, hint, inputMode }) => (
            <Field key={key} label={label} hint={hint} error={errors[key]}>
              {(p) => (
                <Input
                  {...p}
                  inputMode={inputMode}
                  value={draft[key]}
                  onChange={(e) => set({ [key]: e.target.value })}
                />
              )}
            </Field>
          ))}
        </div>
        <VariantRows
          variants={draft.variants}
          onChange={(variants) => set({ variants })}
          errors={errors}
          sizeLabel={draft.category === 'Mugs' ? 'Wrap' : 'Size'}
        />
      </fieldset>
      {!readOnly && (
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : product ? 'Save product' : 'Create draft'}
          </Button>
          <p role="status" className="text-sm text-leaf-600">
            {saved}
          </p>
        </div>
      )}
    </form>
  );
}
