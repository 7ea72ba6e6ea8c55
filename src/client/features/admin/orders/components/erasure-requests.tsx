import { useId } from 'react';
import { AppLink } from '../../../../components/layout/app-link';
import { formatDateTime } from '../../../../lib/format-date';
import { useErasureRequests } from '../api/erasure';

/**
 * Issue 39: shoppers who asked for their data to be erased, at the top of Orders until the owner
 * has acted on each (on the order's page). Nothing shows while there are none.
 */
export function ErasureRequests() {
  const requests = useErasureRequests();
  const titleId = useId();
  const list = requests.data?.requests ?? [];
  if (!list.length) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-[var(--radius-card)] border border-cream-300 bg-cream-50 p-4 shadow-[var(--shadow-card)] md:p-5"
    >
      <h2 id={titleId} className="font-display text-lg font-semibold text-ink-900">
        {`Data erasure requests (${list.length})`}
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        Shoppers asked for their photos and personal details to be erased. Open the order to erase them.
      </p>
      <ul className="mt-3 space-y-2 text-sm text-ink-700">
        {list.map((r) => (
          <li key={r.orderId} className="flex flex-wrap items-baseline gap-x-2">
            <AppLink
              href={`/admin/orders/${encodeURIComponent(r.orderId)}`}
              className="font-semibold text-clay-700 underline underline-offset-2"
            >
              {r.reference}
            </AppLink>
            <span>{`asked ${formatDateTime(r.requestedAt)}`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
