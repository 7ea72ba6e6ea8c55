import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShiprocketCourier } from './shiprocket-courier';
import { parseIstDate } from './wire';
import { startFakeShiprocket, type FakeShiprocket } from './testing/fake-shiprocket';
import { OrderCancelledAtCourier, type ParcelOrder } from '../types';

const parcel = (reference: string): ParcelOrder => ({
  reference,
  orderDate: new Date('2026-11-20T10:00:00Z'),
  paymentMethod: 'COD',
  subTotal: '799.00',
  customer: {
    name: 'Priya Nair',
    phone: '9876543210',
    email: 'priya@example.com',
    address1: '12 MG Road',
    address2: '',
    city: 'Kochi',
    state: 'Kerala',
    pincode: '682001',
  },
  items: [{ name: 'Name board (Small)', sku: 'board-1', units: 1, sellingPrice: '799.00', hsn: '4421' }],
  weightKg: 0.65,
  lengthCm: 32,
  breadthCm: 22,
  heightCm: 4,
});

describe('Shiprocket adapter against the fake', () => {
  let fake: FakeShiprocket;
  let clock = Date.parse('2026-11-20T10:00:00Z');
  const now = () => clock;
  beforeAll(async () => {
    fake = await startFakeShiprocket({ now });
  });
  afterAll(async () => fake.close());

  const courier = (webhookToken?: string) =>
    createShiprocketCourier({
      email: fake.email,
      password: fake.password,
      pickupLocation: 'Workshop',
      webhookToken,
      apiUrl: fake.url,
      now,
    });

  it('logs in once, keeps the token for its 10 days and renews it a day before it expires', async () => {
    const c = courier();
    const before = fake.state.logins;
    await c.serviceability({ pickupPincode: '302001', deliveryPincode: '682001', weightKg: 0.5, cod: true });
    await c.serviceability({ pickupPincode: '302001', deliveryPincode: '682001', weightKg: 0.5, cod: false });
    expect(fake.state.logins).toBe(before + 1);
    clock += 8 * 24 * 3600_000;
    await c.serviceability({ pickupPincode: '302001', deliveryPincode: '682001', weightKg: 0.5, cod: true });
    expect(fake.state.logins).toBe(before + 1);
    clock += 1.5 * 24 * 3600_000; // 9.5 days: within the last day, so renewed before it runs out
    const options = await c.serviceability({
      pickupPincode: '302001',
      deliveryPincode: '682001',
      weightKg: 0.5,
      cod: true,
    });
    expect(fake.state.logins).toBe(before + 2);
    expect(options[0]).toEqual({
      courierName: 'Delhivery Surface',
      rate: '72.50',
      estimatedDays: 4,
      cod: true,
      recommended: true,
    });
  });

  it('marks the courier Shiprocket recommends, and reads a pincode no courier serves as no options', async () => {
    const c = courier();
    const options = await c.serviceability({
      pickupPincode: '302001',
      deliveryPincode: '682001',
      weightKg: 1.2,
      cod: false,
    });
    expect(options.map((o) => [o.courierName, o.estimatedDays, o.recommended])).toEqual([
      ['Delhivery Surface', 4, true],
      ['Xpressbees', 3, false],
    ]);
    expect(fake.state.serviceability.at(-1)).toMatchObject({
      pickup_postcode: '302001',
      delivery_postcode: '682001',
      weight: '1.2',
      cod: '0',
    });
    expect(
      await c.serviceability({ pickupPincode: '302001', deliveryPincode: '990001', weightKg: 0.5, cod: false }),
    ).toEqual([]);
  });

  it('books in the published steps: adhoc order, AWB, pickup, label and manifest, with weight in kg and the box in cm', async () => {
    const c = courier();
    const booking = await c.createOrder(parcel('KG-20001'));
    const made = fake.state.orders.find((o) => o.channelOrderId === 'KG-20001')!;
    expect(made.body).toMatchObject({
      order_id: 'KG-20001',
      order_date: '2026-11-20',
      pickup_location: 'Workshop',
      billing_customer_name: 'Priya',
      billing_last_name: 'Nair',
      shipping_is_billing: true,
      payment_method: 'COD',
      sub_total: 799,
      weight: 0.65,
      length: 32,
      order_items: [{ name: 'Name board (Small)', sku: 'board-1', units: 1, selling_price: '799.00', hsn: '4421' }],
    });
    const { awb, courierName } = await c.assignAwb(booking.providerShipmentId);
    expect(awb).toMatch(/^\d{14}$/);
    expect(courierName).toBe('Delhivery Surface');
    await c.schedulePickup(booking.providerShipmentId);
    expect(made.pickups).toBe(1);
    expect(await c.label(booking.providerShipmentId)).toMatch(/\/labels\/\d+\.pdf$/);
    const manifest = await c.manifest(booking.providerShipmentId, booking.providerOrderId);
    expect(manifest).toMatch(/\/manifests\/\d+\.pdf$/);
    // Generated once; asked again, Shiprocket refuses to generate it twice and the adapter prints it.
    const calls = fake.state.calls.length;
    expect(await c.manifest(booking.providerShipmentId, booking.providerOrderId)).toBe(manifest);
    expect(fake.state.calls.slice(calls)).toEqual(['POST /manifests/generate', 'POST /manifests/print']);
    expect(await c.findBooking('KG-20001')).toEqual({ ...booking, awb, courierName });
    expect(await c.findBooking('KG-2000')).toBeNull();
    await c.ndrAction(awb, 're-attempt', 'Shopper asked for Saturday');
    expect(made.ndrActions).toEqual([{ action: 're-attempt', comments: 'Shopper asked for Saturday' }]);
    await c.cancel(booking.providerOrderId);
    expect(made.status).toBe('CANCELED');
    expect(await c.findBooking('KG-20001')).toBeNull();
  });

  it("dates an order with India's calendar day: 19:00 UTC on the 20th is already the 21st there", async () => {
    await courier().createOrder({ ...parcel('KG-20005'), orderDate: new Date('2026-11-20T19:00:00Z') });
    const made = fake.state.orders.find((o) => o.channelOrderId === 'KG-20005')!;
    expect(made.body).toMatchObject({ order_date: '2026-11-21' });
  });

  it('says so when Shiprocket answers a create with its cancelled order, and books nothing on it', async () => {
    const c = courier();
    fake.state.dedupesChannelOrderIds = true;
    try {
      const first = await c.createOrder(parcel('KG-20006'));
      // The same id again while the order is live: Shiprocket's own order, taken as it is.
      expect(await c.createOrder(parcel('KG-20006'))).toMatchObject({ providerOrderId: first.providerOrderId });
      await c.cancel(first.providerOrderId);
      const refused = await c.createOrder(parcel('KG-20006')).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(OrderCancelledAtCourier);
      expect(refused).toMatchObject({ reference: 'KG-20006' });
      expect(fake.state.orders.filter((o) => o.channelOrderId === 'KG-20006')).toHaveLength(1);
    } finally {
      fake.state.dedupesChannelOrderIds = false;
    }
  });

  it('says why Shiprocket refused an order (a box under half a centimetre)', async () => {
    await expect(courier().createOrder({ ...parcel('KG-20002'), heightCm: 0.4 })).rejects.toThrow(
      /height must be more than 0.5/,
    );
  });

  it('verifies the webhook token in x-api-key and reads its scans and status', async () => {
    const c = courier('tok-123');
    const booking = await c.createOrder(parcel('KG-20003'));
    const { awb } = await c.assignAwb(booking.providerShipmentId);
    const body = fake.scan(awb, 17);
    expect(c.verifyWebhook({ 'x-api-key': 'tok-123' })).toBe(true);
    expect(c.verifyWebhook({ 'x-api-key': 'tok-124' })).toBe(false);
    expect(c.verifyWebhook({})).toBe(false);
    expect(courier().verifyWebhook({ 'x-api-key': '' })).toBe(false);
    const update = c.parseWebhook(JSON.parse(JSON.stringify(body)));
    expect(update).toMatchObject({ awb, courierStatus: 'OUT FOR DELIVERY', orderStatus: 'out_for_delivery' });
    expect(update?.scans).toHaveLength(1);
    expect(c.parseWebhook({ hello: 'world' })).toBeNull();
    const tracked = await c.track(awb);
    expect(tracked).toMatchObject({ awb, orderStatus: 'out_for_delivery' });
    expect(await c.track('000000')).toBeNull();
  });
});

