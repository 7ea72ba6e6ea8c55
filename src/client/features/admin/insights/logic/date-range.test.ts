import { describe, expect, it } from 'vitest';
import { dateRangeToSearch, lastDays, parseDateRange } from './date-range';

const NOW = new Date('2026-11-23T10:00:00Z');

describe('insights date range', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(parseDateRange('', NOW)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(lastDays(7, NOW)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(lastDays(1, NOW)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });

  it("counts today as India's today, which begins at 18:30 UTC the day before", () => {
    // 01:30 on 24 November in India, still the 23rd in UTC and on a phone set to London.
    const afterIndiaMidnight = new Date('2026-11-23T20:00:00Z');
    expect(lastDays(1, afterIndiaMidnight)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(lastDays(7, afterIndiaMidnight)).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(lastDays(1, new Date('2026-11-23T18:29:59Z'))).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });

  it('reads a range from the URL and puts a reversed one the right way round', () => {
    expect(parseDateRange('?from=2026-01-01&to=2026-01-31', NOW)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(parseDateRange('?from=2026-02-10&to=2026-02-01', NOW)).toEqual({ from: '2026-02-01', to: '2026-02-10' });
  });

  it('ignores a range that is not two days', () => {
    expect(parseDateRange('?from=yesterday&to=2026-01-31', NOW)).toEqual(lastDays(30, NOW));
    expect(parseDateRange('?from=2026-01-01', NOW)).toEqual(lastDays(30, NOW));
  });

  it('writes the range back to the URL', () => {
    expect(dateRangeToSearch({ from: '2026-01-01', to: '2026-01-31' })).toBe('?from=2026-01-01&to=2026-01-31');
  });
});
