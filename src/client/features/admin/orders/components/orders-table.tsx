import type { OrderListItem } from '../../../../../contracts/admin';
import { categoryLabel } from '../../../../../contracts/category-label';
import { OrderStatusBadge } from '../../../../components/admin/order-status-badge';
import { AppLink } from '../../../../components/layout/app-link';
import { formatRupees } from '../../../../../contracts/money';
import { formatDateTime } from '../../../../lib/format-date';
import { Thumb } from './order-cards';

/** The list on a desktop: a real table, the order number is the link. */
export function OrdersTable({ orders }: { orders: OrderListItem[] }) {
  return (
    <div className="hidden overflow-hidden rounded-[var(--radius-card)] bg-cream-50 shadow-[var(--shadow-card)] md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Orders, newest first</caption>
        <thead className="border-b border-cream-300 bg-cream-200/60 text-xs tracking-wide text-ink-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Order
            </th>
            <th scope="col" className="px-4 py-3">
              Placed
            </th>
            <th scope="col" className="px-4 py-3">
              Shopper
            </th>
            <th scope="col" className="px-4 py-3">
              Items
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Total
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-cream-300">
          {orders.map((o) => (
            <tr key={o.id} className="hover:bg-cream-100">
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <Thumb url={o.previewUrl} className="size-12" />
                  <AppLink
                    href={`/admin/orders/${o.id}`}
                    className="font-semibold text-clay-700 underline-offset-2 hover:underline"
                  >
                    {o.reference}
                  </AppLink>
                </div>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-700">{formatDateTime(o.createdAt)}</td>
              <td className="px-4 py-3">
                <span className="block font-semibold text-ink-900">{o.shopperName}</span>
                <span className="text-xs text-ink-700">{o.mobile}</span>
              </td>
              <td className="px-4 py-3 text-ink-700">
                {o.itemCount} · {o.categories.map(categoryLabel).join(', ')}
              </td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
                {formatRupees(o.totalAmount)}
              </td>
              <td className="px-4 py-3">
                <OrderStatusBadge status={o.status} />
                {o.awaitingPickup ? (
                  <span className="mt-1 block text-xs text-ink-700">Booked, waiting for pickup</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
