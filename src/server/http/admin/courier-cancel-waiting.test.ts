import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReference } from '../../../contracts/order-reference';
import { shipmentViewSchema } from '../../../contracts/shipping';
import { orders, shipments } from '../../platform/db/schema';
import { createShipmentService } from '../../shipping/shipment-service';
import { createShiprocketCourier } from '../../shipping/shiprocket/shiprocket-courier';
import {
  shiprocketSettings,
  startFakeShiprocket,
  type FakeShiprocket,
} from '../../shipping/shiprocket/testing/fake-shiprocket';
import type { CourierProvider } from '../../shipping/types';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { placeTestOrder, takeToProduction } from '../../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

/*
 * Issue 28: a booking that waits because Shiprocket was down can be cancelled by the owner, and is
 * then never booked: not by the retry runner later, nor by an attempt that was at Shiprocket when
 * the owner cancelled (what it made there is cancelled there too).
 */
describe.each(testBackends)('cancelling a booking that waits for the courier on $name', (backend) => {
  let t: TestApp;
  let fake: FakeShiprocket;
  let owner: StaffSession;
  beforeAll(async () => {
    fake = await startFakeShiprocket();
    t = await buildTestApp(backend, shiprocketSettings(fake, 'panel-token-cancel'));
    owner = await signInAs(t.app, 'owner-cancel-waiting');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** An order in production whose booking waits: Shiprocket was down when the owner tapped Book. */
  async function waitingBooking(name: string, { createKeptOnTimeout = false } = {}) {
    const cartId = await placeTestOrder(t.app, { fullName: name, mobile: '98765 43210', email: 'p@example.com' });
    const id = await takeToProduction(t.app, owner, cartId);
    const [order] = await t.app.db.select({ number: orders.number }).from(orders).where(eq(orders.id, id));
    // Down, or (the harder case) up long enough to keep the create while our request times out.
    if (createKeptOnTimeout) fake.state.createTimesOutOnce = true;
    else fake.state.down = true;
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/shipment`,
      headers: owner.headers,
    });
    fake.state.down = false;
    expect(shipmentViewSchema.parse(booked.json()).shipment).toMatchObject({ booking: 'waiting', attempts: 1 });
    return { id, reference: orderReference(order!.number) };
  }
  const cancel = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/shipment/cancel`, headers: owner.headers });
  const statusOf = async (id: string) =>
    (await t.app.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
  const dueNow = (id: string) =>
    t.app.db
      .update(shipments)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(shipments.orderId, id));
  const atShiprocket = (reference: string) => fake.state.orders.filter((o) => o.channelOrderId === reference);

  it('stops a waiting booking: the retry runner never books it, and the owner can book it afresh', async () => {
    const { id, reference } = await waitingBooking('Farah Khan');
    const res = await cancel(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(shipmentViewSchema.parse(res.json()).shipment).toMatchObject({
      booking: 'cancelled',
      lastError: null,
      nextAttemptAt: null,
    });
    expect(await statusOf(id)).toBe('in_production');

    // Shiprocket is back; the runner's time comes (even a row someone marked due): nothing is booked.
    await dueNow(id);
    await t.app.shipping.retryDue();
    expect(atShiprocket(reference)).toHaveLength(0);
    expect((await t.app.shipping.view(id)).shipment?.booking).toBe('cancelled');
    expect(await statusOf(id)).toBe('in_production');
    // Nothing waits any more: a second cancel has nothing to cancel.
    expect((await cancel(id)).statusCode).toBe(409);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/shipment`,
      headers: owner.headers,
    });
    expect(shipmentViewSchema.parse(again.json()).shipment).toMatchObject({ booking: 'booked', attempts: 1 });
    // Booked afresh: a new round, under its own order id there (bookingReference).
    expect(atShiprocket(reference)).toHaveLength(0);
    expect(atShiprocket(`${reference}-2`)).toHaveLength(1);
    // Booked, it waits in production for the courier's pickup scan (issue 45; it said 'dispatched').
    expect(await statusOf(id)).toBe('in_production');
  });

  it('cancels at Shiprocket too the order a failed attempt left there, found by our reference', async () => {
    const { id, reference } = await waitingBooking('Gopal Das', { createKeptOnTimeout: true });
    expect(atShiprocket(reference)).toMatchObject([{ status: 'NEW', awb: null }]);
    expect((await cancel(id)).statusCode).toBe(200);
    expect(atShiprocket(reference)).toMatchObject([{ status: 'CANCELED', awb: null }]);
    await dueNow(id);
    await t.app.shipping.retryDue();
    expect(atShiprocket(reference)).toHaveLength(1);
    expect(await statusOf(id)).toBe('in_production');
  });

  const bookNow = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/shipment`, headers: owner.headers });

  /**
   * The retry runner as a second server runs it, on the same database, with a courier that stops at
   * one step (before the request goes, or once its answer is back) until the test releases it.
   */
  function pausedRunner(step: 'createOrder' | 'schedulePickup', when: 'before' | 'after') {
    const real = createShiprocketCourier({
      email: fake.email,
      password: fake.password,
      pickupLocation: 'Workshop',
      webhookToken: undefined,
      apiUrl: fake.url,
    });
    let reached!: () => void;
    const atStep = new Promise<void>((done) => (reached = done));
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    const paused = async <T>(call: () => Promise<T>) => {
      if (when === 'before') {
        reached();
        await released;
        return call();
      }
      const answer = await call();
      reached();
      await released;
      return answer;
    };
    const gated: CourierProvider = {
      ...real,
      createOrder: (parcel) =>
        step === 'createOrder' ? paused(() => real.createOrder(parcel)) : real.createOrder(parcel),
      schedulePickup: (shipmentId) =>
        step === 'schedulePickup' ? paused(() => real.schedulePickup(shipmentId)) : real.schedulePickup(shipmentId),
    };
    const runner = createShipmentService({ db: t.app.db, courier: gated, orders: t.app.orders, log: t.app.log });
    return { runner, atStep, release };
  }

  /** The runner's retry of a waiting booking, under way and held at one step until released. */
  async function attemptHeldAt(id: string, step: 'createOrder' | 'schedulePickup', when: 'before' | 'after') {
    const { runner, atStep, release } = pausedRunner(step, when);
    await dueNow(id);
    const running = runner.retryDue();
    await atStep;
    return { runner, running, release };
  }

  // Shops report that Shiprocket answers a create naming an id it has seen with that order as it
  // stands. Cancelled in Shiprocket's own panel while our booking waited, the order under our id
  // is dead: the retry books the parcel under the next round's id instead of failing for good.
  it('books under a new order id when Shiprocket answers the retry with its cancelled order', async () => {
    const { id, reference } = await waitingBooking('Lata Iyer', { createKeptOnTimeout: true });
    const [kept] = atShiprocket(reference);
    kept!.status = 'CANCELED';
    fake.state.dedupesChannelOrderIds = true;
    try {
      await dueNow(id);
      await t.app.shipping.retryDue();
    } finally {
      fake.state.dedupesChannelOrderIds = false;
    }
    const booked = (await t.app.shipping.view(id)).shipment;
    expect(booked).toMatchObject({ booking: 'booked', attempts: 2, lastError: null });
    expect(atShiprocket(reference)).toMatchObject([{ status: 'CANCELED', awb: null }]);
    expect(atShiprocket(`${reference}-2`)).toMatchObject([{ awb: booked?.awb }]);
    // Booked, it waits in production for the courier's pickup scan (issue 45; it said 'dispatched').
    expect(await statusOf(id)).toBe('in_production');
  });

  // The race: the retry runner's attempt is at Shiprocket when the owner cancels. Its next step
  // finds the row cancelled (not waiting under its lease), so it books nothing and cancels there.
  for (const step of ['createOrder', 'schedulePickup'] as const)
    it(`does not book a waiting booking cancelled while an attempt is at Shiprocket (${step})`, async () => {
      const { id, reference } = await waitingBooking(`Ira Sen ${step}`);
      const { runner, running, release } = await attemptHeldAt(id, step, 'after');
      const res = await cancel(id);
      expect(res.statusCode, res.body).toBe(200);
      release();
      await running;

      expect((await t.app.shipping.view(id)).shipment?.booking).toBe('cancelled');
      expect(await statusOf(id)).toBe('in_production');
      expect(atShiprocket(reference)).toMatchObject([{ status: 'CANCELED' }]);
      await dueNow(id);
      await runner.retryDue();
      expect(atShiprocket(reference)).toHaveLength(1);
      expect((await t.app.shipping.view(id)).shipment?.booking).toBe('cancelled');
    });

  // Shiprocket has no idempotency key: two attempts at once would make two parcels. The owner's
  // "Try booking again" while the runner's attempt is on its way there starts no second one.
  it('books one parcel when the owner taps Try again while an attempt is on its way to Shiprocket', async () => {
    const { id, reference } = await waitingBooking('Jaya Rao');
    const { running, release } = await attemptHeldAt(id, 'createOrder', 'before');
    const again = await bookNow(id);
    expect(again.statusCode, again.body).toBe(200);
    // The panel says the attempt under way is booking it now, with no retry time of its own.
    expect(shipmentViewSchema.parse(again.json()).shipment).toMatchObject({
      booking: 'waiting',
      attempts: 2,
      bookingNow: true,
      nextAttemptAt: null,
    });
    release();
    await running;

    expect((await t.app.shipping.view(id)).shipment).toMatchObject({
      booking: 'booked',
      attempts: 2,
      bookingNow: false,
    });
    expect(atShiprocket(reference)).toHaveLength(1);
    // Booked, it waits in production for the courier's pickup scan (issue 45; it said 'dispatched').
    expect(await statusOf(id)).toBe('in_production');
  });

  // Cancelled and booked afresh while the old attempt is on its way: the fresh booking goes ahead,
  // and the order the old attempt makes there is cancelled there, not left for a courier to collect.
  it('cancels at Shiprocket what an attempt of a cancelled booking made after the owner booked afresh', async () => {
    const { id, reference } = await waitingBooking('Kiran Rao');
    const { running, release } = await attemptHeldAt(id, 'createOrder', 'before');
    expect((await cancel(id)).statusCode).toBe(200);
    const afresh = await bookNow(id);
    expect(shipmentViewSchema.parse(afresh.json()).shipment).toMatchObject({ booking: 'booked', attempts: 1 });
    release();
    await running;

    const booked = (await t.app.shipping.view(id)).shipment;
    expect(booked).toMatchObject({ booking: 'booked', attempts: 1 });
    // The old attempt's order under the first round's id, cancelled; the new round's, booked.
    expect(atShiprocket(reference)).toMatchObject([{ status: 'CANCELED' }]);
    expect(atShiprocket(`${reference}-2`)).toMatchObject([{ awb: booked?.awb }]);
    expect(atShiprocket(`${reference}-2`)[0]?.status).not.toBe('CANCELED');
    // Booked, it waits in production for the courier's pickup scan (issue 45; it said 'dispatched').
    expect(await statusOf(id)).toBe('in_production');
  });
});
