import * as z from 'zod/mini';
import { cartIdSchema } from './cart';
import { letteringText } from './lettering-coverage';
import { LIMITS } from './limits';
import { shopperText } from './shopper-text';

/*
 * What a shopper sends to change a cart. Apart from contracts/cart.ts (the cart's answers) so the
 * home page's first load, which reads carts, does not carry the lettering coverage table: the
 * sheet's fields and the API check what is typed.
 */

const text = (max: number, label: string, multiline = false) => z.optional(shopperText(max, label, { multiline }));
// The lines drawn on the piece: refused when a character has no lettering font, as the preview refuses it.
const lettered = (max: number, label: string) => z.optional(letteringText(max, label));

/** The values of a product's design by field id (issue 41), as a cart line and a design preview carry them. */
export const designValuesSchema = z
  .record(
    z.string().check(z.regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/, 'A field id is a letter then letters or digits')),
    z.string().check(z.maxLength(2000)),
  )
  .check(z.refine((r) => Object.keys(r).length <= 200, 'A piece has at most 200 fields'));

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
  /**
   * Issue 41: the values of the product's design by field id, and the design version the sheet
   * showed. Checked on the server against that version (personalisation/cart-line.ts).
   */
  fields: z.optional(designValuesSchema),
  designVersion: z.optional(z.int().check(z.gte(1), z.lte(1_000_000))),
});
export type CustomizationPayload = z.infer<typeof customizationSchema>;

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
