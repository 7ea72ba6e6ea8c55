import * as z from 'zod/mini';
import type { ShopperOrderEvent } from './order-status';

/**
 * Which courier statuses send the shopper a message (issue 28), set by the owner in Settings
 * (`GET`/`PUT /api/admin/courier-messages`). Dispatched and delivered are on until the owner says
 * otherwise, as before the switches; out for delivery, not delivered and returned start off.
 */
export const COURIER_MESSAGE_EVENTS = [
  'dispatched',
  'out_for_delivery',
  'delivered',
  'undelivered',
  'returned',
] as const satisfies readonly ShopperOrderEvent[];
export type CourierMessageEvent = (typeof COURIER_MESSAGE_EVENTS)[number];

export const DEFAULT_COURIER_MESSAGES: CourierMessageEvent[] = ['dispatched', 'delivered'];

export const COURIER_MESSAGE_LABELS: Record<CourierMessageEvent, { label: string; help: string }> = {
  dispatched: { label: 'Dispatched', help: 'The parcel has left the shop, with its tracking link.' },
  out_for_delivery: { label: 'Out for delivery', help: 'The courier will deliver it today.' },
  delivered: { label: 'Delivered', help: 'The parcel has reached the shopper.' },
  undelivered: {
    label: 'Not delivered',
    help: 'The courier could not deliver it: the shopper is asked to reply with a good time or the right address.',
  },
  returned: {
    label: 'Returned',
    help: 'The parcel came back to the shop: the shopper is asked to reply to have it sent again.',
  },
};

export const courierMessagesSchema = z.object({
  /** The statuses that send a message; each at most once. */
  events: z.array(z.enum(COURIER_MESSAGE_EVENTS, 'Choose among the courier statuses')).check(
    z.maxLength(COURIER_MESSAGE_EVENTS.length),
    z.refine((list) => new Set(list).size === list.length, 'Each status at most once'),
  ),
});
export type CourierMessages = z.infer<typeof courierMessagesSchema>;
