import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { letteringText } from './lettering-coverage';
import { shopperText } from './shopper-text';

/** Opaque, unguessable cart id issued by the server. */
export const cartIdSchema = z.string().check(z.trim(), z.minLength(8), z.maxLength(200));

const text = (max: number, label: string, multiline = false) => z.optional(shopperText(max, label, { multiline }));
// The lines drawn on the piece: refused when a character has no lettering font, as the preview refuses it.
const lettered = (max: number, label: string) => z.optional(letteringText(max, label));

export const customizationSchema = z.object({
  name: lettered(LIMITS.nameMax, 'Name'),
  houseNumber: lettered(LIMITS.houseNumberMax, 'House number'),
  childName: lettered(LIMITS.childNameMax, 'Child name'),
  line1: lettered(LIMITS.captionMax, 'Caption'),
  line2: lettered(200, 'Second line'),
  font: text(40, 'Font'),
  color: text(20, 'Colour'),
  style: text(40, 'Style'),
  aiPrompt: text(LIMITS.promptMax, 'Prompt', true),
  previewImage: text(500, 'Preview image'),
  userImageUrl: text(500, 'Photo'),
});
export type CustomizationPayload = z.infer<typeof customizationSchema>;

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

const quantity = z
  .int()
  .check(
    z.gte(LIMITS.quantityMin, 'Quantity must be at least 1'),
    z.lte(LIMITS.quantityMax, `Quantity must be at most ${LIMITS.quantityMax}`),
  );

export const addToCartRequestSchema = z.object({
  product: z.object({
    id: z.string().check(z.maxLength(100)),
    selectedVariantId: z.string().check(z.minLength(1, 'A variant must be selected'), z.maxLength(100)),
  }),
  customization: z._default(customizationSchema, {}),
  quantity: z._default(quantity, LIMITS.quantityPerAdd),
  cartId: z.nullish(cartIdSchema),
  clientItemId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;

export const updateCartRequestSchema = z.object({
  cartId: cartIdSchema,
  lineId: z.string().check(z.minLength(1), z.maxLength(200)),
  quantity,
});

export const removeFromCartRequestSchema = z.object({
  cartId: cartIdSchema,
  lineIds: z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.minLength(1), z.maxLength(100)),
});

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
