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
  /** 'DD MM YYYY HH:mm:ss', India time, in the published sample. */
  current_timestamp: z.string().optional(),
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
 * The ways Shiprocket writes a time, all India time with no zone given (issue 39): a scan's `date`
 * and the tracking API's activities as 'YYYY-MM-DD HH:mm:ss' (apidocs.shiprocket.in, "Get
 * Tracking through AWB"), the webhook's `current_timestamp` as 'DD MM YYYY HH:mm:ss' (its sample
 * payload: "23 05 2023 11:43:52"), and some couriers' scans passed on as 'DD/MM/YYYY HH:mm:ss' or
 * 'DD-MM-YYYY HH:mm:ss'. A time with its own zone (ISO 8601) is read as written.
 */
const IST_FORMATS: { pattern: RegExp; order: 'ymd' | 'dmy' }[] = [
  { pattern: /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/, order: 'ymd' },
  { pattern: /^(\d{2})([ /-])(\d{2})\2(\d{4})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/, order: 'dmy' },
];
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A courier time as a Date, or null when it is written in none of the ways above (or names no
 * real day, such as 31/02): the caller refuses such a scan rather than dating it "now", which made
 * each retry of it a new scan.
 */
export function parseIstDate(text: string): Date | null {
  const v = text.trim();
  if (ZONED.test(v)) {
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  for (const { pattern, order } of IST_FORMATS) {
    const m = pattern.exec(v);
    if (!m) continue;
    const [y, mo, d, h, mi, s] =
      order === 'ymd' ? [m[1], m[2], m[3], m[4], m[5], m[6]] : [m[4], m[3], m[1], m[5], m[6], m[7]];
    const iso = `${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}`;
    const at = new Date(`${iso}+05:30`);
    if (Number.isNaN(at.getTime())) return null;
    // Date rolls 31/02 over to 3 March and 24:70 into the next day: only a real day and time counts.
    const back = new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19);
    return back === iso ? at : null;
  }
  return null;
}
