import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { newClaimsQueryOptions } from '../../../../lib/new-claims';
import { navigate } from '../../../../lib/router';
import { getOrderArrivals } from '../api/get-order-arrivals';
import { arrivalsAnnouncement, nextPollDelay, unseenArrivals } from '../logic/new-orders';
import { chime, notifyOwner, soundWanted } from '../logic/order-alerts';

export interface NewOrders {
  /** Orders come in since the owner last opened the list or dismissed the notice. */
  count: number;
  /** The latest arrival's words, for the notice and its live region. */
  latest: { title: string; body: string; href: string } | null;
  dismiss: () => void;
}

/**
 * Issue 45.9: while the workspace is open the server is asked what came in (a cursor poll, so it
 * works behind any number of servers), the orders list refreshes itself, and the owner is told:
 * the notice, the Orders tab's count, a chime when chosen, a browser notification when allowed.
 * Each answer also brings the claims waiting for a decision, for the Claims tab (lib/new-claims.ts).
 */
export function useNewOrders(enabled: boolean): NewOrders {
  const queryClient = useQueryClient();
  const [count, setCount] = useState(0);
  const [latest, setLatest] = useState<NewOrders['latest']>(null);

  useEffect(() => {
    if (!enabled) return;
    const told = new Set<string>();
    const controller = new AbortController();
    let since: string | null = null;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asking = false;

    const poll = async () => {
      if (asking || controller.signal.aborted) return;
      asking = true;
      clearTimeout(timer);
      try {
        const answer = await getOrderArrivals(since, controller.signal);
        failures = 0;
        // The first answer only sets the cursor: what was there before the page opened is not news.
        const fresh =
          since === null ? (answer.orders.forEach((o) => told.add(o.id)), []) : unseenArrivals(told, answer.orders);
        since = answer.now;
        if (answer.newClaims !== undefined)
          queryClient.setQueryData(newClaimsQueryOptions().queryKey, answer.newClaims);
        const said = arrivalsAnnouncement(fresh);
        const newest = fresh.at(-1);
        if (said && newest) {
          const href = fresh.length === 1 ? `/admin/orders/${newest.id}` : '/admin/orders';
          setCount((n) => n + fresh.length);
          setLatest({ ...said, href });
          void queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'list'] });
          if (soundWanted()) chime();
          notifyOwner(said.title, said.body, () => navigate(href));
        }
      } catch (err) {
        if (controller.signal.aborted) return;
        // Signed out or no longer an owner: the sign-in page takes over; nothing more to ask.
        if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return;
        failures += 1;
      } finally {
        asking = false;
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void poll(), nextPollDelay(failures, document.hidden));
    };
    // Back in view (a phone unlocked, a tab chosen): ask at once rather than at the next turn.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, queryClient]);

  const dismiss = useCallback(() => {
    setCount(0);
    setLatest(null);
  }, []);
  return { count, latest, dismiss };
}
