import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import type { FieldErrors } from '../logic/field-errors';
import { EMPTY_VARIANT, type VariantDraft } from '../logic/product-draft';
import { Field } from './field';

/** The variants: options, price in rupees, material cost, availability, stock, the real size in millimetres and the packed parcel. */
export function VariantRows({
  variants,
  onChange,
  errors,
  sizeLabel,
}: {
  variants: VariantDraft[];
  onChange: (next: VariantDraft[]) => void;
  errors: FieldErrors;
  sizeLabel: string;
}) {
  const set = (i: number, patch: Partial<VariantDraft>) =>
    onChange(variants.map((v, j) => (j === i ? { ...v, ...patch } : v)));
  return (
    <fieldset className="space-y-3">
      <legend className="font-display text-lg font-semibold text-ink-900">Variants</legend>
      {errors.variants && <p className="text-sm font-medium text-danger-600">{errors.variants}</p>}
      {variants.map((v, i) => {
        const at = (field: string) => errors[`variants.${i}.${field}`];
        return (
          <div
            key={i}
            role="group"
            aria-label={`Variant ${i + 1}`}
            className="grid gap-3 rounded-2xl border border-cream-300 p-3 sm:grid-cols-2"
          >
            <Field
              label={`Variant ${i + 1} options`}
              hint="Option values joined by / , like 12 x 8 in / Mango"
              error={at('title')}
            >
              {(p) => <Input {...p} value={v.title} onChange={(e) => set(i, { title: e.target.value })} />}
            </Field>
            <Field label={`Variant ${i + 1} price (₹)`} hint="Rupees with paise, like 1499.00" error={at('price')}>
              {(p) => (
                <Input {...p} inputMode="decimal" value={v.price} onChange={(e) => set(i, { price: e.target.value })} />
              )}
            </Field>
            <Field
              label={`Variant ${i + 1} material cost (₹)`}
              hint="What one piece’s materials cost the shop: a remake’s cost. Empty if not known"
              error={at('materialCostPaise')}
            >
              {(p) => (
                <Input
                  {...p}
                  inputMode="decimal"
                  value={v.materialCost}
                  onChange={(e) => set(i, { materialCost: e.target.value })}
                />
              )}
            </Field>
            <Field
              label={`Variant ${i + 1} stock`}
              hint="Leave empty if not counted; 0 is sold out"
              error={at('stock')}
            >
              {(p) => (
                <Input {...p} inputMode="numeric" value={v.stock} onChange={(e) => set(i, { stock: e.target.value })} />
              )}
            </Field>
            <div className="grid grid-cols-2 gap-2">
              <Field
                label={`Variant ${i + 1} ${sizeLabel.toLowerCase()} width (mm)`}
                error={at('sizeMm.widthMm') ?? at('sizeMm')}
              >
                {(p) => (
                  <Input
                    {...p}
                    inputMode="decimal"
                    value={v.widthMm}
                    onChange={(e) => set(i, { widthMm: e.target.value })}
                  />
                )}
              </Field>
              <Field label={`Variant ${i + 1} ${sizeLabel.toLowerCase()} height (mm)`} error={at('sizeMm.heightMm')}>
                {(p) => (
                  <Input
                    {...p}
                    inputMode="decimal"
                    value={v.heightMm}
                    onChange={(e) => set(i, { heightMm: e.target.value })}
                  />
                )}
              </Field>
            </div>
            <Field
              label={`Variant ${i + 1} packed weight (g)`}
              hint="The parcel as the courier weighs it, like 650"
              error={at('packedWeightGrams')}
            >
              {(p) => (
                <Input
                  {...p}
                  inputMode="numeric"
                  value={v.packedGrams}
                  onChange={(e) => set(i, { packedGrams: e.target.value })}
                />
              )}
            </Field>
            <div className="grid grid-cols-3 gap-2">
              {(
                [
                  ['boxLength', 'length', 'box length'],
                  ['boxBreadth', 'breadth', 'box width'],
                  ['boxHeight', 'height', 'box height'],
                ] as const
              ).map(([key, side, label]) => (
                <Field
                  key={key}
                  label={`Variant ${i + 1} ${label} (cm)`}
                  error={at(`boxCm.${side}`) ?? (side === 'length' ? at('boxCm') : undefined)}
                >
                  {(p) => (
                    <Input
                      {...p}
                      inputMode="decimal"
                      value={v[key]}
                      onChange={(e) => set(i, { [key]: e.target.value })}
                    />
                  )}
                </Field>
              ))}
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
              <label className="flex min-h-11 items-center gap-2 text-sm text-ink-900">
                <input
                  type="checkbox"
                  className="size-5 accent-clay-600"
                  checked={v.available}
                  onChange={(e) => set(i, { available: e.target.checked })}
                />
                Variant {i + 1} available
              </label>
              {variants.length > 1 && (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => onChange(variants.filter((_, j) => j !== i))}
                >
                  Remove variant {i + 1}
                </Button>
              )}
            </div>
          </div>
        );
      })}
      <Button type="button" variant="outline" size="sm" onClick={() => onChange([...variants, { ...EMPTY_VARIANT }])}>
        Add variant
      </Button>
    </fieldset>
  );
}
