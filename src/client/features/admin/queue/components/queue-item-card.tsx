import { CheckCircle2 } from 'lucide-react';
import type { QueueItem } from '../../../../../contracts/admin';
import { OrderStatusBadge } from '../../../../components/admin/order-status-badge';
import { ProductionFiles } from '../../../../components/admin/production-files';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast-store';
import { useMarkLineMade } from '../api/mark-line-made';
import { PackingPhotoButton } from './packing-photo-button';
import { formatCalendarDay } from '../../../../lib/format-date';

/** One line to make: the approved preview, the words to put on it, the files, and 'Mark made'. */
export function QueueItemCard({ item }: { item: QueueItem }) {
  const made = useMarkLineMade();
  const { line } = item;
  const words = line.attributes.filter((a) => !a.key.startsWith('_'));
  return (
    <article
      aria-label={`${item.reference}: ${line.productTitle}`}
      data-testid="queue-item"
      className="flex h-full flex-col gap-3 rounded-[var(--radius-card)] bg-cream-50 p-4 shadow-[var(--shadow-card)]"
    >
      <div className="flex gap-3">
        {line.previewUrl ? (
          <img
            src={line.previewUrl}
            alt={`Preview of ${line.productTitle}`}
            width={112}
            height={112}
            className="size-28 shrink-0 rounded-xl bg-cream-200 object-cover"
          />
        ) : null}
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink-900">{item.reference}</span>
            <OrderStatusBadge status={item.orderStatus} />
            {item.neededBy ? (
              <span className="bg-saffron-100 rounded-full px-2 py-0.5 text-xs font-semibold text-ink-900">
                Needed by {formatCalendarDay(item.neededBy)}
              </span>
            ) : null}
          </div>
          <h2 className="font-display text-lg leading-snug font-semibold text-ink-900">{line.productTitle}</h2>
          <p className="text-sm text-ink-700">
            {line.variantTitle} · Qty {line.quantity}
          </p>
        </div>
      </div>
      {words.length > 0 ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          {words.map((a) => (
            <div key={a.key} className="contents">
              <dt className="font-semibold text-ink-700">{a.key === 'AI prompt' ? 'Idea' : a.key}</dt>
              <dd className="break-words text-ink-900">{a.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ProductionFiles line={line} />
      <div className="mt-auto space-y-2 pt-1">
        {/* Made and packed, before "Mark made" takes the line off the queue: the parcel's photo. */}
        <PackingPhotoButton orderId={item.orderId} reference={item.reference} />
        {line.madeAt ? (
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-leaf-600">
            <CheckCircle2 aria-hidden className="size-4" /> Made
          </p>
        ) : (
          <Button
            variant="secondary"
            disabled={made.isPending}
            onClick={() =>
              made.mutate(line.id, {
                onSuccess: () => toast({ title: `${line.productTitle} (${item.reference}) marked made` }),
                onError: (err) =>
                  toast({
                    variant: 'destructive',
                    title: 'Could not mark it made',
                    description: errorMessage(err, 'Try again.'),
                  }),
              })
            }
          >
            <CheckCircle2 aria-hidden />
            {made.isPending ? 'Saving…' : 'Mark made'}
          </Button>
        )}
      </div>
    </article>
  );
}
