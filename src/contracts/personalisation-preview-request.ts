import * as z from 'zod/mini';
import { designValuesSchema } from './cart-requests';
import { LIMITS } from './limits';
import { shopperTextCheck } from './shopper-text';

/**
 * Issue 41: the body of a design's preview call, on its own so a saved design's link
 * (contracts/designs.ts) can check it without the design documents' schemas in the browser.
 */
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
