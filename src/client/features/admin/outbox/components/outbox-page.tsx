import { Mail, MessageCircle } from 'lucide-react';
import type { MessageState, OutboxMessage } from '../../../../../contracts/admin';
import { PageHeading } from '../../../../components/admin/page-heading';
import { EmptyState, ErrorState } from '../../../../components/admin/query-states';
import { AppLink } from '../../../../components/layout/app-link';
import { formatDateTime } from '../../../../lib/format-date';
import { cn } from '../../../../lib/cn';
import { useOutbox } from '../api/get-outbox';

const STATE_LABELS: Record<MessageState, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
  outbox: 'Not sent: send by hand',
};

const EVENT_LABELS: Record<string, string> = {
  placed: 'Order placed',
  paid: 'Payment received',
  proof_sent: 'Proof ready',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  review_request: 'Review request',
  checkout_reminder: 'Checkout reminder',
  cod_confirm: 'Confirm pay on delivery',
};

function StateBadge({ state }: { state: MessageState }) {
  const tone =
    state === 'failed'
      ? 'bg-danger-600 text-cream-50'
      : state === 'outbox'
        ? 'bg-saffron-300 text-ink-900'
        : state === 'queued' || state === 'sending'
          ? 'bg-cream-200 text-ink-900'
          : 'bg-leaf-600 text-cream-50';
  return <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold', tone)}>{STATE_LABELS[state]}</span>;
}

function MessageCard({ m }: { m: OutboxMessage }) {
  const Icon = m.channel === 'email' ? Mail : MessageCircle;
  return (
    <li className="grid min-w-0 gap-2 rounded-[var(--radius-card)] bg-cream-50 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Icon aria-hidden className="size-4 text-clay-600" />
        <span className="text-sm font-semibold text-ink-900">
          {m.channel === 'email' ? 'Email' : 'WhatsApp'} · {EVENT_LABELS[m.event] ?? m.event}
          {m.language === 'hi' ? ' · Hindi' : ''}
        </span>
        <StateBadge state={m.state} />
        {m.orderId ? (
          <AppLink
            href={`/admin/orders/${m.orderId}`}
            className="ml-auto text-sm font-semibold text-clay-700 underline"
          >
            {m.reference ?? 'Order'}
          </AppLink>
        ) : null}
      </div>
      <p className="text-xs [overflow-wrap:anywhere] text-ink-500">
        To {m.to} · {formatDateTime(m.createdAt)}
        {m.attempts > 1 ? ` · ${m.attempts} attempts` : ''}
      </p>
      {m.error ? (
        <p className="text-sm font-semibold [overflow-wrap:anywhere] text-danger-600">Why: {m.error}</p>
      ) : null}
      <p lang={m.language} className="text-sm [overflow-wrap:anywhere] whitespace-pre-line text-ink-700">
        {m.text}
      </p>
      {m.whatsappUrl ? (
        <a
          href={m.whatsappUrl}
          target="_blank"
          rel="noreferrer"
          className="justify-self-start rounded-full bg-leaf-600 px-4 py-2 text-sm font-semibold text-cream-50"
        >
          Send on WhatsApp by hand
        </a>
      ) : null}
    </li>
  );
}

/** Every message to a shopper and where it stands: queued, sent, delivered, read, failed and why. */
export function OutboxPage() {
  const query = useOutbox();
  return (
    <div className="space-y-6">
      <PageHeading title="Messages" />
      {query.isPending ? null : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.messages.length === 0 ? (
        <EmptyState title="No messages yet">
          Shoppers hear from you here when they order, and as their order moves on.
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label="Messages to shoppers">
          {query.data.messages.map((m) => (
            <MessageCard key={m.id} m={m} />
          ))}
        </ul>
      )}
    </div>
  );
}
