import * as z from 'zod/mini';
import { cartIdSchema } from './cart';

/*
 * Issue 29 item 3, Shopify mode: the shopper's code goes to Shopify's cart (codes are Shopify's
 * there) and the cart answers what Shopify made of it. Its own contract, read only by the cart's
 * lazy panel, so the home page's first load does not carry it.
 */
export const cartDiscountRequestSchema = z.object({
  cartId: cartIdSchema,
  /** Empty removes the code. Shopify's codes are case-insensitive; its own limits apply beyond ours. */
  code: z.string().check(z.trim(), z.maxLength(255, 'A code is at most 255 characters')),
});
export type CartDiscountRequest = z.infer<typeof cartDiscountRequestSchema>;

export const cartDiscountsSchema = z.object({
  /** The codes on the cart and whether each applies to what is in it now. */
  codes: z.array(z.object({ code: z.string(), applicable: z.boolean() })),
  /** Rupees taken off the whole cart by discounts, as Shopify allocated them. */
  discountAmount: z.string(),
  subtotalAmount: z.string(),
  totalAmount: z.string(),
});
export type CartDiscounts = z.infer<typeof cartDiscountsSchema>;

export const cartDiscountResponseSchema = z.object({ success: z.literal(true), discounts: cartDiscountsSchema });
