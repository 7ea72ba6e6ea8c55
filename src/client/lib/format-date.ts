/**
 * The shop is in India, and so are its shoppers: the workspace reads times in India's time (IST),
 * as the shopper's order page and the messages do, whatever zone the owner's device is set to.
 * (Read in the device's zone, the same courier scan showed 1:30 am here and 7:00 am there.)
 */
const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** '23 Nov 2026, 2:05 pm' in India's time. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

const calendarDay = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An India calendar date (yyyy-mm-dd, no time) as 'Thu, 3 Dec 2026', the same day wherever it is read. */
export function formatCalendarDay(ymd: string): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? ymd : calendarDay.format(d);
}
