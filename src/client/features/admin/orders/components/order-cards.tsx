import type { OrderListItem } from '../../../../../contracts/admin';
import { OrderStatusBadge } from '../../../../components/admin/order-status-badge';
import { AppLink } from '../../../../components/layout/app-link';
import { formatRupees } from '../../../../../contracts/money';
import { formatDateTime } from '../../../../lib/format-date';

/** The list on a phone: one tappable card per order, the whole card is the link. */
export function OrderCards({ orders }: { orders: OrderListItem[] }) {
  return (
    <ul className="grid gap-3 md:hidden" aria-label="Orders">
      {orders.map((o) => (
        <li key={o.id}>
          <AppLink
            href={`/admin/orders/${o.id}`}
            className="flex gap-3 rounded-[var(--radius-card)] bg-cream-50 p-3 shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-lift)]"
            data-testid="order-card"
          >
            <Thumb url={o.previewUrl} />
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold text-ink-900">{o.reference}</span>
                <OrderStatusBadge status={o.status} />
              </div>
              {o.awaitingPickup ? <p className="text-right text-xs text-ink-700">Booked, waiting for pickup</p> : null}
              <p className="truncate text-sm text-ink-900">{o.shopperName}</p>
              <p className="text-xs text-ink-700">
                {o.mobile} · {o.itemCount} {o.itemCount === 1 ? 'item' : 'items'} · {formatRupees(o.totalAmount)}
              </p>
              <p className="text-xs text-ink-700">{formatDateTime(o.createdAt)}</p>
            </div>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

export function Thumb({ url, className = 'size-20' }: { url: string | null; className?: string }) {
  return url ? (
    <img
      src={url}
      alt=""
      width={80}
      height={80}
      loading="lazy"
      className={`${className} shrink-0 rounded-xl bg-cream-200 object-cover`}
    />
  ) : (
    <span aria-hidden className={`${className} shrink-0 rounded-xl bg-cream-200`} />
  );
}
