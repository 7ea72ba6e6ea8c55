import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDateTime } from './format-date';

describe('dates in the workspace', () => {
  it('reads an instant in India’s time, whatever the device’s zone (the tests run in UTC)', () => {
    // 20:00 UTC is 1:30 am the next day in India.
    expect(formatDateTime('2026-11-26T20:00:00.000Z')).toBe('27 Nov 2026, 1:30 am');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('reads a calendar day as the same day everywhere', () => {
    // ICU versions differ on the comma after the month.
    expect(formatCalendarDay('2026-12-03')).toMatch(/^Thu, 3 Dec,? 2026$/);
  });
});
