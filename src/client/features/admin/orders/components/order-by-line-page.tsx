import { useEffect } from 'react';
import { ORDER_NOT_ARRIVED_MESSAGE } from '../../../../../contracts/admin';
import { PageHeading } from '../../../../components/admin/page-heading';
import { EmptyState, ErrorState } from '../../../../components/admin/query-states';
import { PageLoading } from '../../../../components/layout/page-loading';
import { Button } from '../../../../components/ui/button';
import { ApiError } from '../../../../lib/api-client';
import { navigate } from '../../../../lib/router';
import { useOrderByLine } from '../api/get-order-by-line';
import { BackToOrders } from './back-to-orders';

/**
 * Where a Shopify line's `_proof` link lands (Shopify admin shows it on the order): the line's
 * order page once Shopify has sent the order, and until then a word on why it is not here yet.
 */
export function OrderByLinePage({ clientItemId }: { clientItemId: string }) {
  const found = useOrderByLine(clientItemId);
  const orderId = found.data?.orderId;
  useEffect(() => {
    if (orderId) navigate(`/admin/orders/${encodeURIComponent(orderId)}`, { replace: true });
  }, [orderId]);

  if (found.isPending || orderId) return <PageLoading label="Finding the order…" />;
  const notYet = found.error instanceof ApiError && found.error.status === 404;
  return (
    <div className="space-y-4">
      <BackToOrders />
      <PageHeading title="Order" />
      {notYet ? (
        <div role="status">
          <EmptyState title="This order has not arrived yet">
            <p>{ORDER_NOT_ARRIVED_MESSAGE}</p>
            <Button variant="outline" className="mt-5" onClick={() => void found.refetch()}>
              Look again
            </Button>
          </EmptyState>
        </div>
      ) : (
        <ErrorState error={found.error} onRetry={() => void found.refetch()} />
      )}
    </div>
  );
}
