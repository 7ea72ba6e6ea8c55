import { describe, expect, it } from 'vitest';
import { disputeDaysLeft, disputeLabel } from './dispute-days';

// 10:00 in India on 2 March 2026 (04:30 UTC).
const now = new Date('2026-03-02T04:30:00Z');

describe('the courier dispute deadline, in India days', () => {
  it('counts whole days to the last day and says which are urgent', () => {
    expect(disputeDaysLeft('2026-03-05', now)).toEqual({ days: 3, urgency: 'later' });
    expect(disputeDaysLeft('2026-03-03', now)).toEqual({ days: 1, urgency: 'soon' });
    expect(disputeDaysLeft('2026-03-02', now)).toEqual({ days: 0, urgency: 'today' });
    expect(disputeDaysLeft('2026-03-01', now)).toEqual({ days: -1, urgency: 'passed' });
  });

  it('turns at India midnight, not UTC midnight', () => {
    // 23:00 UTC on 1 March is already 2 March in India.
    expect(disputeDaysLeft('2026-03-02', new Date('2026-03-01T23:00:00Z')).urgency).toBe('today');
  });

  it('says it in words', () => {
    expect(disputeLabel('2026-03-05', now)).toBe('Courier dispute: 3 days left');
    expect(disputeLabel('2026-03-03', now)).toBe('Courier dispute: 1 day left');
    expect(disputeLabel('2026-03-02', now)).toBe('File the courier dispute today');
    expect(disputeLabel('2026-02-20', now)).toBe('Courier dispute window closed');
  });
});
