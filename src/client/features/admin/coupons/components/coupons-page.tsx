import { useState } from 'react';
import { PageHeading } from '../../../../components/admin/page-heading';
import { EmptyState, ErrorState } from '../../../../components/admin/query-states';
import { PageLoading } from '../../../../components/layout/page-loading';
import { useCoupons } from '../api/get-coupons';
import { CouponCard } from './coupon-card';
import { CouponForm } from './coupon-form';

/** The owner's codes and automatic offers (issue 29 item 3): make one, pause or resume, see what each brought in. */
export default function CouponsPage() {
  const coupons = useCoupons();
  const [message, setMessage] = useState('');
  let body: React.ReactNode;
  if (coupons.isPending) body = <PageLoading label="Loading offers…" />;
  else if (coupons.isError) body = <ErrorState error={coupons.error} onRetry={() => void coupons.refetch()} />;
  else if (coupons.data.coupons.length === 0)
    body = <EmptyState title="No codes or offers yet">Make the first one with the form below.</EmptyState>;
  else
    body = (
      <ul className="grid gap-3 lg:grid-cols-2" aria-label="Codes and offers">
        {coupons.data.coupons.map((c) => (
          <CouponCard key={c.id} coupon={c} onSaved={setMessage} />
        ))}
      </ul>
    );
  return (
    <div className="space-y-5">
      <PageHeading title="Coupons and offers" />
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-semibold text-leaf-600">
        {message}
      </p>
      {body}
      <CouponForm onSaved={setMessage} />
    </div>
  );
}
