import { formatRupees } from '../../../../../contracts/money';
import { AppLink } from '../../../../components/layout/app-link';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { useCouponOrders } from '../api/get-coupon-orders';

/** The orders placed with one code, newest first, each linking to its order page. */
export function CouponOrders({ id }: { id: string }) {
  const orders = useCouponOrders(id, true);
  if (orders.isPending)
    return (
      <p role="status" className="text-sm text-ink-700">
        Loading orders…
      </p>
    );
  if (orders.isError)
    return (
      <p role="alert" className="text-sm text-danger-600">
        {errorMessage(orders.error, 'Could not load the orders.')}
      </p>
    );
  if (orders.data.orders.length === 0) return <p className="text-sm text-ink-700">No orders with it yet.</p>;
  return (
    <ul className="grid gap-2">
      {orders.data.orders.map((o) => (
        <li
          key={o.orderId}
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-cream-100 px-3 py-2 text-sm"
        >
          <AppLink
            href={`/admin/orders/${encodeURIComponent(o.orderId)}`}
            className="font-semibold text-clay-700 underline"
          >
            {o.reference}
          </AppLink>
          <span className="text-ink-700">{formatDateTime(o.placedAt)}</span>
          <span className="text-ink-900">
            {formatRupees(o.total)} <span className="text-ink-700">(−{formatRupees(o.discount)})</span>
          </span>
          <span className="text-ink-700">{o.status}</span>
        </li>
      ))}
    </ul>
  );
}
