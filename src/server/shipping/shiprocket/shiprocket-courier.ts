import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { indiaDate } from '../../../contracts/india-days';
import {
  OrderCancelledAtCourier,
  type CourierProvider,
  type ParcelOrder,
  type Scan,
  type TrackingUpdate,
} from '../types';
import { createShiprocketApi, ShiprocketApiError } from './shiprocket-api';
import {
  assignAwbResponse,
  createOrderResponse,
  labelResponse,
  manifestPrintResponse,
  manifestResponse,
  orderStatusForCode,
  ordersSearchResponse,
  parseIstDate,
  serviceabilityResponse,
  trackingWebhook,
  trackResponse,
} from './wire';

export interface ShiprocketOptions {
  email: string;
  password: string;
  /** The pickup location's nickname as added in the panel: an order cannot name a new address. */
  pickupLocation: string;
  /** The security token typed with the webhook URL in the panel (sent as x-api-key); unset: webhooks refused. */
  webhookToken: string | undefined;
  apiUrl: string;
  now?: () => number;
}

const anything = z.unknown();

/** "4" or 4 is 4 days; a range such as "3-4" promises its longer end; anything else is no estimate. */
function estimatedDays(value: string | number | null | undefined): number | null {
  if (value == null) return null;
  const days = String(value)
    .split('-')
    .map((part) => Number(part.trim()));
  const last = days.at(-1);
  return last !== undefined && Number.isInteger(last) && last >= 0 && days.every(Number.isFinite) ? last : null;
}

function adhocOrder(p: ParcelOrder, pickupLocation: string) {
  const [first, ...rest] = p.customer.name.trim().split(/\s+/);
  return {
    order_id: p.reference,
    // Shiprocket takes order_date as yyyy-mm-dd, India's calendar day.
    order_date: indiaDate(p.orderDate),
    pickup_location: pickupLocation,
    billing_customer_name: first ?? p.customer.name,
    billing_last_name: rest.join(' '),
    billing_address: p.customer.address1,
    billing_address_2: p.customer.address2,
    billing_city: p.customer.city,
    billing_pincode: p.customer.pincode,
    billing_state: p.customer.state,
    billing_country: 'India',
    billing_email: p.customer.email,
    billing_phone: p.customer.phone,
    shipping_is_billing: true,
    order_items: p.items.map((i) => ({
      name: i.name,
      sku: i.sku,
      units: i.units,
      selling_price: i.sellingPrice,
      hsn: i.hsn,
    })),
    payment_method: p.paymentMethod,
    sub_total: Number(p.subTotal),
    length: p.lengthCm,
    breadth: p.breadthCm,
    height: p.heightCm,
    weight: p.weightKg,
  };
}

/** The scans whose date can be read, and the dates that could not (refused: never dated "now"). */
function scansOf(
  list: {
    date: string;
    status?: string;
    activity: string;
    location: string;
    'sr-status'?: string | number;
    'sr-status-label'?: string;
  }[],
): { scans: Scan[]; refusedDates: string[] } {
  const scans: Scan[] = [];
  const refusedDates: string[] = [];
  for (const s of list) {
    const at = parseIstDate(s.date);
    if (!at) {
      refusedDates.push(s.date.slice(0, 40));
      continue;
    }
    scans.push({
      at,
      courierStatus: s['sr-status-label'] ?? s.status ?? '',
      activity: s.activity,
      location: s.location,
      orderStatus: orderStatusForCode(s['sr-status']),
    });
  }
  return { scans, refusedDates };
}

/** The newest scan's time, for an update that carries no time of its own. */
const newest = (scans: Scan[]) =>
  scans.reduce<Date | null>((latest, s) => (!latest || s.at > latest ? s.at : latest), null);

