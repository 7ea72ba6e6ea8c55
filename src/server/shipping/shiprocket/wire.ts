import { z } from 'zod';
import type { OrderStatus } from '../../../contracts/admin';

/**
 * Shiprocket's wire format (apidocs.shiprocket.in, API v1 "external"), only the fields we read.
 * Ids come as numbers in some answers and strings in others, so both are taken.
 */
const id = z.union([z.number(), z.string()]).transform(String);

export const loginResponse = z.object({ token: z.string().min(1) });

/**
 * GET /courier/serviceability: the couriers that serve the pair of pincodes, each with its id and
 * estimated days (a string such as "4"), and the id of the one Shiprocket recommends by the
 * shop's courier priority.
 */
export const serviceabilityResponse = z.object({
  data: z.object({
    recommended_courier_company_id: z.union([z.number(), z.string()]).nullish(),
    available_courier_companies: z.array(
      z.object({
        courier_company_id: z.union([z.number(), z.string()]).nullish(),
        courier_name: z.string(),
        rate: z.union([z.number(), z.string()]).transform(Number),
        estimated_delivery_days: z.union([z.number(), z.string()]).nullish(),
        cod: z.union([z.number(), z.boolean()]).transform(Boolean),
      }),
    ),
  }),
});

/** POST /orders/create/adhoc: the Shiprocket order and shipment ids (not ours). */
export const createOrderResponse = z.object({ order_id: id, shipment_id: id, status: z.string().optional() });

/** POST /courier/assign/awb. */
export const assignAwbResponse = z.object({
  awb_assign_status: z.number(),
  response: z.object({ data: z.object({ awb_code: z.string().min(1), courier_name: z.string() }) }),
});

/** GET /orders?search=<our order id>: the orders whose channel order id matches. */
export const ordersSearchResponse = z.object({
  data: z.array(
    z.object({
      id,
      channel_order_id: z.string(),
      status: z.string().optional(),
      shipments: z.array(z.object({ id, awb: z.string().nullish(), courier: z.string().nullish() })).default([]),
    }),
  ),
});

export const labelResponse = z.object({ label_created: z.number(), label_url: z.string().url() });
export const manifestResponse = z.object({ status: z.number(), manifest_url: z.string().url() });
/** POST /manifests/print: a manifest generated before, by Shiprocket's order ids. */
export const manifestPrintResponse = z.object({ manifest_url: z.string().url() });

const scan = z.object({
  date: z.string(),
  status: z.string().optional(),
  activity: z.string().default(''),
  location: z.string().default(''),
  'sr-status': z.union([z.string(), z.number()]).optional(),
  'sr-status-label': z.string().optional(),
});

/** The tracking webhook's body (configured in the panel: Settings > API > Webhooks). */
export const trackingWebhook = z.object({
  awb: z.union([z.string(), z.number()]).transform(String),
  current_status: z.string(),
  shipment_status_id: z.number().optional(),
  scans: z.array(scan).default([]),
});

/** GET /courier/track/awb/{awb}. */
export const trackResponse = z.object({
  tracking_data: z.object({
    shipment_status: z.number().optional(),
    shipment_track: z.array(z.object({ awb_code: z.string().optional(), current_status: z.string() })).default([]),
    shipment_track_activities: z
      .array(
        z.object({
          date: z.string(),
          status: z.string().optional(),
          activity: z.string().default(''),
          location: z.string().default(''),
          'sr-status': z.union([z.string(), z.number()]).optional(),
          'sr-status-label': z.string().optional(),
        }),
      )
      .nullish(),
  }),
});

/**
 * Shiprocket's shipment status codes (the Tracking tag's table) that move an order; every other
 * code (manifested, pickup scheduled, RTO initiated...) is recorded as a scan and moves nothing.
 */
const ORDER_STATUS_BY_CODE: Record<number, OrderStatus> = {
  6: 'dispatched', // Shipped
  42: 'dispatched', // Picked up
  18: 'dispatched', // In transit
  17: 'out_for_delivery',
  7: 'delivered',
  21: 'undelivered',
  10: 'returned', // RTO delivered
};

export function orderStatusForCode(code: number | string | undefined): OrderStatus | null {
  if (code === undefined || code === '') return null;
  return ORDER_STATUS_BY_CODE[Number(code)] ?? null;
}

/**
 * Scan dates come as 'YYYY-MM-DD HH:mm:ss' in India time (no zone given); read them as IST so the
 * timeline is right wherever the server runs.
 */
export function parseIstDate(text: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) {
    const d = new Date(text);
    return Number.isNaN(d.getTime()) ? new Date() : d;
  }
  const [, y, mo, d, h, mi, s] = m;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}+05:30`);
}
