import * as z from 'zod/mini';

/** Opaque, unguessable cart id issued by the server. */
export const cartIdSchema = z.string().check(z.trim(), z.minLength(8), z.maxLength(200));

export const cartAttributeSchema = z.object({ key: z.string(), value: z.string() });
export type CartAttribute = z.infer<typeof cartAttributeSchema>;

export const cartLineSchema = z.object({
  id: z.string(),
  quantity: z.int(),
  attributes: z.array(cartAttributeSchema),
  variantId: z.string(),
  /** Unit price from the catalogue, rupees as a decimal string. */
  unitPrice: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  id: z.string(),
  checkoutUrl: z.string(),
  lines: z.array(cartLineSchema),
  /** Sum of the lines, rupees as a decimal string, computed by the server. */
  totalAmount: z.string(),
});
export type Cart = z.infer<typeof cartSchema>;

export const getCartQuerySchema = z.object({ cartId: cartIdSchema });

export const cartResponseSchema = z.object({
  success: z.boolean(),
  cart: z.optional(cartSchema),
  error: z.optional(z.string()),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const createCheckoutRequestSchema = z.object({
  cartId: cartIdSchema,
  checkoutUrl: z.nullish(z.string().check(z.maxLength(1000))),
});

export const createCheckoutResponseSchema = z.object({
  success: z.boolean(),
  checkoutUrl: z.optional(z.string()),
  error: z.optional(z.string()),
});
