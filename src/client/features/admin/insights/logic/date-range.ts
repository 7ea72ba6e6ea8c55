import { indiaDate, type IndiaDayRange } from '../../../../../contracts/india-days';

/** Inclusive India days, as the insights API takes them ('2026-11-23'). */
export type DateRange = IndiaDayRange;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The last `days` days up to and including today in India, whatever zone the phone is set to. */
export function lastDays(days: number, now = new Date()): DateRange {
  const from = new Date(now.getTime() - (days - 1) * 86_400_000);
  return { from: indiaDate(from), to: indiaDate(now) };
}

/** The range in the URL, or the last 30 days; a reversed range is put the right way round. */
export function parseDateRange(search: string, now = new Date()): DateRange {
  const params = new URLSearchParams(search);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)))
    return lastDays(30, now);
  return from <= to ? { from, to } : { from: to, to: from };
}

export const dateRangeToSearch = (r: DateRange) => `?${new URLSearchParams({ from: r.from, to: r.to })}`;
