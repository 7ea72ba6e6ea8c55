import type { OrderDetail, PaymentEvent } from '../../../../../contracts/admin';
import { formatRupees } from '../../../../../contracts/money';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { toast } from '../../../../lib/toast-store';
import { useRefundOrder } from '../api/refund-order';
import { PanelCard } from './panel-card';

const STATUS_TEXT: Record<OrderDetail['paymentStatus'], string> = {
  on_delivery: 'Pay on delivery',
  unpaid: 'Not paid yet',
  paid: 'Paid online',
  refunded: 'Refunded',
};

const EVENT_TEXT: Record<PaymentEvent['kind'], string> = {
  link_created: 'Payment link made',
  paid: 'Paid',
  refund_requested: 'Refund asked',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
  amount_mismatch: 'Paid a different amount (not accepted)',
};

/** A pay-on-delivery order once delivered: the courier collected the money, so it is paid, not still to pay. */
const paymentText = (order: OrderDetail) =>
  order.paymentStatus === 'on_delivery' && order.status === 'delivered'
    ? 'Paid on delivery'
    : STATUS_TEXT[order.paymentStatus];

/** Where the money is: status, the payment provider's ids, the payment events, the shopper's page and the shipment. */
export function PaymentCard({ order }: { order: OrderDetail }) {
  const refund = useRefundOrder(order.id);
  // The shop's provider refunds only what it took: a Shopify-paid order is refunded in Shopify admin.
  const refundable =
    order.status === 'cancelled' &&
    order.paymentStatus === 'paid' &&
    order.paymentProvider.refundsHere &&
    !order.payments.some((p) => p.kind === 'refund_requested');
  return (
    <PanelCard title="Payment and tracking">
      <dl className="space-y-1 text-sm text-ink-900">
        <div className="flex justify-between gap-2">
          <dt>Payment</dt>
          <dd className="font-semibold" data-testid="payment-status">
            {paymentText(order)}
          </dd>
        </div>
        {Number(order.amountDueNow) > 0 ? (
          <div className="flex justify-between gap-2">
            <dt>Online part</dt>
            <dd>{formatRupees(order.amountDueNow)}</dd>
          </div>
        ) : null}
        {order.paymentRef ? (
          <div className="flex justify-between gap-2">
            <dt>{`${order.paymentProvider.name} link`}</dt>
            <dd className="font-mono text-xs break-all">{order.paymentRef}</dd>
          </div>
        ) : null}
      </dl>
      {order.payments.length > 0 ? (
        <ul className="mt-3 space-y-1 text-xs text-ink-700">
          {order.payments.map((p, i) => (
            <li key={i}>
              {`${EVENT_TEXT[p.kind]} · ${formatRupees(p.amount)} · ${formatDateTime(p.at)} · `}
              <span className="font-mono break-all">{p.reference}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {order.shipment ? (
        <p className="mt-3 text-sm">
          {`${order.shipment.courierName} · `}
          <span className="font-mono">{order.shipment.trackingNumber}</span>
          {order.shipment.trackingUrl ? (
            <>
              {' · '}
              <a
                className="text-clay-700 underline"
                href={order.shipment.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                Track
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <p className="mt-3 text-sm">
        <a
          className="font-semibold text-clay-700 underline-offset-2 hover:underline"
          href={order.orderPageUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          The shopper&rsquo;s order page
        </a>
      </p>
      {refundable ? (
        <Button
          className="mt-3"
          variant="secondary"
          disabled={refund.isPending}
          onClick={() =>
            refund.mutate(undefined, {
              onSuccess: () =>
                toast({ title: `Refund of order ${order.reference} sent to ${order.paymentProvider.name}` }),
              onError: (err) =>
                toast({
                  variant: 'destructive',
                  title: 'Could not refund',
                  description: errorMessage(err, 'Try again.'),
                }),
            })
          }
        >
          Refund {formatRupees(order.amountDueNow)}
        </Button>
      ) : null}
    </PanelCard>
  );
}
