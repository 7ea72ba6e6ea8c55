import { LayoutGrid } from 'lucide-react';
import { PageHeading } from '../../../../components/admin/page-heading';
import { EmptyState, ErrorState } from '../../../../components/admin/query-states';
import { AppLink } from '../../../../components/layout/app-link';
import { buttonVariants } from '../../../../components/ui/button-variants';
import { PageLoading } from '../../../../components/layout/page-loading';
import { useQueue } from '../api/get-queue';
import { QueueItemCard } from './queue-item-card';

/** The maker's bench: lines of approved orders to make, their files, and 'Mark made'. */
export function QueuePage() {
  const queue = useQueue();
  let body: React.ReactNode;
  if (queue.isPending) body = <PageLoading label="Loading the queue…" />;
  else if (queue.isError) body = <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />;
  else if (queue.data.items.length === 0)
    body = (
      <EmptyState title="Nothing to make right now">
        Lines appear here once the shopper has approved the proof.
      </EmptyState>
    );
  else
    body = (
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Lines to make">
        {queue.data.items.map((item) => (
          <li key={item.line.id}>
            <QueueItemCard item={item} />
          </li>
        ))}
      </ul>
    );
  return (
    <div className="space-y-5">
      <PageHeading title="Maker queue">
        <AppLink href="/admin/queue/batch" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <LayoutGrid aria-hidden />
          Make a batch
        </AppLink>
      </PageHeading>
      {body}
    </div>
  );
}
