import { eq, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderListResponseSchema } from '../../../contracts/admin';
import { shipmentViewSchema } from '../../../contracts/shipping';
import { orderEvents, messages, orders, shipments, shipmentScans, variants } from '../../platform/db/schema';
import {
  shiprocketSettings,
  startFakeShiprocket,
  type FakeShiprocket,
} from '../../shipping/shiprocket/testing/fake-shiprocket';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { placeTestOrder, takeToProduction } from '../../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';
import { COURIER_WEBHOOK_PATH } from '../webhooks/courier-webhooks';
import { saveShopSettings } from '../../shop-settings/settings-service';
import { TEST_SETTINGS } from '../../testing/shop-settings-kit';
import { orderReference } from '../../../contracts/order-reference';

const TOKEN = 'panel-token-4f1c9b';

describe.each(testBackends)('courier booking and tracking on $name', (backend) => {
  let t: TestApp;
  let fake: FakeShiprocket;
  let owner: StaffSession;
  beforeAll(async () => {
    fake = await startFakeShiprocket();
    t = await buildTestApp(backend, shiprocketSettings(fake, TOKEN));
    owner = await signInAs(t.app, 'owner-asha');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** An order placed at the checkout and taken to 'in production' through the workspace's routes. */
  async function orderInProduction(name: string, parcel = true, email = 'p@example.com'): Promise<string> {
    const cartId = await placeTestOrder(t.app, { fullName: name, mobile: '98765 43210', email });
    return takeToProduction(t.app, owner, cartId, { parcel });
  }
  const book = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/shipment`, headers: owner.headers });
  const status = async (id: string) =>
    (await t.app.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
  const hook = (body: unknown, token = TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: COURIER_WEBHOOK_PATH,
      headers: { 'x-api-key': token },
      payload: body as object,
    });

  it('keeps the webhook path free of the words Shiprocket refuses in a URL', () => {
    for (const word of ['shiprocket', 'kartrocket', 'sr', 'kr']) expect(COURIER_WEBHOOK_PATH).not.toContain(word);
  });

  // Issue 45: booking no longer dispatches the order: it waits in production for the courier's
  // pickup scan, which dispatches it with the AWB (this test said 'dispatched' right after booking).
  it('books in one tap, waits for pickup, dispatches on the pickup scan, and follows the webhooks to delivered', async () => {
    const id = await orderInProduction('Priya Nair');
    const booked = shipmentViewSchema.parse((await book(id)).json());
    expect(booked.shipment).toMatchObject({
      booking: 'booked',
      courierName: 'Delhivery Surface',
      labelReady: true,
      lastError: null,
    });
    const awb = booked.shipment!.awb!;
    expect(await status(id)).toBe('in_production');
    expect(fake.state.orders.filter((o) => o.awb === awb)[0]?.pickups).toBe(1);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(detail.json<{ awaitingPickup?: boolean }>().awaitingPickup).toBe(true);
    // The orders list says it too, not only the order's own page.
    const listed = async (status = 'in_production') =>
      orderListResponseSchema
        .parse(
          (
            await t.app.inject({
              url: `/api/admin/orders?status=${status}&pageSize=100`,
              headers: { cookie: owner.cookie },
            })
          ).json(),
        )
        .orders.find((o) => o.id === id);
    expect((await listed())?.awaitingPickup).toBe(true);

    expect((await hook(fake.scan(awb, 42))).statusCode).toBe(200);
    expect(await status(id)).toBe('dispatched');
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ courier: 'shiprocket', trackingNumber: awb });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(after.json<{ awaitingPickup?: boolean }>().awaitingPickup).toBe(false);
    expect(await listed('dispatched')).toMatchObject({ status: 'dispatched' });
    expect((await listed('dispatched'))?.awaitingPickup).toBeUndefined();

    const label = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${id}/shipment/label.pdf`,
      headers: { cookie: owner.cookie },
    });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.body.startsWith('%PDF')).toBe(true);

    // A wrong token: 401, and nothing recorded or moved.
    const body = fake.scan(awb, 17);
    expect((await hook(body, 'wrong-token')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: COURIER_WEBHOOK_PATH, payload: body })).statusCode).toBe(401);
    expect(await t.app.db.select().from(shipmentScans)).toHaveLength(1);
    expect(await status(id)).toBe('dispatched');

    expect((await hook(body)).statusCode).toBe(200);
    expect(await status(id)).toBe('out_for_delivery');
    // Replayed: applied once.
    expect((await hook(body)).statusCode).toBe(200);
    const events = await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.filter((e) => e.status === 'out_for_delivery')).toHaveLength(1);

    expect((await hook(fake.scan(awb, 7))).statusCode).toBe(200);
    expect(await status(id)).toBe('delivered');
    const scans = await t.app.db.select().from(shipmentScans);
    expect(scans.map((s) => s.courierStatus).sort()).toEqual(['DELIVERED', 'OUT FOR DELIVERY', 'PICKED UP']);
    // The shopper was told it was delivered, once per channel (messages are written after the answer).
    await t.app.backgroundWork.settled();
    const told = await t.app.db.select().from(messages).where(eq(messages.orderId, id));
    expect(told.filter((m) => m.event === 'delivered')).toHaveLength(1);

    const view = shipmentViewSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${id}/shipment`,
          headers: { cookie: owner.cookie },
        })
      ).json(),
    );
    expect(view.shipment?.scans.map((s) => s.orderStatus)).toEqual(['dispatched', 'out_for_delivery', 'delivered']);
  });

  it('logs and ignores a scan for an AWB it never booked', async () => {
    const before = await t.app.db.select().from(shipmentScans);
    const res = await hook({ awb: '99999999999999', current_status: 'DELIVERED', shipment_status_id: 7, scans: [] });
    expect(res.statusCode).toBe(200);
    expect(await t.app.db.select().from(shipmentScans)).toHaveLength(before.length);
  });

  it('waits and retries while Shiprocket is down, and looks the order up before booking again', async () => {
    const id = await orderInProduction('Rahul Verma');
    fake.state.down = true;
    const waiting = shipmentViewSchema.parse((await book(id)).json());
    // The failed attempt let go of the booking: it waits for its retry, not for an answer.
    expect(waiting.shipment).toMatchObject({ booking: 'waiting', attempts: 1, bookingNow: false });
    expect(waiting.shipment?.lastError).toMatch(/503/);
    expect(waiting.shipment?.nextAttemptAt).not.toBeNull();
    expect(await status(id)).toBe('in_production');

    // Back up, but the create is kept by Shiprocket while our request times out.
    fake.state.down = false;
    fake.state.createTimesOutOnce = true;
    const again = shipmentViewSchema.parse((await book(id)).json());
    expect(again.shipment).toMatchObject({ booking: 'waiting', attempts: 2 });
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, id));
    const reference = orderReference(order!.number);
    expect(fake.state.orders.filter((o) => o.channelOrderId === reference)).toHaveLength(1);

    // The retry runner's turn (its time has come): found by our reference, not booked twice.
    await t.app.db
      .update(shipments)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(shipments.orderId, id));
    expect(await t.app.shipping.retryDue()).toBeGreaterThanOrEqual(1);
    expect(fake.state.orders.filter((o) => o.channelOrderId === reference)).toHaveLength(1);
    const done = await t.app.shipping.view(id);
    expect(done.shipment).toMatchObject({ booking: 'booked', lastError: null });
    expect(await status(id)).toBe('in_production');
  });

  it('books an order whose shopper gave no email with the shop’s support email, which Shiprocket requires', async () => {
    await saveShopSettings(t.app.db, TEST_SETTINGS);
    const id = await orderInProduction('Meena Iyer', true, '');
    expect(shipmentViewSchema.parse((await book(id)).json()).shipment).toMatchObject({ booking: 'booked' });
    const [order] = await t.app.db.select({ number: orders.number }).from(orders).where(eq(orders.id, id));
    const booked = fake.state.orders.find((o) => o.channelOrderId === orderReference(order!.number));
    expect(booked?.body.billing_email).toBe(TEST_SETTINGS.supportEmail);
  });

  // Issue 45: the seed's variants had no packed weight or box, so a new shop's first booking failed.
  it('books a seed product on the first try: every seed variant has its packed weight and box', async () => {
    const cartId = await placeTestOrder(t.app, {
      fullName: 'Naina Das',
      mobile: '98765 43210',
      email: 'n@example.com',
    });
    const id = await takeToProduction(t.app, owner, cartId, { parcel: 'seeded' });
    const res = await book(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(shipmentViewSchema.parse(res.json()).shipment).toMatchObject({ booking: 'booked', lastError: null });
    const sent = fake.state.orders.at(-1)!.body;
    expect(Number(sent.weight)).toBeGreaterThan(0.1);
    for (const side of ['length', 'breadth', 'height']) expect(Number(sent[side])).toBeGreaterThan(0.5);
    const unset = await t.app.db
      .select({ id: variants.id })
      .from(variants)
      .where(or(isNull(variants.packedWeightGrams), isNull(variants.boxCm)));
    expect(unset).toEqual([]);
  });

  it('refuses to book a parcel with no weight or box, naming the product', async () => {
    const id = await orderInProduction('Meena Iyer', false);
    const res = await book(id);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/packed weight and box size/);
  });

  it('sends the owner’s NDR answer for a failed delivery, and polls parcels for shops without the webhook', async () => {
    const id = await orderInProduction('Kavya Rao');
    const awb = shipmentViewSchema.parse((await book(id)).json()).shipment!.awb!;
    fake.scan(awb, 21); // recorded at Shiprocket only: no webhook comes
    await t.app.shipping.poll();
    expect(await status(id)).toBe('undelivered');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/shipment/ndr`,
      headers: owner.headers,
      payload: { action: 're-attempt' },
    });
    expect(res.statusCode).toBe(200);
    expect(shipmentViewSchema.parse(res.json()).shipment?.ndrAction).toBe('re-attempt');
    expect(fake.state.orders.find((o) => o.awb === awb)?.ndrActions[0]?.action).toBe('re-attempt');
    await hook(fake.scan(awb, 10));
    expect(await status(id)).toBe('returned');
  });
});
