import { ORDER_STATUS_LABELS, type TimelineEntry } from '../../../../../contracts/admin';
import { formatDateTime } from '../../../../lib/format-date';
import { PanelCard } from './panel-card';

/** Every status change and change request, oldest first, with who and when. */
export function OrderTimeline({ timeline }: { timeline: TimelineEntry[] }) {
  return (
    <PanelCard title="Timeline">
      <ol className="relative space-y-4 border-l-2 border-cream-300 pl-4" data-testid="order-timeline">
        {timeline.map((entry, i) => (
          <li key={`${entry.at}-${i}`} className="relative">
            <span
              aria-hidden
              className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-clay-600 ring-4 ring-cream-50"
            />
            <p className="text-sm font-semibold text-ink-900">
              {entry.kind === 'change_request'
                ? 'Change requested'
                : (entry.title ?? ORDER_STATUS_LABELS[entry.status])}
            </p>
            <p className="text-xs text-ink-700">
              by {entry.by} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </p>
            {entry.note ? (
              <p className="mt-1 text-sm break-words whitespace-pre-wrap text-ink-900">{entry.note}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </PanelCard>
  );
}
