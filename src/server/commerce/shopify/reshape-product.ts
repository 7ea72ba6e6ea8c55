import { z } from 'zod';
import { MATERIALS, PRINT_SURFACES, type PrintArea } from '../../../contracts/print-area';
import { removeEdgesAndNodes, toMoneyString } from './reshape';
import type { ShopifyProduct } from './types';

/** The metafield keys the sync reads, all in the shop's one namespace (docs/shopify.md). */
export const METAFIELD_KEYS = { rating: 'rating', badges: 'badges', printAreas: 'print_areas' } as const;

/** A product as the catalogue sync stores it: our shape, with Shopify's ids kept as they are. */
export interface SyncedProduct {
  shopifyId: string;
  handle: string;
  title: string;
  description: string;
  productType: string;
  vendor: string;
  tags: string[];
  /** The store categories whose collections list it. */
  categories: string[];
  images: Array<{ url: string; alt: string; printArea: PrintArea | null }>;
  variants: Array<{ shopifyId: string; title: string; price: string; available: boolean; imageUrl: string | null }>;
  /** Two decimals on a 0-5 scale, or null. */
  rating: string | null;
  badges: string[];
  /** What was wrong with the owner's metafields; the product is kept without the bad value. */
  problems: string[];
}

const printAreaSchema = z.object({
  x: z.number().min(0).max(1024),
  y: z.number().min(0).max(1024),
  width: z.number().positive().max(1024),
  height: z.number().positive().max(1024),
  surface: z.enum(PRINT_SURFACES),
  surfaceColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  material: z.enum(MATERIALS).optional(),
});
const printAreasSchema = z.array(printAreaSchema.nullable()).max(20);
// Shopify's `rating` type stores {"value","scale_min","scale_max"} as strings.
const ratingSchema = z.object({ value: z.coerce.number(), scale_max: z.coerce.number().positive() });
const badgesSchema = z.array(z.string().trim().min(1).max(40)).max(5);

function parseJson<T>(schema: z.ZodType<T>, value: string): T | Error {
  try {
    const parsed = schema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : new Error(parsed.error.issues.map((i) => i.message).join('; '));
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** The one place a Storefront API product becomes ours. */
export function reshapeProduct(product: ShopifyProduct, category: string, namespace: string): SyncedProduct {
  const problems: string[] = [];
  const metafield = (key: string) =>
    product.metafields.find((m) => m?.namespace === namespace && m.key === key) ?? null;
  const read = <T>(key: string, schema: z.ZodType<T>): T | null => {
    const m = metafield(key);
    if (!m) return null;
    const value = parseJson(schema, m.value);
    if (value instanceof Error) {
      problems.push(`${namespace}.${key}: ${value.message}`);
      return null;
    }
    return value;
  };

  const rating = read(METAFIELD_KEYS.rating, ratingSchema);
  const areas = read(METAFIELD_KEYS.printAreas, printAreasSchema) ?? [];
  if (product.variants.pageInfo.hasNextPage) problems.push('more than 250 variants: the rest are left out');
  return {
    shopifyId: product.id,
    handle: product.handle,
    title: product.title,
    description: product.description,
    productType: product.productType,
    vendor: product.vendor,
    tags: product.tags,
    categories: [category],
    images: removeEdgesAndNodes(product.images).map((image, i) => ({
      url: image.url,
      alt: image.altText ?? product.title,
      printArea: areas[i] ?? null,
    })),
    variants: removeEdgesAndNodes(product.variants).map((v) => ({
      shopifyId: v.id,
      title: v.title,
      price: toMoneyString(v.price.amount),
      available: v.availableForSale,
      imageUrl: v.image?.url ?? null,
    })),
    rating: rating ? Math.min(5, Math.max(0, (rating.value / rating.scale_max) * 5)).toFixed(2) : null,
    badges: read(METAFIELD_KEYS.badges, badgesSchema) ?? [],
    problems,
  };
}
