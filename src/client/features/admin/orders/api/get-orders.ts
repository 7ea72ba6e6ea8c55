import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orderListResponseSchema } from '../../../../../contracts/admin';
import { adminGet } from '../../../../lib/admin-api';
import type { OrderFilters } from '../logic/order-filters';

export const ORDERS_PAGE_SIZE = 20;

export function getOrders(filters: OrderFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(ORDERS_PAGE_SIZE) });
  if (filters.status) params.set('status', filters.status);
  if (filters.category) params.set('category', filters.category);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  return adminGet(`/api/admin/orders?${params}`, orderListResponseSchema, signal);
}

export const getOrdersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'list', filters],
    queryFn: ({ signal }) => getOrders(filters, signal),
    // New orders arrive while the page is open: each visit asks again.
    staleTime: 0,
    // The previous page stays on screen while the next loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });

export const useOrders = (filters: OrderFilters) => useQuery(getOrdersQueryOptions(filters));
