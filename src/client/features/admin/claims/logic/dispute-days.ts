import { indiaDate, indiaMidnight } from '../../../../../contracts/india-days';

const DAY_MS = 86_400_000;

export type DisputeUrgency = 'passed' | 'today' | 'soon' | 'later';

/**
 * Days left to file the courier's dispute, counted in India days: 0 on the last day itself,
 * negative once it has passed. "soon" (1 day) and "today" are the ones the list highlights.
 */
export function disputeDaysLeft(disputeBy: string, now = new Date()): { days: number; urgency: DisputeUrgency } {
  const days = Math.round((indiaMidnight(disputeBy).getTime() - indiaMidnight(indiaDate(now)).getTime()) / DAY_MS);
  const urgency = days < 0 ? 'passed' : days === 0 ? 'today' : days === 1 ? 'soon' : 'later';
  return { days, urgency };
}

export function disputeLabel(disputeBy: string, now = new Date()): string {
  const { days, urgency } = disputeDaysLeft(disputeBy, now);
  if (urgency === 'passed') return 'Courier dispute window closed';
  if (urgency === 'today') return 'File the courier dispute today';
  return `Courier dispute: ${days} ${days === 1 ? 'day' : 'days'} left`;
}