/** Shiprocket (apidocs.shiprocket.in): book, label, pickup, manifest, track, NDR, and its tracking webhook. */
export function createShiprocketCourier(opts: ShiprocketOptions): CourierProvider {
  const api = createShiprocketApi({ email: opts.email, password: opts.password, apiUrl: opts.apiUrl, now: opts.now });
  const expected = opts.webhookToken ? Buffer.from(opts.webhookToken) : null;

  return {
    name: 'shiprocket',
    automatic: true,

    async serviceability(q) {
      const query = new URLSearchParams({
        pickup_postcode: q.pickupPincode,
        delivery_postcode: q.deliveryPincode,
        weight: String(q.weightKg),
        cod: q.cod ? '1' : '0',
      });
      // No courier serves the pair: Shiprocket answers 404 with "No courier serviceable"; that is an empty list, not a failure.
      const res = await api
        .call('GET', `/courier/serviceability/?${query}`, serviceabilityResponse)
        .catch((err: unknown) => {
          if (err instanceof ShiprocketApiError && err.status === 404) return null;
          throw err;
        });
      if (!res) return [];
      const recommended = res.data.recommended_courier_company_id;
      return res.data.available_courier_companies.map((c) => ({
        courierName: c.courier_name,
        rate: c.rate.toFixed(2),
        estimatedDays: estimatedDays(c.estimated_delivery_days),
        cod: c.cod,
        recommended:
          recommended != null && c.courier_company_id != null && String(c.courier_company_id) === String(recommended),
      }));
    },

    async findBooking(reference) {
      const res = await api.call('GET', `/orders?search=${encodeURIComponent(reference)}`, ordersSearchResponse);
      // search matches loosely: only our exact channel order id counts, and never a cancelled order.
      const found = res.data.find((o) => o.channel_order_id === reference && o.status !== 'CANCELED');
      const shipment = found?.shipments[0];
      if (!found || !shipment) return null;
      return {
        providerOrderId: found.id,
        providerShipmentId: shipment.id,
        awb: shipment.awb || null,
        courierName: shipment.courier || null,
      };
    },

    async createOrder(parcel) {
      const res = await api.call(
        'POST',
        '/orders/create/adhoc',
        createOrderResponse,
        adhocOrder(parcel, opts.pickupLocation),
      );
      // A create naming an order id Shiprocket already has may be answered with that order, even
      // cancelled (shops report it; the docs are silent). Nothing can be booked under that id.
      if (/^CANCELL?ED$/i.test(res.status ?? '')) throw new OrderCancelledAtCourier(parcel.reference);
      return { providerOrderId: res.order_id, providerShipmentId: res.shipment_id, awb: null, courierName: null };
    },

    async assignAwb(shipmentId) {
      const res = await api.call('POST', '/courier/assign/awb', assignAwbResponse, { shipment_id: shipmentId });
      return { awb: res.response.data.awb_code, courierName: res.response.data.courier_name };
    },

    async schedulePickup(shipmentId) {
      await api.call('POST', '/courier/generate/pickup', anything, { shipment_id: [shipmentId] });
    },

    async label(shipmentId) {
      const res = await api.call('POST', '/courier/generate/label', labelResponse, { shipment_id: [shipmentId] });
      return res.label_url;
    },

    async manifest(shipmentId, orderId) {
      try {
        const res = await api.call('POST', '/manifests/generate', manifestResponse, { shipment_id: [shipmentId] });
        return res.manifest_url;
      } catch (err) {
        // A shipment's manifest is generated once; after that Shiprocket refuses to generate it
        // again and prints the one it made, by its own order id.
        if (!(err instanceof ShiprocketApiError) || err.status >= 500 || err.status === 401) throw err;
        const res = await api.call('POST', '/manifests/print', manifestPrintResponse, {
          order_ids: [Number(orderId)],
        });
        return res.manifest_url;
      }
    },

    async cancel(providerOrderId) {
      await api.call('POST', '/orders/cancel', anything, { ids: [Number(providerOrderId)] });
    },

    async track(awb) {
      try {
        const res = await api.call('GET', `/courier/track/awb/${encodeURIComponent(awb)}`, trackResponse);
        const t = res.tracking_data;
        const { scans, refusedDates } = scansOf(t.shipment_track_activities ?? []);
        return {
          awb,
          courierStatus: t.shipment_track[0]?.current_status ?? '',
          orderStatus: orderStatusForCode(t.shipment_status),
          at: newest(scans),
          scans,
          refusedDates,
        };
      } catch (err) {
        // 404: Shiprocket knows no such AWB (yet); nothing to apply.
        if (err instanceof ShiprocketApiError && err.status === 404) return null;
        throw err;
      }
    },

    verifyWebhook(headers) {
      if (!expected) return false;
      const given = headers['x-api-key'];
      if (typeof given !== 'string') return false;
      const g = Buffer.from(given);
      return g.length === expected.length && timingSafeEqual(g, expected);
    },

    parseWebhook(body): TrackingUpdate | null {
      const parsed = trackingWebhook.safeParse(body);
      if (!parsed.success) return null;
      const b = parsed.data;
      const { scans, refusedDates } = scansOf(b.scans);
      return {
        awb: b.awb,
        courierStatus: b.current_status,
        orderStatus: orderStatusForCode(b.shipment_status_id),
        // The scans' own times first: the docs do not say whether current_timestamp is the scan's
        // time or the sending's, and a retried delivery must not look newer than it is.
        at: newest(scans) ?? (b.current_timestamp ? parseIstDate(b.current_timestamp) : null),
        scans,
        refusedDates,
      };
    },

    async ndrAction(awb, action, comment) {
      await api.call('POST', `/ndr/${encodeURIComponent(awb)}/action`, anything, { action, comments: comment });
    },
  };
}
