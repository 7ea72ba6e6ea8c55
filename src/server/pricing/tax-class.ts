import type { Category, Product } from '../../contracts/products';

export interface TaxClass {
  hsn: string;
  /** Percent. */
  gstRate: number;
}

/**
 * Defaults per category for a product whose owner has not set its own `hsn` and `gstRate` in the
 * studio. Rates are
 * those in force from 22 September 2025 (56th GST Council; CGST notifications 9/2025 and
 * 13/2025-Central Tax (Rate)): ceramic tableware and kitchenware other than porcelain (6912)
 * went from 12 % to 5 %; handcrafted articles of wood (4421 99 90 carved and decorative wood,
 * 4420 lacquer work) are 5 % under the handicraft concession. The owner should confirm the class
 * of each product with their accountant: a felt bunting is a textile article (6307), for one.
 */
export const DEFAULT_TAX_CLASS: Record<Category, TaxClass> = {
  Mugs: { hsn: '6912', gstRate: 5 },
  Nameplates: { hsn: '4421', gstRate: 5 },
  'Kids Buntings': { hsn: '4421', gstRate: 5 },
};

/** The one place a line's HSN and rate come from: the product's own when set, else its category's. */
export function taxClassFor(
  product: Pick<Product, 'hsn' | 'gstRate'> | null | undefined,
  category: Category | null,
): TaxClass {
  const fallback = DEFAULT_TAX_CLASS[category ?? 'Nameplates'];
  return {
    hsn: product?.hsn ? product.hsn : fallback.hsn,
    gstRate: product?.gstRate ?? fallback.gstRate,
  };
}
