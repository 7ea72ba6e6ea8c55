import { SPECIAL_PREFIXES, type DeliveryZone } from '../../contracts/delivery';
import { indiaDate } from '../../contracts/india-days';

/**
 * The pure rules behind "Made in N days, arrives by <date>" (issue 28). Days are working days in
 * India: Sundays are skipped (couriers neither pick up nor deliver then); public holidays are not
 * known here and are the owner's margin in the making days.
 */

const DAY_MS = 86_400_000;

/** The date `days` working days after `from` (yyyy-mm-dd), not counting `from` itself; Sundays skipped. */
export function addWorkingDays(from: string, days: number): string {
  let t = Date.parse(`${from}T00:00:00Z`);
  if (Number.isNaN(t)) throw new Error(`Not a date: ${from}`);
  for (let left = days; left > 0;) {
    t += DAY_MS;
    if (new Date(t).getUTCDay() !== 0) left--;
  }
  return new Date(t).toISOString().slice(0, 10);
}

/** The day a piece ordered at `now` arrives: made in `makingDays`, then `courierDays` in transit. */
export function arrivesBy(now: Date, makingDays: number, courierDays: number): string {
  return addWorkingDays(indiaDate(now), makingDays + courierDays);
}

export const startsWithAny = (pincode: string, prefixes: readonly string[]) =>
  prefixes.some((p) => p !== '' && pincode.startsWith(p));

/**
 * The zone of a delivery from the pickup's PIN code: the same sorting district (3 digits) is local,
 * the same postal circle (2 digits) regional, then the far north and north-east apart, the same
 * postal region (first digit) zonal, and the rest of India national.
 */
export function zoneOf(pickup: string, delivery: string): DeliveryZone {
  if (pickup.slice(0, 3) === delivery.slice(0, 3)) return 'local';
  if (pickup.slice(0, 2) === delivery.slice(0, 2)) return 'regional';
  if (startsWithAny(delivery, SPECIAL_PREFIXES)) return 'special';
  if (pickup[0] === delivery[0]) return 'zonal';
  return 'national';
}
