import { useMemo, useState } from 'react';
import type { PreviewKind } from '../../../../contracts/previews';
import type { Product, ProductImage } from '../../../../contracts/products';
import { findVariant, initialSelection, withValue, type VariantMatch } from '../logic/find-variant';
import { deriveAttributes, splitVariantTitle } from '../logic/product-attributes';

/** The image for the options chosen so far: the variant's, or the first fitting variant's. */
function imageFor(match: VariantMatch): ProductImage | null {
  if (match.status === 'matched') return match.variant.image;
  if (match.status === 'missing') return match.candidates.find((v) => v.image)?.image ?? null;
  return null;
}

export function useVariantSelection(product: Product, kind: PreviewKind, initialVariantId?: string) {
  const attributes = useMemo(() => deriveAttributes(product.variants, kind), [product.variants, kind]);
  const [selection, setSelection] = useState(() => {
    // A shared design opens on the option it was designed on.
    const saved = product.variants.find((v) => v.id === initialVariantId);
    if (!saved) return initialSelection(product.variants, attributes);
    const values = splitVariantTitle(saved.title);
    const selection: (string | null)[] = [];
    for (const a of attributes) selection[a.index] = values[a.index] ?? null;
    return selection;
  });
  const match = useMemo(
    () => findVariant(product.variants, attributes, selection),
    [product.variants, attributes, selection],
  );
  const image = imageFor(match) ?? product.images[0] ?? null;
  return {
    attributes,
    selection,
    match,
    /** The catalogue image to show and to draw the preview on. */
    image,
    choose: (index: number, value: string) => setSelection((s) => withValue(s, index, value)),
  };
}