/**
 * Issue 39: a date written another way became "now", so every retry of that scan was a new scan.
 * The ways Shiprocket writes times (its tracking API and webhook sample), India time; the rest refused.
 */
describe('courier times as Shiprocket writes them', () => {
  it('reads each published way as India time', () => {
    const utc = (text: string) => parseIstDate(text)?.toISOString() ?? null;
    expect(utc('2022-07-19 11:37:00')).toBe('2022-07-19T06:07:00.000Z');
    expect(utc('2022-07-19 11:37')).toBe('2022-07-19T06:07:00.000Z');
    expect(utc('23 05 2023 11:43:52')).toBe('2023-05-23T06:13:52.000Z');
    expect(utc('28/11/2026 15:15:00')).toBe('2026-11-28T09:45:00.000Z');
    expect(utc('28-11-2026 15:15:00')).toBe('2026-11-28T09:45:00.000Z');
    expect(utc('2026-11-28T15:15:00+05:30')).toBe('2026-11-28T09:45:00.000Z');
  });

  it('refuses a time in no known way, or naming no real day, rather than calling it now', () => {
    for (const text of [
      '',
      'NA',
      'sometime on Friday',
      '31/02/2026 10:00:00',
      '2026-13-01 10:00:00',
      '11/28/2026 15:15:00',
      '28/11/2026 25:00:00',
      '28/11-2026 15:15:00',
    ])
      expect(parseIstDate(text), text).toBeNull();
  });
});
