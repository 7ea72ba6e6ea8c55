import * as z from 'zod/mini';

/** Analytics event names the spec asks for, plus page views, search and save. */
export const EVENT_NAMES = [
  'page_view',
  'product_tab_tap',
  'product_tap',
  'customize_tap',
  'customization_input',
  'file_upload',
  'generate_tap',
  'reset',
  'preview_generated',
  'add_to_cart',
  'checkout',
  'search',
  'save_product',
] as const;
export const eventNameSchema = z.enum(EVENT_NAMES);
export type EventName = z.infer<typeof eventNameSchema>;

const propValue = z.union([z.string().check(z.maxLength(500)), z.number(), z.boolean(), z.null()]);

export const analyticsEventSchema = z.object({
  name: eventNameSchema,
  /** Flat properties only, so a sink can forward them as they are. */
  props: z._default(z.record(z.string().check(z.maxLength(64)), propValue), {}),
  path: z.string().check(z.maxLength(500)),
  /** Milliseconds since the epoch, taken in the browser. */
  at: z.int(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const eventBatchSchema = z.object({
  sessionId: z.string().check(z.minLength(8), z.maxLength(64)),
  events: z.array(analyticsEventSchema).check(z.minLength(1), z.maxLength(50)),
});
export type EventBatch = z.infer<typeof eventBatchSchema>;

export const eventBatchResponseSchema = z.object({ accepted: z.int() });
