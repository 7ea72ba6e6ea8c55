import * as z from 'zod/mini';
import { DEFAULT_COLOR, DEFAULT_FONT, DEFAULT_STYLE } from '../../contracts/limits';
import { productSchema, variantSchema } from '../../contracts/products';

/*
 * The stored cart's schema (spec: Stored cart), apart from stored-cart.ts: what the browser kept is
 * checked before it is used, but zod is not on the first screen, so this module arrives with the
 * cart's code after hydration (reconcile-stored-cart.ts, cart-actions.ts) and hands its check over.
 */

const text = (fallback: string) => z._default(z.string(), fallback);

const customizationStateSchema = z.object({
  name: text(''),
  houseNumber: text(''),
  line1: text(''),
  line2: text(''),
  font: text(DEFAULT_FONT),
  color: text(DEFAULT_COLOR),
  style: text(DEFAULT_STYLE),
  userImageUrl: text(''),
  aiPrompt: text(''),
  previewImage: text(''),
});
export type CustomizationState = z.infer<typeof customizationStateSchema>;

const storedCartLineSchema = z.object({
  /** Local timestamp id. */
  id: z.number(),
  product: z.extend(productSchema, { price: z.string() }),
  selectedVariant: variantSchema,
  customization: customizationStateSchema,
  quantity: z.int().check(z.gte(1)),
  shopifyLineId: z.nullable(z.string()),
  clientItemId: z.string(),
});
export type StoredCartLine = z.infer<typeof storedCartLineSchema>;

const storedCartSchema = z.object({
  cartId: z.nullable(z.string()),
  checkoutUrl: z.nullable(z.string()),
  items: z.array(storedCartLineSchema),
});
export type StoredCart = z.infer<typeof storedCartSchema>;

/** What was kept under the cart's key, checked; null when it is not a stored cart. */
export function parseStoredCart(raw: unknown): StoredCart | null {
  const parsed = storedCartSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
