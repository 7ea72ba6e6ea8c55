import type { OrderArrivals } from '../../../../../contracts/admin';
import { formatRupees } from '../../../../../contracts/money';

type Arrival = OrderArrivals['orders'][number];

/** Every 20 s while the page is in view; a tab in the background is asked less (browsers slow it anyway). */
export const POLL_VISIBLE_MS = 20_000;
export const POLL_HIDDEN_MS = 60_000;
/** A failing server (or a phone off the network) is asked half as often each time, down to every 5 min. */
export const POLL_MOST_MS = 5 * 60_000;

export function nextPollDelay(failures: number, hidden: boolean): number {
  const base = hidden ? POLL_HIDDEN_MS : POLL_VISIBLE_MS;
  return Math.min(base * 2 ** Math.min(failures, 8), POLL_MOST_MS);
}

/** The answer's orders not yet told, oldest first; marks them told. */
export function unseenArrivals(told: Set<string>, arrivals: Arrival[]): Arrival[] {
  const fresh = arrivals.filter((o) => !told.has(o.id)).reverse();
  for (const o of fresh) told.add(o.id);
  return fresh;
}

/** What the live region says and the browser notification shows: one order by name, more by count. */
export function arrivalsAnnouncement(fresh: Arrival[]): { title: string; body: string } | null {
  const [only] = fresh;
  if (!only) return null;
  if (fresh.length === 1)
    return {
      title: `New order ${only.reference}`,
      body: `${only.shopperName || 'A shopper'}, ${formatRupees(only.totalAmount)}${only.status === 'to_confirm' ? ', to confirm' : ''}`,
    };
  return { title: `${fresh.length} new orders`, body: fresh.map((o) => o.reference).join(', ') };
}
