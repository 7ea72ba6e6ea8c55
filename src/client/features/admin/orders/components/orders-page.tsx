import { PageHeading } from '../../../../components/admin/page-heading';
import { EmptyState, ErrorState } from '../../../../components/admin/query-states';
import { PageLoading } from '../../../../components/layout/page-loading';
import { navigate, useSearch } from '../../../../lib/router';
import { ORDERS_PAGE_SIZE, useOrders } from '../api/get-orders';
import { orderFiltersToSearch, parseOrderFilters, type OrderFilters } from '../logic/order-filters';
import { ErasureRequests } from './erasure-requests';
import { FailedDeliveries } from './failed-deliveries';
import { NewOrderAlerts } from './new-order-alerts';
import { OrderCards } from './order-cards';
import { OrderFiltersBar } from './order-filters-bar';
import { OrdersTable } from './orders-table';
import { Pagination } from './pagination';

/** Every order, newest first: cards on a phone, a table on a desktop, filters in the URL. */
export function OrdersPage() {
  const filters = parseOrderFilters(useSearch());
  const orders = useOrders(filters);
  const setFilters = (next: OrderFilters) => navigate(`/admin/orders${orderFiltersToSearch(next)}`);
  const filtered = !!(filters.status || filters.category || filters.q);

  let body: React.ReactNode;
  if (orders.isPending) body = <PageLoading label="Loading orders…" />;
  else if (orders.isError) body = <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />;
  else if (orders.data.orders.length === 0)
    body = filtered ? (
      <EmptyState title="No orders match">Try another status, category or search.</EmptyState>
    ) : (
      <EmptyState title="No orders yet">Orders appear here as soon as a shopper places one.</EmptyState>
    );
  else {
    const { orders: list, total, page } = orders.data;
    body = (
      <>
        <p className="text-sm text-ink-700" aria-live="polite">
          {total} {total === 1 ? 'order' : 'orders'}
          {orders.isPlaceholderData ? ' · loading…' : ''}
        </p>
        <OrderCards orders={list} />
        <OrdersTable orders={list} />
        <Pagination
          page={page}
          pageCount={Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE))}
          onPage={(p) => setFilters({ ...filters, page: p })}
        />
      </>
    );
  }

  return (
    <div className="space-y-5">
      <PageHeading title="Orders">
        <NewOrderAlerts />
      </PageHeading>
      <FailedDeliveries />
      <ErasureRequests />
      <OrderFiltersBar filters={filters} onChange={setFilters} />
      {body}
    </div>
  );
}
