import * as z from 'zod/mini';
import { orderStatusSchema } from './admin';

/**
 * The owner's shipping API (issue 28), beside the order (`/api/admin/orders/:orderId/shipment`):
 * book in one tap, print the label (`.../shipment/label.pdf`), answer a failed delivery (NDR).
 * With the manual provider nothing is booked: `automatic` is false and the order's dispatch form
 * (courier + AWB) is the way.
 */
export const BOOKING_STATES = ['waiting', 'booked', 'cancelled'] as const;

export const shipmentScanSchema = z.object({
  courierStatus: z.string(),
  activity: z.string(),
  location: z.string(),
  orderStatus: z.nullable(orderStatusSchema),
  at: z.string(),
});

export const shipmentViewSchema = z.object({
  provider: z.enum(['manual', 'shiprocket']),
  automatic: z.boolean(),
  shipment: z.nullable(
    z.object({
      booking: z.enum(BOOKING_STATES),
      awb: z.nullable(z.string()),
      courierName: z.nullable(z.string()),
      courierStatus: z.nullable(z.string()),
      trackingUrl: z.nullable(z.string()),
      /** The label can be printed (GET .../shipment/label.pdf). */
      labelReady: z.boolean(),
      attempts: z.number(),
      /** An attempt is at the courier right now: the booking waits for its answer, not for a retry. */
      bookingNow: z.boolean(),
      /** Why the last booking attempt failed; it is tried again at nextAttemptAt. */
      lastError: z.nullable(z.string()),
      nextAttemptAt: z.nullable(z.string()),
      ndrAction: z.nullable(z.enum(['re-attempt', 'return'])),
      scans: z.array(shipmentScanSchema),
    }),
  ),
});
export type ShipmentView = z.infer<typeof shipmentViewSchema>;

export const ndrActionRequestSchema = z.object({
  action: z.enum(['re-attempt', 'return']),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type NdrActionRequest = z.infer<typeof ndrActionRequestSchema>;

/**
 * `GET /api/admin/shipments/failed`: every order the courier could not deliver (an NDR), oldest
 * first, with what the courier said last and whether the owner has answered yet.
 */
export const failedDeliverySchema = z.object({
  orderId: z.string(),
  reference: z.string(),
  customerName: z.string(),
  city: z.string(),
  pincode: z.string(),
  awb: z.nullable(z.string()),
  courierName: z.nullable(z.string()),
  /** The courier's last scan: its words, place and time. */
  lastScan: z.nullable(z.object({ activity: z.string(), location: z.string(), at: z.string() })),
  cashOnDelivery: z.boolean(),
  ndrAction: z.nullable(z.enum(['re-attempt', 'return'])),
});
export const failedDeliveriesSchema = z.object({ deliveries: z.array(failedDeliverySchema) });
export type FailedDelivery = z.infer<typeof failedDeliverySchema>;

/** Packed parcel of a variant, in the studio: grams > 0 and the box in whole or half centimetres. */
export const PARCEL_LIMITS = { maxGrams: 30_000, minCm: 1, maxCm: 200 } as const;
const cm = z
  .number('Enter the size in cm')
  .check(
    z.gte(PARCEL_LIMITS.minCm, `At least ${PARCEL_LIMITS.minCm} cm`),
    z.lte(PARCEL_LIMITS.maxCm, `At most ${PARCEL_LIMITS.maxCm} cm`),
  );
export const parcelSchema = z.object({
  packedWeightGrams: z
    .int('Enter the packed weight in whole grams')
    .check(z.gt(0, 'The packed weight must be more than 0 g'), z.lte(PARCEL_LIMITS.maxGrams, 'At most 30 kg')),
  boxCm: z.object({ length: cm, breadth: cm, height: cm }),
});
export type Parcel = z.infer<typeof parcelSchema>;
