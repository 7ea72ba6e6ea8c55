import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedDeliveriesSchema, shipmentViewSchema } from '../../../contracts/shipping';
import { orderEvents, orders, shipments, shipmentScans } from '../../platform/db/schema';
import { orderPageToken } from '../../orders/order-link';
import { MAX_SCANS_PER_PARCEL } from '../../shipping/shipment-service';
import {
  shiprocketSettings,
  startFakeShiprocket,
  type FakeShiprocket,
} from '../../shipping/shiprocket/testing/fake-shiprocket';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { placeTestOrder, takeToProduction } from '../../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';
import { COURIER_WEBHOOK_PATH } from './courier-webhooks';

const TOKEN = 'panel-token-scans-39';

/**
 * Issue 39 (items 2, 3, 9) and issue 45 (item 4): courier scans weighed by when they happened,
 * only for the parcel's active booking, dated only as the courier writes dates and kept within a
 * bound; and a booked parcel waiting for its pickup before the order is dispatched.
 */
describe.each(testBackends)('courier scans on $name', (backend) => {
  let t: TestApp;
  let fake: FakeShiprocket;
  let owner: StaffSession;
  beforeAll(async () => {
    fake = await startFakeShiprocket();
    t = await buildTestApp(backend, shiprocketSettings(fake, TOKEN));
    owner = await signInAs(t.app, 'owner-scans');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  async function bookedOrder(name: string): Promise<{ id: string; awb: string }> {
    const cartId = await placeTestOrder(t.app, { fullName: name, mobile: '98765 43210', email: 'scan@example.com' });
    const id = await takeToProduction(t.app, owner, cartId);
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/shipment`, headers: owner.headers });
    return { id, awb: shipmentViewSchema.parse(res.json()).shipment!.awb! };
  }
  const status = async (id: string) =>
    (await t.app.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
  const hook = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: COURIER_WEBHOOK_PATH,
      headers: { 'x-api-key': TOKEN },
      payload: body as object,
    });
  /** The webhook body for a scan as it is now: the fake's body shares its scan list, so it is copied. */
  const scanBody = (awb: string, code: number) => structuredClone(fake.scan(awb, code));
  const scansOf = async (id: string) =>
    t.app.db
      .select({ s: shipmentScans })
      .from(shipmentScans)
      .innerJoin(shipments, eq(shipments.id, shipmentScans.shipmentId))
      .where(eq(shipments.orderId, id))
      .then((rows) => rows.map((r) => r.s));
  const scanScan = (date: string, code: string, label: string, activity = label) => ({
    date,
    status: label,
    activity,
    location: 'Jaipur_Hub (Rajasthan)',
    'sr-status': code,
    'sr-status-label': label,
  });

  it('keeps a booked parcel in production, "Booked, waiting for pickup", until the courier picks it up', async () => {
    const { id, awb } = await bookedOrder('Lata Menon');
    expect(await status(id)).toBe('in_production');
    const token = await orderPageToken(t.app.db, id);
    const api = await t.app.inject({ url: `/api/orders/${token}` });
    expect(api.json()).toMatchObject({ status: 'in_production', awaitingPickup: true, shipment: null });
    expect((await t.app.inject({ url: `/order/${token}` })).body).toContain('Booked, waiting for pickup');
    expect((await t.app.inject({ url: `/order/${token}?lang=hi` })).body).toContain('पिकअप का इंतज़ार');

    // Manifested and out for pickup: not the courier's yet.
    const o = fake.state.orders.find((x) => x.awb === awb)!;
    expect((await hook(scanBody(awb, 19))).statusCode).toBe(200);
    expect(await status(id)).toBe('in_production');

    expect((await hook(scanBody(awb, 42))).statusCode).toBe(200);
    expect(await status(id)).toBe('dispatched');
    const after = await t.app.inject({ url: `/api/orders/${token}` });
    expect(after.json()).toMatchObject({
      status: 'dispatched',
      awaitingPickup: false,
      shipment: { trackingNumber: awb },
    });
    expect((await t.app.inject({ url: `/order/${token}` })).body).not.toContain('Booked, waiting for pickup');
    expect(o.scans).toHaveLength(2);
  });

  it('dispatches first when the first scan to come is already past the pickup', async () => {
    const { id, awb } = await bookedOrder('Sunil Joshi');
    fake.scan(awb, 42); // recorded at Shiprocket; its webhook is lost
    expect((await hook(scanBody(awb, 17))).statusCode).toBe(200);
    expect(await status(id)).toBe('out_for_delivery');
    const events = await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.map((e) => e.status).filter((s) => s === 'dispatched' || s === 'out_for_delivery')).toEqual([
      'dispatched',
      'out_for_delivery',
    ]);
  });

  it('never moves an order back for a late or retried scan older than the parcel’s latest', async () => {
    const { id, awb } = await bookedOrder('Rekha Pillai');
    await hook(scanBody(awb, 42));
    const outForDelivery = scanBody(awb, 17);
    expect((await hook(outForDelivery)).statusCode).toBe(200);
    expect((await hook(scanBody(awb, 21))).statusCode).toBe(200);
    expect(await status(id)).toBe('undelivered');

    // Shiprocket retries the out-for-delivery webhook after the failed attempt.
    expect((await hook(outForDelivery)).statusCode).toBe(200);
    expect(await status(id)).toBe('undelivered');
    // The same scan sent again on its own, without the later scans.
    expect((await hook({ ...outForDelivery, scans: outForDelivery.scans.slice(-1) })).statusCode).toBe(200);
    expect(await status(id)).toBe('undelivered');

    const failed = failedDeliveriesSchema.parse(
      (await t.app.inject({ url: '/api/admin/shipments/failed', headers: { cookie: owner.cookie } })).json(),
    ).deliveries;
    expect(failed.map((d) => d.orderId)).toContain(id);
    const ndr = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/shipment/ndr`,
      headers: owner.headers,
      payload: { action: 're-attempt' },
    });
    expect(ndr.statusCode, ndr.body).toBe(200);

    // The re-attempt's own out-for-delivery scan is newer: that one moves it.
    expect((await hook(scanBody(awb, 17))).statusCode).toBe(200);
    expect(await status(id)).toBe('out_for_delivery');
    expect((await hook(scanBody(awb, 7))).statusCode).toBe(200);
    expect(await status(id)).toBe('delivered');
  });

  it('ends on the newest scan when a late scan and a newer one arrive at once', async () => {
    for (let round = 0; round < 2; round++) {
      const { id, awb } = await bookedOrder(`Tara Bose ${round}`);
      await hook(scanBody(awb, 42));
      const late = scanBody(awb, 17);
      const newer = scanBody(awb, 21);
      // The late one carries only its own scans, as a retry made before the failure did.
      late.scans = late.scans.slice(0, 2);
      const answers = await Promise.all(round % 2 ? [hook(late), hook(newer)] : [hook(newer), hook(late)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(await status(id)).toBe('undelivered');
    }
  }, 120_000);

  it('ignores scans for the AWB of a cancelled booking, so the order can be booked or cancelled again', async () => {
    const { id, awb } = await bookedOrder('Vikram Shah');
    const cancel = () =>
      t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/shipment/cancel`, headers: owner.headers });
    expect((await cancel()).statusCode).toBe(200);
    expect(await status(id)).toBe('in_production');

    for (const code of [42, 7]) expect((await hook(scanBody(awb, code))).statusCode).toBe(200);
    expect(await status(id)).toBe('in_production');
    expect(await scansOf(id)).toHaveLength(0);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ trackingNumber: null });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/shipment`,
      headers: owner.headers,
    });
    expect(again.statusCode, again.body).toBe(200);
    const fresh = shipmentViewSchema.parse(again.json()).shipment!;
    expect(fresh).toMatchObject({ booking: 'booked' });
    expect(fresh.awb).not.toBe(awb);
    expect((await cancel()).statusCode).toBe(200);
  });

  it('reads the dates the courier writes, refuses the rest, and records a retried scan once', async () => {
    const { id, awb } = await bookedOrder('Zoya Ali');
    const body = {
      awb,
      current_status: 'OUT FOR DELIVERY',
      shipment_status_id: 17,
      current_timestamp: '28 11 2026 15:15:00',
      scans: [
        scanScan('2026-11-28 09:00:00', '42', 'PICKED UP'),
        scanScan('28/11/2026 15:15:00', '17', 'OUT FOR DELIVERY'),
        scanScan('sometime on Friday', '18', 'IN TRANSIT'),
        scanScan('31/02/2026 10:00:00', '18', 'IN TRANSIT'),
      ],
    };
    for (let retry = 0; retry < 3; retry++) expect((await hook(body)).statusCode).toBe(200);
    const stored = await scansOf(id);
    expect(stored.map((s) => s.scannedAt.toISOString()).sort()).toEqual([
      '2026-11-28T03:30:00.000Z',
      '2026-11-28T09:45:00.000Z',
    ]);
    expect(await status(id)).toBe('out_for_delivery');
  });

  it(`keeps at most ${MAX_SCANS_PER_PARCEL} scans of one parcel, the newest, however many the courier sends`, async () => {
    const { id, awb } = await bookedOrder('Kabir Dutta');
    const base = Date.parse('2026-11-20T00:00:00Z');
    const at = (i: number) => new Date(base + i * 60_000 + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
    const scans = Array.from({ length: 1500 }, (_, i) => scanScan(at(i), '18', 'IN TRANSIT', `Hub scan ${i}`));
    scans.push(scanScan(at(1500), '7', 'DELIVERED'));
    const res = await hook({ awb, current_status: 'DELIVERED', shipment_status_id: 7, scans });
    expect(res.statusCode).toBe(200);
    const stored = await scansOf(id);
    expect(stored).toHaveLength(MAX_SCANS_PER_PARCEL);
    expect(stored.some((s) => s.courierStatus === 'DELIVERED')).toBe(true);
    expect(await status(id)).toBe('delivered');
    // More later: still no more kept.
    expect(
      (
        await hook({
          awb,
          current_status: 'DELIVERED',
          shipment_status_id: 7,
          scans: [scanScan(at(1501), '7', 'DELIVERED', 'Again')],
        })
      ).statusCode,
    ).toBe(200);
    expect(await scansOf(id)).toHaveLength(MAX_SCANS_PER_PARCEL);
  });
});
