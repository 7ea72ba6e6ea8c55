import * as z from 'zod/mini';
import { shopperText } from './shopper-text';

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

const propValue = z.union([shopperText(500, 'A property'), z.number(), z.boolean(), z.null()]);
// A browser clock can be wrong, but not by decades: this keeps `at` a date the database can store.
const EARLIEST_EVENT_MS = Date.UTC(2020, 0, 1);
const LATEST_EVENT_MS = Date.UTC(2100, 0, 1);

export const analyticsEventSchema = z.object({
  name: eventNameSchema,
  /** Flat properties only, so a sink can forward them as they are. */
  props: z._default(z.record(shopperText(64, 'A property name'), propValue), {}),
  path: shopperText(500, 'Path'),
  /** Milliseconds since the epoch, taken in the browser. */
  at: z
    .int()
    .check(
      z.gte(EARLIEST_EVENT_MS, 'at must be a time after 2020'),
      z.lte(LATEST_EVENT_MS, 'at must be a time before 2100'),
    ),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const eventBatchSchema = z.object({
  sessionId: z.string().check(z.minLength(8), z.maxLength(64)),
  events: z.array(analyticsEventSchema).check(z.minLength(1), z.maxLength(50)),
});
export type EventBatch = z.infer<typeof eventBatchSchema>;

export const eventBatchResponseSchema = z.object({ accepted: z.int() });
