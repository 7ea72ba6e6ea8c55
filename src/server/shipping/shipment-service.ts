import { and, asc, eq, inArray, isNotNull, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { BaseLogger } from 'pino';
import { courierIdOf, trackingUrl } from '../../contracts/couriers';
import type { ShipmentView } from '../../contracts/shipping';
import type { OrderStatus } from '../../contracts/order-status';
import type { Database } from '../platform/db/client';
import { orders, shipments, shipmentScans } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import { bookingReference } from './booking-reference';
import { BOOKED_BY_HAND } from './manual-courier';
import type { CourierOrderMoves } from './order-moves';
import { createOwnerActions } from './owner-actions';
import { parcelFor } from './parcel';
import {
  OrderCancelledAtCourier,
  type CourierProvider,
  type ParcelOrder,
  type Scan,
  type TrackingUpdate,
} from './types';

export interface ShipmentServiceDeps {
  db: Database;
  courier: CourierProvider;
  /** The order service: shipping moves orders only through it. */
  orders: CourierOrderMoves;
  log: Pick<BaseLogger, 'warn' | 'info'>;
  now?: () => Date;
}

/** Waits between booking attempts: 1, 2, 4... minutes, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
/** A claimed attempt holds its row this long, so two servers never book the same parcel at once. */
const LEASE_MS = 2 * 60_000;
/** A booked parcel waits in 'in production' for its pickup scan (issue 45), then goes on its way. */
const ACTIVE_FOR_TRACKING = [
  'in_production',
  'dispatched',
  'out_for_delivery',
  'undelivered',
] as const satisfies readonly OrderStatus[];
/**
 * Scans kept per parcel: a real delivery has a few dozen; a courier repeating itself (1,500 scans
 * were seen on one parcel) stops here. The newest are kept when there is no room for all.
 */
export const MAX_SCANS_PER_PARCEL = 100;

/** The status an update reports and when: its newest scan that means a status, or its own. */
function reportedStep(update: TrackingUpdate): { status: Scan['orderStatus']; at: Date | null } {
  const scan = update.scans
    .filter((x) => x.orderStatus)
    .reduce<Scan | null>((latest, x) => (!latest || x.at >= latest.at ? x : latest), null);
  if (scan && (!update.orderStatus || !update.at || scan.at >= update.at))
    return { status: scan.orderStatus, at: scan.at };
  return { status: update.orderStatus, at: update.at };
}

/**
 * Courier bookings and tracking (issue 28). Booking is done in steps, each saved as it succeeds
 * (provider order, AWB, pickup); an attempt that fails is kept 'waiting' with why and retried. Every
 * retry first asks the provider for an order with our reference, so a create that Shiprocket kept
 * while our request failed is picked up instead of booked twice; and one attempt at a time holds a
 * booking (a lease on its row), so no two servers, nor the owner's tap, create it at once.
 */
export function createShipmentService(deps: ShipmentServiceDeps) {
  const { db, courier } = deps;
  const now = deps.now ?? (() => new Date());

  async function view(orderId: string): Promise<ShipmentView> {
    const [s] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
    const base = { provider: courier.name, automatic: courier.automatic };
    if (!s) return { ...base, shipment: null };
    const bookingNow =
      s.booking === 'waiting' && !!s.attemptLeaseUntil && s.attemptLeaseUntil.getTime() > now().getTime();
    const scans = await db
      .select()
      .from(shipmentScans)
      .where(eq(shipmentScans.shipmentId, s.id))
      .orderBy(asc(shipmentScans.scannedAt), asc(shipmentScans.createdAt));
    return {
      ...base,
      shipment: {
        booking: s.booking,
        awb: s.awb,
        courierName: s.courierName,
        courierStatus: s.courierStatus,
        trackingUrl: s.awb ? trackingUrl('shiprocket', s.awb) : null,
        labelReady: s.booking === 'booked' && !!s.providerShipmentId,
        attempts: s.attempts,
        bookingNow,
        lastError: s.booking === 'waiting' ? s.lastError : null,
        // While an attempt is under way the next one has no time yet: it is set if this one fails.
        nextAttemptAt: s.booking === 'waiting' && !bookingNow && s.nextAttemptAt ? s.nextAttemptAt.toISOString() : null,
        ndrAction: s.ndrAction,
        scans: scans.map((x) => ({
          courierStatus: x.courierStatus,
          activity: x.activity,
          location: x.location,
          orderStatus: x.orderStatus,
          at: x.scannedAt.toISOString(),
        })),
      },
    };
  }

  /**
   * One attempt at a waiting booking, if it is due and no attempt holds it. Only one runs at a time
   * (Shiprocket has no idempotency key: a second create would be a second parcel), so the owner's
   * "Try booking again" during an attempt starts nothing; the attempt under way answers it.
   */
  async function attempt(shipmentId: string): Promise<void> {
    const at = now();
    const lease = new Date(at.getTime() + LEASE_MS);
    const [claimed] = await db
      .update(shipments)
      .set({
        attempts: sql`${shipments.attempts} + 1`,
        attemptLeaseUntil: lease,
        // Not due again before the lease ends, even if this server stops mid-attempt.
        nextAttemptAt: lease,
        updatedAt: at,
      })
      .where(
        and(
          eq(shipments.id, shipmentId),
          eq(shipments.booking, 'waiting'),
          or(isNull(shipments.nextAttemptAt), lte(shipments.nextAttemptAt, at)),
          or(isNull(shipments.attemptLeaseUntil), lte(shipments.attemptLeaseUntil, at)),
        ),
      )
      .returning();
    if (!claimed) return;
    const held = claimed.attemptLeaseUntil!;
    /**
     * Saves a step only while this attempt still holds the booking: the row is still waiting under
     * this attempt's lease. The owner may cancel the booking while we are at the courier (and book
     * it afresh), or the lease may have run out; either way this one stops.
     */
    const save = async (set: Partial<typeof shipments.$inferInsert>) => {
      const [kept] = await db
        .update(shipments)
        .set({ ...set, updatedAt: now() })
        .where(
          and(eq(shipments.id, shipmentId), eq(shipments.booking, 'waiting'), eq(shipments.attemptLeaseUntil, held)),
        )
        .returning({ id: shipments.id });
      return !!kept;
    };
    /**
     * Lost the booking mid-way: what this attempt made at the courier is cancelled there, unless the
     * booking goes on with that very order (an attempt after an expired lease took it up).
     */
    const letGo = async (providerOrderId: string) => {
      if (!providerOrderId) return;
      const [row] = await db
        .select({ booking: shipments.booking, providerOrderId: shipments.providerOrderId })
        .from(shipments)
        .where(eq(shipments.id, shipmentId));
      if (row && row.booking !== 'cancelled' && row.providerOrderId === providerOrderId) return;
      deps.log.info({ shipmentId, providerOrderId }, 'booking lost while at the courier; cancelling it there');
      await courier.cancel(providerOrderId).catch((err: unknown) => {
        deps.log.warn(
          { err, shipmentId, providerOrderId },
          'could not cancel at the courier the order of a booking lost here',
        );
      });
    };
    /**
     * The courier's order for the parcel. Answered with its cancelled order for this round's id,
     * the booking moves on to the next round, under a new id, and asks once more.
     */
    const createOrder = async (parcel: ParcelOrder, orderReference: string) => {
      try {
        return await courier.createOrder(parcel);
      } catch (err) {
        if (!(err instanceof OrderCancelledAtCourier)) throw err;
        const [moved] = await db
          .update(shipments)
          .set({ round: sql`${shipments.round} + 1`, updatedAt: now() })
          .where(
            and(eq(shipments.id, shipmentId), eq(shipments.booking, 'waiting'), eq(shipments.attemptLeaseUntil, held)),
          )
          .returning({ round: shipments.round });
        if (!moved) throw err;
        deps.log.info(
          { shipmentId, cancelled: err.reference },
          'the courier has this id cancelled; booking a new round',
        );
        return courier.createOrder({ ...parcel, reference: bookingReference(orderReference, moved.round) });
      }
    };
    try {
      const order = await parcelFor(db, claimed.orderId);
      const parcel = { ...order, reference: bookingReference(order.reference, claimed.round) };
      let booking = claimed.providerShipmentId
        ? {
            providerOrderId: claimed.providerOrderId ?? '',
            providerShipmentId: claimed.providerShipmentId,
            awb: claimed.awb,
            courierName: claimed.courierName,
          }
        : null;
      // No idempotency key at Shiprocket: a retry looks our reference up before creating anything.
      if (!booking && claimed.attempts > 1) booking = await courier.findBooking(parcel.reference);
      booking ??= await createOrder(parcel, order.reference);
      const made = { providerOrderId: booking.providerOrderId, providerShipmentId: booking.providerShipmentId };
      if (!(await save(made))) return await letGo(made.providerOrderId);
      let awb = booking.awb;
      let courierName = booking.courierName;
      if (!awb) ({ awb, courierName } = await courier.assignAwb(booking.providerShipmentId));
      if (!(await save({ awb, courierName }))) return await letGo(made.providerOrderId);
      await courier.schedulePickup(booking.providerShipmentId);
      // Booked, the order stays in production, waiting for pickup (issue 45): the courier's first
      // pickup scan dispatches it (applyTracking), with the AWB and the shopper's tracking link.
      if (!(await save({ booking: 'booked', lastError: null, nextAttemptAt: null, attemptLeaseUntil: null })))
        return await letGo(made.providerOrderId);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      deps.log.warn({ err, shipmentId }, 'courier booking failed; it will be retried');
      await save({
        lastError: message.slice(0, 500),
        nextAttemptAt: new Date(now().getTime() + retryDelayMs(claimed.attempts)),
        attemptLeaseUntil: null,
      });
      // A parcel that cannot be booked as it is (no weight set) is the owner's to fix: say so now.
      if (err instanceof DomainError && err.code === 'invalid_input') throw err;
    }
  }

  return {
    view,
    ...createOwnerActions({ db, courier, orders: deps.orders, log: deps.log, now }),

    /** The owner's one tap: books the order's parcel (or tries again at once if it is waiting). */
    async book(orderId: string): Promise<ShipmentView> {
      if (!courier.automatic) throw new DomainError('conflict', BOOKED_BY_HAND);
      const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
      if (!order) throw new DomainError('not_found', 'There is no such order.');
      if (order.status !== 'in_production')
        throw new DomainError('conflict', 'Book the courier once the piece is made: the order must be in production.');
      // Fails early, before any row, when a variant has no weight or box.
      await parcelFor(db, orderId);
      await db.insert(shipments).values({ orderId, provider: courier.name }).onConflictDoNothing();
      // A cancelled booking is booked afresh, as a new round: nothing of the cancelled one is looked
      // up or kept, and the courier is asked for a new order under a new channel order id.
      await db
        .update(shipments)
        .set({
          booking: 'waiting',
          round: sql`${shipments.round} + 1`,
          providerOrderId: null,
          providerShipmentId: null,
          awb: null,
          courierName: null,
          courierStatus: null,
          labelUrl: null,
          manifestUrl: null,
          attempts: 0,
          lastError: null,
          nextAttemptAt: null,
          // An attempt of the cancelled booking still at the courier loses it: it cancels what it made there.
          attemptLeaseUntil: null,
          ndrAction: null,
          ndrActionAt: null,
          updatedAt: now(),
        })
        .where(and(eq(shipments.orderId, orderId), eq(shipments.booking, 'cancelled')));
      const [s] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
      if (s?.booking === 'waiting') {
        // The owner asked now: a waiting retry is due at once, unless an attempt is under way.
        await db
          .update(shipments)
          .set({ nextAttemptAt: null })
          .where(
            and(
              eq(shipments.id, s.id),
              eq(shipments.booking, 'waiting'),
              or(isNull(shipments.attemptLeaseUntil), lte(shipments.attemptLeaseUntil, now())),
            ),
          );
        await attempt(s.id);
      }
      return view(orderId);
    },

    /** Bookings whose retry time has come (the plugin's timer and the worker call this). */
    async retryDue(): Promise<number> {
      const due = await db
        .select({ id: shipments.id })
        .from(shipments)
        .where(
          and(
            eq(shipments.booking, 'waiting'),
            or(isNull(shipments.nextAttemptAt), lte(shipments.nextAttemptAt, now())),
          ),
        );
      for (const s of due) await attempt(s.id).catch(() => undefined);
      return due.length;
    },

    /**
     * A tracking update from the webhook or a poll (issues 28, 39). Only the parcel's active booking
     * counts: an AWB we never booked, or one whose booking was cancelled, is logged and ignored.
     * Under the order's lock, each new scan is recorded once (at most MAX_SCANS_PER_PARCEL a
     * parcel), then the order moves to the status the update reports, unless a scan already
     * recorded is newer: a late or retried scan never takes the order back.
     */
    async applyTracking(update: TrackingUpdate): Promise<{ applied: boolean; newScans: number }> {
      const [s] = await db.select().from(shipments).where(eq(shipments.awb, update.awb));
      if (!s) {
        deps.log.warn({ awb: update.awb }, 'tracking for an AWB we did not book; ignored');
        return { applied: false, newScans: 0 };
      }
      if (s.booking !== 'booked') {
        deps.log.warn({ awb: update.awb, booking: s.booking }, 'tracking for a booking that is not active; ignored');
        return { applied: false, newScans: 0 };
      }
      if (update.refusedDates.length)
        deps.log.warn(
          { awb: update.awb, refused: update.refusedDates.length, dates: update.refusedDates.slice(0, 3) },
          'courier scans with a date in no known format; refused',
        );
      const reported = reportedStep(update);
      let newScans = 0;
      let active = true;
      await deps.orders.courierScan(s.orderId, async (tx) => {
        // The booking may have been cancelled (and booked afresh) since it was read: checked under the lock.
        const [still] = await tx
          .select({ id: shipments.id })
          .from(shipments)
          .where(and(eq(shipments.id, s.id), eq(shipments.booking, 'booked'), eq(shipments.awb, update.awb)));
        if (!still) {
          active = false;
          return null;
        }
        const [latest] = await tx
          .select({ at: max(shipmentScans.scannedAt) })
          .from(shipmentScans)
          .where(and(eq(shipmentScans.shipmentId, s.id), isNotNull(shipmentScans.orderStatus)));
        const latestAt = latest?.at ? new Date(latest.at) : null;
        const known = new Set(
          (
            await tx
              .select({ key: shipmentScans.idempotencyKey })
              .from(shipmentScans)
              .where(eq(shipmentScans.shipmentId, s.id))
          ).map((r) => r.key),
        );
        const keyOf = (scan: Scan) => [update.awb, scan.at.toISOString(), scan.courierStatus, scan.activity].join('|');
        const fresh = [...new Map(update.scans.map((scan) => [keyOf(scan), scan])).entries()]
          .filter(([key]) => !known.has(key))
          .sort(([, a], [, b]) => b.at.getTime() - a.at.getTime());
        const room = Math.max(0, MAX_SCANS_PER_PARCEL - known.size);
        if (fresh.length > room)
          deps.log.warn(
            { awb: update.awb, scans: known.size, dropped: fresh.length - room },
            'a parcel with more scans than are kept; the oldest new ones dropped',
          );
        const rows = fresh.slice(0, room).map(([key, scan]) => ({
          shipmentId: s.id,
          idempotencyKey: key,
          courierStatus: scan.courierStatus,
          activity: scan.activity,
          location: scan.location,
          orderStatus: scan.orderStatus,
          scannedAt: scan.at,
          raw: null,
        }));
        if (rows.length)
          newScans = (await tx.insert(shipmentScans).values(rows).onConflictDoNothing().returning()).length;
        // An update with no time of its own is weighed as older than any scan recorded.
        const stale = !!latestAt && (!reported.at || reported.at < latestAt);
        if (stale) {
          if (reported.status)
            deps.log.info(
              { awb: update.awb, reported: reported.status, at: reported.at, latest: latestAt },
              "a courier update older than the parcel's latest scan; the order stays",
            );
          return null;
        }
        await tx
          .update(shipments)
          .set({ courierStatus: update.courierStatus, updatedAt: now() })
          .where(eq(shipments.id, s.id));
        if (!reported.status) return null;
        // The courier's name comes from the shipment (the provider that booked it), never a literal.
        const tracking = s.awb ? { courier: courierIdOf(s.provider), awb: s.awb } : undefined;
        return { to: reported.status, note: update.courierStatus, tracking };
      });
      return { applied: active, newScans };
    },

    /** For shops without the webhook: asks the provider about every parcel still on its way. */
    async poll(): Promise<number> {
      if (!courier.automatic) return 0;
      const open = await db
        .select({ awb: shipments.awb })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(and(eq(shipments.booking, 'booked'), inArray(orders.status, [...ACTIVE_FOR_TRACKING])));
      let applied = 0;
      for (const { awb } of open) {
        if (!awb) continue;
        const update = await courier.track(awb).catch((err: unknown) => {
          deps.log.warn({ err, awb }, 'tracking poll failed');
          return null;
        });
        if (update && (await this.applyTracking(update)).applied) applied++;
      }
      return applied;
    },

    /**
     * Asks the provider for one parcel's tracking now and records what it reports (issue 44.3: the
     * dispute pack carries the courier's scans as they stand). 'fresh' when the provider answered,
     * 'unreachable' when it failed (the scans recorded so far stand), 'none' when there is nothing to
     * ask: a manual courier, or a parcel not booked.
     */
    async refreshTracking(orderId: string): Promise<'fresh' | 'unreachable' | 'none'> {
      if (!courier.automatic) return 'none';
      const [s] = await db
        .select({ awb: shipments.awb })
        .from(shipments)
        .where(and(eq(shipments.orderId, orderId), eq(shipments.booking, 'booked')));
      if (!s?.awb) return 'none';
      try {
        const update = await courier.track(s.awb);
        if (update) await this.applyTracking(update);
        return 'fresh';
      } catch (err) {
        deps.log.warn({ err, awb: s.awb }, 'tracking for the dispute pack failed; the recorded scans are used');
        return 'unreachable';
      }
    },

    /** The owner's answer to a failed delivery: sent to the courier, then remembered on the parcel. */
    async ndr(orderId: string, action: 're-attempt' | 'return', comment: string): Promise<ShipmentView> {
      const [s] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
      const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
      if (!s?.awb || order?.status !== 'undelivered')
        throw new DomainError(
          'conflict',
          'Only a parcel the courier could not deliver can be re-attempted or returned.',
        );
      await courier.ndrAction(
        s.awb,
        action,
        comment || (action === 're-attempt' ? 'Please deliver again' : 'Return to origin'),
      );
      await db
        .update(shipments)
        .set({ ndrAction: action, ndrActionAt: now(), updatedAt: now() })
        .where(eq(shipments.id, s.id));
      return view(orderId);
    },

    /** The label PDF's address at the provider, fetched fresh (its links expire). */
    async labelUrl(orderId: string): Promise<string> {
      const [s] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
      if (s?.booking !== 'booked' || !s.providerShipmentId)
        throw new DomainError('conflict', 'Book the shipment first; its label is printed once it has an AWB.');
      const url = await courier.label(s.providerShipmentId);
      await db.update(shipments).set({ labelUrl: url, updatedAt: now() }).where(eq(shipments.id, s.id));
      return url;
    },
  };
}
export type ShipmentService = ReturnType<typeof createShipmentService>;
