import { DomainError } from '../platform/errors';
import type { CourierProvider } from './types';

export const BOOKED_BY_HAND =
  'This shop books couriers by hand: mark the order dispatched with the courier and its AWB once the parcel is handed over.';

/**
 * The embedded default: nothing is booked online. The owner's courier and AWB, typed when the order
 * is marked dispatched, give the shopper the courier's tracking link (contracts/couriers.ts).
 */
export function createManualCourier(): CourierProvider {
  const byHand = () => Promise.reject(new DomainError('conflict', BOOKED_BY_HAND));
  return {
    name: 'manual',
    automatic: false,
    serviceability: () => Promise.resolve([]),
    findBooking: () => Promise.resolve(null),
    createOrder: byHand,
    assignAwb: byHand,
    schedulePickup: byHand,
    label: byHand,
    manifest: byHand,
    cancel: byHand,
    track: () => Promise.resolve(null),
    verifyWebhook: () => false,
    parseWebhook: () => null,
    ndrAction: byHand,
  };
}
