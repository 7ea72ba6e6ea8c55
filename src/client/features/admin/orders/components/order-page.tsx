import { OrderStatusBadge } from '../../../../components/admin/order-status-badge';
import { PageHeading } from '../../../../components/admin/page-heading';
import { Badge } from '../../../../components/ui/badge';
import { ErrorState } from '../../../../components/admin/query-states';
import { PageLoading } from '../../../../components/layout/page-loading';
import { formatCalendarDay, formatDateTime } from '../../../../lib/format-date';
import { formatRupees } from '../../../../../contracts/money';
import { useOrder } from '../api/get-order';
import { BackToOrders } from './back-to-orders';
import { DeliveryCard } from './delivery-card';
import { ErasurePanel } from './erasure-panel';
import { InvoicePanel } from './invoice-panel';
import { OrderLineCard } from './order-line-card';
import { OrderTimeline } from './order-timeline';
import { ProofPanel } from './proof-panel';
import { StatusActions } from './status-actions';
import { CodCallPanel } from './cod-call-panel';
import { PaymentCard } from './payment-card';
import { ShipmentPanel } from './shipment-panel';
import { OrderClaimsPanel, RemakeOfNote } from './order-claims-panel';
import { PackingPhotoPanel } from './packing-photo-panel';

const PAYMENT_METHODS: Record<string, string> = {
  cash_on_delivery: 'Cash on delivery',
  online: 'Paid online',
  advance_online: 'Advance online, rest on delivery',
  shopify: 'Shopify checkout',
  free: 'Free: a discount covers it',
};

/** One order: every line large with what the shopper wrote, and what to do next beside it. */
export function OrderPage({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  if (order.isPending) return <PageLoading label="Loading the order…" />;
  if (order.isError)
    return (
      <div className="space-y-4">
        <BackToOrders />
        <PageHeading title="Order" />
        <ErrorState error={order.error} onRetry={() => void order.refetch()} />
      </div>
    );

  const o = order.data;
  return (
    <div className="space-y-5">
      <BackToOrders />
      <PageHeading title={`Order ${o.reference}`}>
        <OrderStatusBadge status={o.status} />
        {o.awaitingPickup ? <Badge tone="neutral">Booked, waiting for pickup</Badge> : null}
      </PageHeading>
      <RemakeOfNote orderId={o.id} />
      {o.neededBy ? (
        <p className="-mt-3 text-sm font-semibold text-ink-900">
          Needed by {formatCalendarDay(o.neededBy)} (the shopper’s date)
        </p>
      ) : null}
      <p className="-mt-3 text-sm text-ink-700">
        Placed {formatDateTime(o.createdAt)} · {o.itemCount} {o.itemCount === 1 ? 'item' : 'items'} ·{' '}
        <span className="font-semibold text-ink-900">{formatRupees(o.totalAmount)}</span> ·{' '}
        {(o.discounts ?? []).map((d) => (
          <span key={d.label}>{`after ${d.label}: −${formatRupees(d.amount)}`} · </span>
        ))}
        {PAYMENT_METHODS[o.paymentMethod] ?? o.paymentMethod}
      </p>
      {o.changeRequest ? (
        <div
          role="status"
          className="rounded-2xl border border-saffron-500 bg-saffron-300/40 px-4 py-3 text-sm text-ink-900"
        >
          <p className="font-semibold">The shopper asked for a change ({formatDateTime(o.changeRequest.at)}):</p>
          <p className="mt-1 break-words whitespace-pre-wrap">{o.changeRequest.note}</p>
        </div>
      ) : null}
      {/* On a phone the next step comes first, above the long lines; on a desktop it sits in the side column. */}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="space-y-5 lg:col-start-2 lg:row-start-1">
          <ErasurePanel order={o} />
          <CodCallPanel order={o} />
          <StatusActions order={o} />
          <ProofPanel order={o} />
          <ShipmentPanel order={o} />
          <PackingPhotoPanel order={o} />
          <OrderClaimsPanel orderId={o.id} />
        </div>
        <section aria-labelledby="order-lines-title" className="space-y-4 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <h2 id="order-lines-title" className="sr-only">
            Items
          </h2>
          {o.lines.map((line) => (
            <OrderLineCard key={line.id} orderId={o.id} line={line} />
          ))}
        </section>
        <div className="space-y-5 lg:col-start-2 lg:row-start-2">
          <InvoicePanel order={o} />
          <PaymentCard order={o} />
          <DeliveryCard delivery={o.delivery} />
          <OrderTimeline timeline={o.timeline} />
        </div>
      </div>
    </div>
  );
}
