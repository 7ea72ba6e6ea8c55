/**
 * The shop's days are India's days. India keeps one offset all year (IST, UTC+05:30, no daylight
 * saving), so a day there is a fixed 24-hour span and needs no time-zone database: the server's
 * zone, PGlite's and the owner's phone's never decide which day an order was placed on.
 */

export const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The India calendar date (yyyy-mm-dd) of an instant, wherever the code runs. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Inclusive India days ('2026-11-23' to '2026-11-29'), as the insights API takes them. */
export interface IndiaDayRange {
  from: string;
  to: string;
}

/** The instant an India day begins: midnight IST, which is 18:30 UTC the day before. */
export function indiaMidnight(ymd: string): Date {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) - IST_OFFSET_MS);
}

/** The range as a half-open span of instants: from its first day's midnight to the midnight after its last. */
export function indiaDaySpan(range: IndiaDayRange): { start: Date; end: Date } {
  return { start: indiaMidnight(range.from), end: new Date(indiaMidnight(range.to).getTime() + DAY_MS) };
}
