import type { ClaimReason } from '../../contracts/claims';
import { indiaDate } from '../../contracts/india-days';

const DAY_MS = 86_400_000;

/** Why a claim is refused, as a key the shopper's page says in their language (its strings.ts). */
export type ClaimRefusal =
  'not_delivered' | 'window_closed' | 'not_yet_due' | 'already_open' | 'fully_refunded' | 'remake_order' | 'cancelled';

/** The order as the claim rules read it. */
export interface ClaimableOrder {
  status: string;
  /** When the courier (or the owner) marked it delivered; null while on its way. */
  deliveredAt: Date | null;
  /** When it was dispatched; null before. */
  dispatchedAt: Date | null;
  /** The arrive-by day promised at checkout (yyyy-mm-dd, India), when there was one. */
  arrivesBy: string | null;
  isRemake: boolean;
}

/**
 * A parcel that has no promised day is "not received" only this long after dispatch: the longest
 * a zone's courier days take (shipping/delivery-settings.ts) with a margin.
 */
export const NOT_RECEIVED_AFTER_DAYS = 10;

const ON_ITS_WAY = new Set(['dispatched', 'out_for_delivery', 'undelivered']);

/**
 * Issue 44: when a shopper may report a problem with a piece. Within the owner's window after
 * delivery; before delivery only "not received", and only once the promised day has passed. A
 * remake's own piece is claimed like any other piece; null when the claim may be made.
 */
export function claimRefusal(
  order: ClaimableOrder,
  reason: ClaimReason,
  windowDays: number,
  now: Date,
): ClaimRefusal | null {
  if (order.status === 'cancelled' || order.status === 'returned') return 'cancelled';
  if (order.status === 'delivered' && order.deliveredAt) {
    return now.getTime() - order.deliveredAt.getTime() > windowDays * DAY_MS ? 'window_closed' : null;
  }
  if (reason !== 'not_received' || !ON_ITS_WAY.has(order.status) || !order.dispatchedAt) return 'not_delivered';
  const due = order.arrivesBy
    ? indiaDate(now) > order.arrivesBy
    : now.getTime() - order.dispatchedAt.getTime() > NOT_RECEIVED_AFTER_DAYS * DAY_MS;
  return due ? null : 'not_yet_due';
}

/**
 * The last day a courier dispute is taken: Shiprocket takes a delivery dispute (damaged, wrong,
 * empty, or delivered and not received) within 3 days of its Delivered status (its support
 * article "How to file a delivery dispute"), with images or video of the parcel, the AWB visible.
 */
export const COURIER_DISPUTE_DAYS = 3;

export function disputeDeadline(deliveredAt: Date | null): string | null {
  return deliveredAt ? indiaDate(new Date(deliveredAt.getTime() + COURIER_DISPUTE_DAYS * DAY_MS)) : null;
}

/** Damage and loss happen in transit: the claims a courier's dispute is for. */
export const isTransitClaim = (reason: ClaimReason) => reason === 'damaged' || reason === 'not_received';
