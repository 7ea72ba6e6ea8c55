import * as z from 'zod/mini';
import { designValuesSchema } from './cart-requests';
import { designInputSchema, personalisationDesignSchema } from './personalisation-design';

/**
 * What the studio's design API answers (issue 41): the product's current design (null for a
 * product that has none yet) and the starting designs on offer, by key and name. The studio
 * reads the starters' documents from contracts/personalisation-starters.ts.
 */
export const designResponseSchema = z.object({
  design: z.nullable(personalisationDesignSchema),
  starters: z.array(z.object({ key: z.string(), name: z.string() })),
});

/**
 * The studio's preview of the design being edited (issue 41 item 6): the design as it stands in
 * the editor (saved or not), sample values by field id, and which of the product's photos to draw
 * them on. The server checks the design and the values as a save and a cart line are checked.
 */
export const studioDesignPreviewRequestSchema = z.object({
  design: designInputSchema,
  fields: designValuesSchema,
  imageId: z.string().check(z.regex(/^[a-z0-9-]{1,100}$/, 'Unknown image')),
});
export type StudioDesignPreviewRequest = z.input<typeof studioDesignPreviewRequestSchema>;

/** POST: the studio's design drawn on the product's own photo, by the preview renderers. */
export const studioDesignPreviewPath = (productId: string) =>
  `/api/admin/products/${encodeURIComponent(productId)}/design/preview`;
