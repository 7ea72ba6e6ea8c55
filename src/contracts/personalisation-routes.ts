/**
 * The shopper's design calls (issue 41) by path, apart from their schemas: the sheet names them
 * without bringing the design's zod schemas into the browser (see personalisation-conditions.ts).
 */

/** GET: the product's own design, or null when it takes its category's form. */
export const shopperDesignPath = (handle: string) => `/api/products/${encodeURIComponent(handle)}/design`;

/** POST: the design's values drawn on the product's photo. */
export const DESIGN_PREVIEW_PATH = '/api/products/customize/design';
