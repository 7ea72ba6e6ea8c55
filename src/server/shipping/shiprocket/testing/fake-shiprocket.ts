import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Shiprocket stand-in that follows the published API (apidocs.shiprocket.in, v1 "external"):
 * login with the API user, serviceability, adhoc orders, AWB, pickup, label and manifest PDFs,
 * orders searched by our channel order id, tracking by AWB, cancel and NDR actions. Tests switch
 * it down (503), make a create succeed but answer 504 (the booking Shiprocket kept while our
 * request failed) or answer slowly, and send the tracking webhook as Shiprocket does (x-api-key token).
 */
export interface FakeOrder {
  id: number;
  shipmentId: number;
  channelOrderId: string;
  status: string;
  awb: string | null;
  courier: string | null;
  body: Record<string, unknown>;
  pickups: number;
  manifested: boolean;
  scans: {
    date: string;
    status: string;
    activity: string;
    location: string;
    'sr-status': string;
    'sr-status-label': string;
  }[];
  statusCode: number;
  ndrActions: { action: string; comments: string }[];
}

export interface FakeShiprocketOptions {
  email?: string;
  password?: string;
  /** How long a token is accepted: 10 days, as published. */
  tokenLifetimeMs?: number;
  now?: () => number;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const LABELS: Record<number, string> = {
  6: 'SHIPPED',
  42: 'PICKED UP',
  18: 'IN TRANSIT',
  17: 'OUT FOR DELIVERY',
  7: 'DELIVERED',
  21: 'UNDELIVERED',
  9: 'RTO INITIATED',
  10: 'RTO DELIVERED',
};

/** The courier's own words for a scan, as Shiprocket passes them on. */
const ACTIVITIES: Record<number, string> = {
  42: 'Shipment picked up',
  18: 'In transit',
  17: 'Out for delivery',
  7: 'Delivered',
  21: 'Consignee not available',
  9: 'Return to origin initiated',
  10: 'Returned to origin',
};

export async function startFakeShiprocket(options: FakeShiprocketOptions = {}) {
  const email = options.email ?? 'api@shop.test';
  const password = options.password ?? 'secret';
  const lifetime = options.tokenLifetimeMs ?? 240 * 3600_000;
  const now = options.now ?? Date.now;
  const tokens = new Map<string, number>();
  const orders: FakeOrder[] = [];
  const state = {
    logins: 0,
    /** Every call answers 503 while true. */
    down: false,
    /** The next adhoc create is kept but answered 504, as a timeout after Shiprocket took it. */
    createTimesOutOnce: false,
    /** Every adhoc create is answered this many milliseconds late: a slow day at Shiprocket. */
    slowCreateMs: 0,
    /** Every serviceability answer this many milliseconds late (the bench: an API across the internet). */
    slowServiceabilityMs: 0,
    /**
     * A create naming a channel order id it already has is answered with that order as it stands,
     * cancelled or not, as shops report of their accounts. The docs promise neither this nor a second
     * order, so the adapter must be right both ways.
     */
    dedupesChannelOrderIds: false,
    calls: [] as string[],
    /** The query of every serviceability call answered. */
    serviceability: [] as Record<string, string>[],
    orders,
  };
  let nextId = 1000;

  async function body(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  const byShipment = (id: unknown) => orders.find((o) => o.shipmentId === Number(Array.isArray(id) ? id[0] : id));

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname.replace(/^\/v1\/external/, '');
      state.calls.push(`${req.method} ${path}`);
      if (state.down) return json(res, 503, { message: 'Service Unavailable' });
      // Label and manifest links are plain public file links, like the ones Shiprocket answers with.
      if (req.method === 'GET' && /^\/(labels|manifests)\/\d+\.pdf$/.test(url.pathname)) {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end('%PDF-1.4\n%fake label\n');
      }
      const b = req.method === 'POST' ? await body(req) : {};
      if (path === '/auth/login') {
        if (b.email !== email || b.password !== password)
          return json(res, 403, { message: 'Invalid email and password combination' });
        state.logins++;
        const token = randomBytes(24).toString('base64url');
        tokens.set(token, now() + lifetime);
        return json(res, 200, { id: 1, email, token });
      }
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const expires = bearer ? tokens.get(bearer) : undefined;
      if (!expires || expires <= now()) return json(res, 401, { message: 'Token has expired', status_code: 401 });

      if (req.method === 'GET' && path.replace(/\/$/, '') === '/courier/serviceability') {
        if (state.slowServiceabilityMs) await new Promise((done) => setTimeout(done, state.slowServiceabilityMs));
        const pin = url.searchParams.get('delivery_postcode') ?? '';
        if (!/^\d{6}$/.test(pin)) return json(res, 422, { message: 'Delivery postcode is invalid' });
        if (pin.startsWith('99')) return json(res, 404, { message: 'No courier serviceable', status: 404 });
        // Pincodes starting 98 are served prepaid only; with cod=1 only couriers that collect cash are listed.
        const prepaidOnly = pin.startsWith('98');
        const couriers = [
          {
            courier_company_id: 12,
            courier_name: 'Delhivery Surface',
            rate: 72.5,
            estimated_delivery_days: '4',
            etd: '',
            cod: prepaidOnly ? 0 : 1,
          },
          {
            courier_company_id: 33,
            courier_name: 'Xpressbees',
            rate: 81,
            estimated_delivery_days: '3',
            etd: '',
            cod: 0,
          },
        ].filter((c) => url.searchParams.get('cod') !== '1' || c.cod === 1);
        if (couriers.length === 0) return json(res, 404, { message: 'No courier serviceable', status: 404 });
        state.serviceability.push(Object.fromEntries(url.searchParams));
        return json(res, 200, {
          status: 200,
          data: { recommended_courier_company_id: 12, available_courier_companies: couriers },
        });
      }
      if (req.method === 'POST' && path === '/orders/create/adhoc') {
        if (state.slowCreateMs) await new Promise((done) => setTimeout(done, state.slowCreateMs));
        const missing = [
          'order_id',
          'order_date',
          'pickup_location',
          'billing_customer_name',
          'billing_address',
          'billing_city',
          'billing_pincode',
          'billing_state',
          'billing_country',
          'billing_email',
          'billing_phone',
          'shipping_is_billing',
          'order_items',
          'payment_method',
          'sub_total',
          'length',
          'breadth',
          'height',
          'weight',
        ].filter((k) => b[k] === undefined || b[k] === '');
        if (missing.length)
          return json(res, 422, {
            message: 'Oops! Invalid Data.',
            errors: Object.fromEntries(missing.map((k) => [k, [`The ${k} field is required.`]])),
          });
        if (!['Prepaid', 'COD'].includes(String(b.payment_method)))
          return json(res, 422, {
            message: 'Oops! Invalid Data.',
            errors: { payment_method: ['Invalid payment method'] },
          });
        if (!(Number(b.weight) > 0))
          return json(res, 422, {
            message: 'Oops! Invalid Data.',
            errors: { weight: ['The weight must be greater than 0.'] },
          });
        for (const k of ['length', 'breadth', 'height'])
          if (!(Number(b[k]) > 0.5))
            return json(res, 422, {
              message: 'Oops! Invalid Data.',
              errors: { [k]: [`The ${k} must be more than 0.5.`] },
            });
        const known = state.dedupesChannelOrderIds && orders.find((o) => o.channelOrderId === String(b.order_id));
        if (known)
          return json(res, 200, {
            order_id: known.id,
            shipment_id: known.shipmentId,
            status: known.status,
            status_code: known.status === 'CANCELED' ? 5 : known.statusCode,
            awb_code: known.awb ?? '',
            courier_name: known.courier ?? '',
          });
        const id = nextId++;
        const order: FakeOrder = {
          id,
          shipmentId: id + 50_000,
          channelOrderId: String(b.order_id),
          status: 'NEW',
          awb: null,
          courier: null,
          body: b,
          pickups: 0,
          manifested: false,
          scans: [],
          statusCode: 1,
          ndrActions: [],
        };
        orders.push(order);
        if (state.createTimesOutOnce) {
          state.createTimesOutOnce = false;
          return json(res, 504, { message: 'Gateway Timeout' });
        }
        return json(res, 200, {
          order_id: id,
          shipment_id: order.shipmentId,
          status: 'NEW',
          status_code: 1,
          awb_code: '',
          courier_name: '',
        });
      }
      if (req.method === 'GET' && path === '/orders') {
        const search = url.searchParams.get('search') ?? '';
        const found = orders.filter((o) => o.channelOrderId.includes(search));
        return json(res, 200, {
          data: found.map((o) => ({
            id: o.id,
            channel_order_id: o.channelOrderId,
            status: o.status,
            shipments: [{ id: o.shipmentId, awb: o.awb ?? '', courier: o.courier ?? '' }],
          })),
        });
      }
      if (req.method === 'POST' && path === '/courier/assign/awb') {
        const o = byShipment(b.shipment_id);
        if (!o) return json(res, 404, { message: 'Shipment not found' });
        o.awb ??= `19${String(o.id).padStart(12, '0')}`;
        o.courier = 'Delhivery Surface';
        o.status = 'AWB ASSIGNED';
        return json(res, 200, {
          awb_assign_status: 1,
          response: {
            data: { awb_code: o.awb, courier_name: o.courier, shipment_id: o.shipmentId, courier_company_id: 12 },
          },
        });
      }
      if (req.method === 'POST' && path === '/courier/generate/pickup') {
        const o = byShipment(b.shipment_id);
        if (!o?.awb) return json(res, 400, { message: 'Please assign AWB first' });
        o.pickups++;
        o.status = 'PICKUP SCHEDULED';
        return json(res, 200, {
          pickup_status: 1,
          response: { pickup_scheduled_date: new Date(now()).toISOString(), pickup_token_number: `PT${o.id}` },
        });
      }
      if (req.method === 'POST' && path === '/courier/generate/label') {
        const o = byShipment(b.shipment_id);
        if (!o?.awb) return json(res, 400, { message: 'AWB not assigned' });
        return json(res, 200, {
          label_created: 1,
          label_url: `${origin()}/labels/${o.shipmentId}.pdf`,
          response: 'Label has been created and uploaded successfully!',
          not_created: [],
        });
      }
      if (req.method === 'POST' && path === '/manifests/generate') {
        const o = byShipment(b.shipment_id);
        if (!o?.awb) return json(res, 400, { message: 'AWB not assigned' });
        if (o.manifested) return json(res, 400, { message: 'Manifest already generated' });
        o.manifested = true;
        return json(res, 200, { status: 1, manifest_url: `${origin()}/manifests/${o.shipmentId}.pdf` });
      }
      if (req.method === 'POST' && path === '/manifests/print') {
        const ids = (b.order_ids as number[] | undefined) ?? [];
        const o = orders.find((x) => ids.includes(x.id));
        if (!o?.manifested) return json(res, 400, { message: 'Manifest not generated' });
        return json(res, 200, { manifest_url: `${origin()}/manifests/${o.shipmentId}.pdf` });
      }
      if (req.method === 'POST' && path === '/orders/cancel') {
        for (const id of (b.ids as number[] | undefined) ?? []) {
          const o = orders.find((x) => x.id === Number(id));
          if (o) o.status = 'CANCELED';
        }
        return json(res, 200, { status: 200, message: 'Order cancelled successfully.' });
      }
      const track = /^\/courier\/track\/awb\/(.+)$/.exec(path);
      if (req.method === 'GET' && track) {
        const o = orders.find((x) => x.awb === decodeURIComponent(track[1] ?? ''));
        if (!o) return json(res, 404, { message: 'Awb not found' });
        return json(res, 200, {
          tracking_data: {
            track_status: 1,
            shipment_status: o.statusCode,
            shipment_track: [{ awb_code: o.awb, current_status: LABELS[o.statusCode] ?? o.status }],
            shipment_track_activities: [...o.scans].reverse(),
          },
        });
      }
      const ndr = /^\/ndr\/(.+)\/action$/.exec(path);
      if (req.method === 'POST' && ndr) {
        const o = orders.find((x) => x.awb === decodeURIComponent(ndr[1] ?? ''));
        if (!o) return json(res, 404, { message: 'Awb not found' });
        if (!['re-attempt', 'return'].includes(String(b.action))) return json(res, 422, { message: 'Invalid action' });
        o.ndrActions.push({ action: String(b.action), comments: typeof b.comments === 'string' ? b.comments : '' });
        return json(res, 202, { status: 'Data Updated Sucessfully' });
      }
      json(res, 404, { message: 'Not found' });
    })().catch((err: unknown) => json(res, 500, { message: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Records a scan on the parcel and answers the webhook body Shiprocket would send for it. */
  function scan(awb: string, code: number, location = 'Jaipur_Hub (Rajasthan)') {
    const o = orders.find((x) => x.awb === awb);
    if (!o) throw new Error(`no parcel ${awb}`);
    const label = LABELS[code] ?? 'IN TRANSIT';
    const date = new Date(now() + 330 * 60_000 + o.scans.length * 1000).toISOString().slice(0, 19).replace('T', ' ');
    o.statusCode = code;
    o.scans.push({
      date,
      status: label,
      // Shiprocket's activity is the courier's words alone; the place comes in `location`.
      activity: ACTIVITIES[code] ?? label,
      location,
      'sr-status': String(code),
      'sr-status-label': label,
    });
    return {
      awb,
      courier_name: o.courier,
      current_status: label,
      current_status_id: code,
      shipment_status: label,
      shipment_status_id: code,
      current_timestamp: date,
      order_id: o.channelOrderId,
      sr_order_id: o.id,
      etd: date,
      scans: o.scans,
      is_return: code === 9 || code === 10 ? 1 : 0,
      channel_id: 1,
    };
  }

  return {
    url: `${origin()}/v1/external`,
    email,
    password,
    state,
    scan,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeShiprocket = Awaited<ReturnType<typeof startFakeShiprocket>>;

/** The store's Shiprocket settings pointed at the fake, as a shop's .env names its account. */
export const shiprocketSettings = (fake: FakeShiprocket, webhookToken?: string) => ({
  SHIPROCKET_EMAIL: fake.email,
  SHIPROCKET_PASSWORD: fake.password,
  SHIPROCKET_PICKUP_LOCATION: 'Workshop',
  ...(webhookToken ? { SHIPROCKET_WEBHOOK_TOKEN: webhookToken } : {}),
  SHIPROCKET_API_URL: fake.url,
});
