import { describe, expect, it } from 'vitest';
import { indiaDate } from '../../contracts/india-days';
import { addWorkingDays, arrivesBy, startsWithAny, zoneOf } from './delivery-dates';

describe('India calendar day', () => {
  it('is the IST date: 18:29 UTC is still today, 18:30 UTC is already tomorrow in India', () => {
    expect(indiaDate(new Date('2026-11-27T18:29:59Z'))).toBe('2026-11-27');
    expect(indiaDate(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
  });
});

describe('working days', () => {
  it('skips Sundays: Saturday 28 Nov 2026 plus one working day is Monday 30 Nov', () => {
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30');
  });

  it('does not count the starting day, even a Sunday', () => {
    expect(addWorkingDays('2026-11-29', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-29', 0)).toBe('2026-11-29');
  });

  it('counts six working days to the week: Monday plus 6 is the next Monday', () => {
    expect(addWorkingDays('2026-11-30', 6)).toBe('2026-12-07');
  });

  it('crosses a month and a year', () => {
    expect(addWorkingDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});

describe('arrives by', () => {
  it('adds making days and courier days from the India date of the order', () => {
    // Friday 27 Nov, 23:00 IST: the order's day is Friday; 2 making + 3 courier = 5 working days.
    expect(arrivesBy(new Date('2026-11-27T17:30:00Z'), 2, 3)).toBe('2026-12-03');
    // Half an hour later it is Saturday in India: one day later, and the Sunday is skipped.
    expect(arrivesBy(new Date('2026-11-27T18:30:00Z'), 2, 3)).toBe('2026-12-04');
  });
});

describe('zones from the PIN code', () => {
  it('same sorting district is local, same postal circle regional', () => {
    expect(zoneOf('302001', '302039')).toBe('local');
    expect(zoneOf('302001', '305001')).toBe('regional');
  });

  it('same postal region is zonal, anywhere else national', () => {
    expect(zoneOf('302001', '380001')).toBe('zonal'); // Jaipur to Ahmedabad: both in region 3
    expect(zoneOf('302001', '560001')).toBe('national');
  });

  it('the far north and north-east are special unless they are the pickup circle itself', () => {
    expect(zoneOf('302001', '781001')).toBe('special');
    expect(zoneOf('302001', '190001')).toBe('special');
    expect(zoneOf('302001', '744101')).toBe('special');
    expect(zoneOf('781001', '782001')).toBe('regional');
  });

  it('prefixes match the start of the PIN code only', () => {
    expect(startsWithAny('744101', ['744'])).toBe(true);
    expect(startsWithAny('174410', ['744'])).toBe(false);
    expect(startsWithAny('744101', [])).toBe(false);
  });
});
