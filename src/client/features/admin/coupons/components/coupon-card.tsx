import { useState } from 'react';
import type { Coupon } from '../../../../../contracts/coupons';
import { formatRupees } from '../../../../../contracts/money';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { usePauseCoupon } from '../api/pause-coupon';
import { CouponOrders } from './coupon-orders';
import { budgetLeft, couponStatus, offerSummary, STATUS_LABELS } from './coupon-status';

const TONES = { live: 'leaf', paused: 'neutral', scheduled: 'saffron', ended: 'neutral', used_up: 'danger' } as const;

/** One code or offer: what it gives, where it stands, what it brought in, pause or resume, its orders. */
export function CouponCard({ coupon, onSaved }: { coupon: Coupon; onSaved: (message: string) => void }) {
  const pause = usePauseCoupon();
  const [showOrders, setShowOrders] = useState(false);
  const status = couponStatus(coupon);
  const headingId = `coupon-${coupon.id}`;
  const name = coupon.code ?? coupon.title;
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-[var(--radius-card)] bg-cream-50 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-mono text-lg font-bold text-ink-900">
          {coupon.code ?? 'Automatic offer'}
        </h3>
        <Badge tone={TONES[status]}>{STATUS_LABELS[status]}</Badge>
      </div>
      <p className="text-sm text-ink-700">
        <span className="font-semibold text-ink-900">{coupon.title}</span> · {offerSummary(coupon)}
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {(
          [
            ['Uses', String(coupon.usedCount)],
            ['Budget left', budgetLeft(coupon)],
            ['Orders', String(coupon.orders)],
            ['Revenue', formatRupees(coupon.revenue)],
          ] as const
        ).map(([term, value]) => (
          <div key={term} className="rounded-xl bg-cream-100 px-3 py-2">
            <dt className="text-xs text-ink-700">{term}</dt>
            <dd className="font-semibold text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={pause.isPending}
          onClick={() =>
            pause.mutate(
              { id: coupon.id, paused: !coupon.paused },
              { onSuccess: () => onSaved(coupon.paused ? `${name} resumed.` : `${name} paused.`) },
            )
          }
        >
          {coupon.paused ? `Resume ${name}` : `Pause ${name}`}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={showOrders}
          aria-controls={`coupon-orders-${coupon.id}`}
          onClick={() => setShowOrders((v) => !v)}
        >
          {showOrders ? 'Hide orders' : `Orders with ${name}`}
        </Button>
      </div>
      {pause.isError ? (
        <p role="alert" className="text-sm text-danger-600">
          {errorMessage(pause.error, 'Could not change it.')}
        </p>
      ) : null}
      <div id={`coupon-orders-${coupon.id}`}>{showOrders ? <CouponOrders id={coupon.id} /> : null}</div>
    </li>
  );
}
