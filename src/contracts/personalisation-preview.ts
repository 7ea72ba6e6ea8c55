import * as z from 'zod/mini';
import { personalisationDesignSchema } from './personalisation-design';

/**
 * Issue 41: the shopper's side of a product's own design. The sheet asks for the design a product
 * is personalised by (none: its category's form, as the spec has it), and asks the server to draw
 * the values on the product's photo; the server places them from the stored version, never from
 * anything the browser says about slots.
 */

/** The product's design when it asks for something other than its category's form, else null. */
export const shopperDesignResponseSchema = z.object({ design: z.nullable(personalisationDesignSchema) });
export type ShopperDesignResponse = z.infer<typeof shopperDesignResponseSchema>;

export { shopperDesignParamsSchema } from './personalisation-preview-request';

export { designPreviewRequestSchema, type DesignPreviewRequest } from './personalisation-preview-request';
