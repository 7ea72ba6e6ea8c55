import * as z from 'zod/mini';
import { designValuesSchema } from './cart-requests';
import { LIMITS } from './limits';
import { personalisationDesignSchema } from './personalisation-design';
import { shopperTextCheck } from './shopper-text';

/**
 * Issue 41: the shopper's side of a product's own design. The sheet asks for the design a product
 * is personalised by (none: its category's form, as the spec has it), and asks the server to draw
 * the values on the product's photo; the server places them from the stored version, never from
 * anything the browser says about slots.
 */

/** The product's design when it asks for something other than its category's form, else null. */
export const shopperDesignResponseSchema = z.object({ design: z.nullable(personalisationDesignSchema) });
export type ShopperDesignResponse = z.infer<typeof shopperDesignResponseSchema>;

export const shopperDesignParamsSchema = z.object({
  handle: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(200)),
});

export const designPreviewRequestSchema = z.object({
  handle: shopperDesignParamsSchema.shape.handle,
  designVersion: z.int().check(z.gte(1), z.lte(1_000_000)),
  fields: designValuesSchema,
  /** The catalogue image the piece is drawn on: the variant's, else the product's. */
  productImageUrl: z.string().check(z.trim(), z.minLength(1, 'An image URL is required'), z.maxLength(500)),
  prompt: z.optional(z.string().check(z.trim(), shopperTextCheck(LIMITS.promptMax, 'Prompt', { multiline: true }))),
});
export type DesignPreviewRequest = z.input<typeof designPreviewRequestSchema>;
