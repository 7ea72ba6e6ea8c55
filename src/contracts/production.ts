import * as z from 'zod/mini';
import { PRODUCTION_FILE_KINDS } from './admin';

export type ProductionFileKind = (typeof PRODUCTION_FILE_KINDS)[number];

/** Where the workspace downloads a line's production file. */
export function productionFileUrl(orderId: string, lineId: string, kind: ProductionFileKind): string {
  return `/api/admin/orders/${orderId}/lines/${lineId}/production.${kind}`;
}

export const productionParamsSchema = z.object({ orderId: z.uuid(), lineId: z.uuid() });

/**
 * `GET /api/admin/orders/:orderId/lines/:lineId/production`: which files a line has and, for a
 * mug, whether the uploaded photo is sharp enough to print (below 150 DPI at print size it is
 * not, and the order page says so before the mug is made).
 */
export const lineProductionSchema = z.object({
  files: z.array(z.object({ kind: z.enum(PRODUCTION_FILE_KINDS), url: z.string() })),
  /** Why the line has no file (a product no longer sold, bunting), when it has none. */
  unavailable: z.optional(z.string()),
  photoDpi: z.optional(z.number()),
  lowResolution: z.optional(z.boolean()),
  /** Mugs: the shopper's photo is missing; the wrap has the caption and a blank panel for it. */
  photoMissing: z.optional(z.boolean()),
  /** Set with lowResolution or photoMissing: the sentence the order page shows. */
  warning: z.optional(z.string()),
});
export type LineProduction = z.infer<typeof lineProductionSchema>;

export const LOW_RESOLUTION_WARNING = 'The photo is below 150 DPI at print size and may print blurry.';

export const PHOTO_MISSING_WARNING =
  "The shopper's photo is missing: the wrap has the caption and a blank panel where the photo goes. Ask the shopper to send the photo again before making this mug.";
