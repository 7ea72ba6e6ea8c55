import * as z from 'zod/mini';
import { CATEGORIES, CATEGORY_DISPLAY_NAMES, DEFAULT_CATEGORY, type Category } from './categories';
import { printAreaSchema } from './print-area';

// Contracts use zod/mini: the same checks as classic zod at a twentieth of the browser bytes.

// The categories are plain constants (categories.ts), so the first screen needs no zod for them.
export { CATEGORIES, CATEGORY_DISPLAY_NAMES, DEFAULT_CATEGORY, type Category };
export const categorySchema = z.enum(CATEGORIES);

/** A catalogue image, served by us in responsive sizes. */
export const productImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.int(),
  height: z.int(),
  /** WebP candidates for `srcset`. */
  srcSet: z.string(),
  /** AVIF candidates for a `<source type="image/avif">`. */
  avifSrcSet: z.string(),
  /** Absent for images that carry no personalisation (or come from a catalogue without one). */
  printArea: z.optional(printAreaSchema),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const variantSchema = z.object({
  id: z.string(),
  /** Option values joined by ' / '. */
  title: z.string(),
  /** Rupees as a decimal string, e.g. '649.00'. */
  price: z.string(),
  available: z.boolean(),
  image: z.nullable(productImageSchema),
  /** A board's or plate's real size, or a mug's wrap area, in millimetres, when the shop gave it. */
  sizeMm: z.optional(z.object({ widthMm: z.number(), heightMm: z.number() })),
});
export type Variant = z.infer<typeof variantSchema>;

export const productSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  productType: z.string(),
  vendor: z.string(),
  tags: z.array(z.string()),
  images: z.array(productImageSchema),
  variants: z.array(variantSchema),
  collections: z.array(z.string()),
  /** Decimal with precision 3, scale 2; null when the product has no rating. */
  rating: z.nullable(z.number()),
  badges: z.array(z.string()),
  /** HSN code and GST rate (percent) for GST invoices, when the shop gave them. */
  hsn: z.optional(z.string()),
  gstRate: z.optional(z.number()),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = z.object({
  /** Optional; an unknown category gives an empty list rather than an error. */
  category: z.optional(z.string().check(z.maxLength(100, 'Category must be at most 100 characters'))),
});

export const productListSchema = z.array(productSchema);
